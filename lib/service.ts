/** Runs a command's main function; a failure prints one line and exits 1 (no stack for users). */
export function runMain(what: string, main: () => Promise<void>): void {
  main().catch((error) => {
    console.error(`${what} failed:`, error instanceof Error ? error.message : error);
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
        console.error('Stop failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => handle('SIGINT'));
  process.on('SIGTERM', () => handle('SIGTERM'));
}

/** Awaits a start; if it fails (a port in use, say), runs `cleanup` first, so nothing is left running. */
export async function cleanUpOnFailure<T>(start: Promise<T>, cleanup: () => Promise<void>): Promise<T> {
  try {
    return await start;
  } catch (error) {
    await cleanup();
    throw error;
  }
}
