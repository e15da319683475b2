import { inspect } from 'node:util';

/**
 * The cause of a failure for people, from anything a start can throw: libraries also reject with
 * nothing, exit codes, log lines or plain objects, and some errors have an empty message (a
 * refused connection to every address is an AggregateError with one error per address).
 */
export function describeFailure(error: unknown): string {
  if (error instanceof AggregateError && !error.message && error.errors.length > 0) {
    return [...new Set(error.errors.map(describeFailure))].join('; ');
  }
  if (error instanceof Error)
    return (
      error.message ||
      (error as NodeJS.ErrnoException).code ||
      `${error.name} without a message (LOG_LEVEL=debug shows more)`
    );
  if (error === undefined || error === null) return 'no reason given (LOG_LEVEL=debug shows more)';
  if (typeof error === 'string')
    return error.trim() || 'no reason given (LOG_LEVEL=debug shows more)';
  if (typeof error === 'number') return `exit code ${error}`;
  if (Array.isArray(error)) {
    const lines = error
      .map((item) => (typeof item === 'string' ? item.trim() : describeFailure(item)))
      .filter(Boolean);
    return lines.length
      ? lines.slice(-5).join('\n  ')
      : 'no reason given (LOG_LEVEL=debug shows more)';
  }
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && message) return message;
  return inspect(error, { depth: 2, breakLength: Infinity });
}

/** Prints a failure: its cause for users; the whole value with its stack when LOG_LEVEL=debug. */
function reportFailure(what: string, error: unknown): void {
  console.error(`${what} failed: ${describeFailure(error)}`);
  if (process.env.LOG_LEVEL === 'debug') console.error(inspect(error, { depth: 4 }));
}

/** Runs a command's main function; a failure prints its cause and exits 1 (no stack for users). */
export function runMain(what: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    reportFailure(what, error);
    process.exit(1);
  });
}

/** Stops once on SIGINT or SIGTERM (Ctrl-C, docker stop), then exits 0. */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const handle = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping`);
    stop().then(
      () => process.exit(0),
      (error) => {
        reportFailure('Stop', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => handle('SIGINT'));
  process.on('SIGTERM', () => handle('SIGTERM'));
}

/** Rewords a listen failure on a taken port so that it names the setting that chose the port. */
export function explainPortInUse(setting: string, port: number): (error: unknown) => never {
  return (error) => {
    if ((error as NodeJS.ErrnoException | undefined)?.code !== 'EADDRINUSE') throw error;
    throw new Error(
      `port ${port} (${setting}) is in use by another process: stop it or set ${setting} to a free port`,
      { cause: error },
    );
  };
}

/** Awaits a start; if it fails (a port in use, say), runs `cleanup` first, so nothing is left running. */
export async function cleanUpOnFailure<T>(
  start: Promise<T>,
  cleanup: () => Promise<void>,
): Promise<T> {
  try {
    return await start;
  } catch (error) {
    await cleanup();
    throw error;
  }
}
