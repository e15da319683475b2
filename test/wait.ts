/** Polls `probe` every 20 ms until it answers something truthy, which it returns. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 10_000,
  describe?: () => string,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until)
      throw new Error(`timed out after ${timeoutMs} ms${describe ? `: ${describe()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
