/**
 * Runs an optimistic read-decide-write until a write lands: `attempt(n)` (n counts from 0)
 * answers the result, or undefined when another write got in between its read and its write;
 * then it runs again with a fresh read, up to `attempts` times in all. After that, `busy()` is
 * thrown. Errors `attempt` throws (not found, forbidden, invalid state) end it at once.
 */
export async function retryWhileStale<T>(
  attempt: (n: number) => Promise<T | undefined>,
  busy: () => Error,
  attempts = 3,
): Promise<T> {
  for (let n = 0; n < attempts; n++) {
    const result = await attempt(n);
    if (result !== undefined) return result;
  }
  throw busy();
}
