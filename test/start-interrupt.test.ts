import { freePorts, isAlive, postmasterPid, Started } from './start-process';

/*
 * Ctrl-C on `npm start` (docs/embedded-database.md): the terminal sends SIGINT to every process
 * of its foreground process group. The services must stop before the database, so none of them
 * meets a database that is shutting down (57P01 "terminating connection due to administrator
 * command", 57P03 "the database system is shutting down"); the start exits 0 and leaves no
 * PostgreSQL running.
 */

jest.setTimeout(240_000);

const started = new Started();
afterAll(() => started.stopAll());

// JSON log lines at info (a start under jest would log nothing), and background loops that query
// the database all the time, so a database that goes first is met by some query in flight.
const BUSY = {
  LOG_LEVEL: 'info',
  LOG_FORMAT: 'json',
  ML_POLL_MS: '20',
  WEBHOOK_POLL_INTERVAL_MS: '20',
  MEDIA_WORKER_POLL_MS: '20',
  REPORTS_WORKER_POLL_MS: '20',
  REPORTS_SCHEDULER_POLL_MS: '20',
};

/** What the start wrote after it began to stop, and its lines at warn level or above. */
function afterStopping(output: string): { text: string; warnings: string[] } {
  const text = output.slice(output.indexOf('SIGINT: stopping'));
  const warnings = text.split('\n').filter((line) => {
    if (!line.startsWith('{')) return /error/i.test(line);
    return (JSON.parse(line) as { level: number }).level >= 40;
  });
  return { text, warnings };
}

describe('Ctrl-C on npm start', () => {
  it('stops the services, then the database: exit 0, no error line, no PostgreSQL left', async () => {
    const dataDir = started.dataDir();
    const ports = await freePorts();
    const first = started.start(dataDir, ports, BUSY);
    await first.ready();
    const postmaster = postmasterPid(dataDir)!;
    expect(isAlive(postmaster)).toBe(true);
    // Let the loops run a moment, as on a platform in use.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    first.interrupt();

    expect(await first.exited).toBe(0);
    const { text, warnings } = afterStopping(first.output());
    expect(text).toContain('SIGINT: stopping');
    expect(warnings).toEqual([]);
    expect(text).not.toMatch(/57P0\d|shutting down|administrator command/);
    expect(isAlive(postmaster)).toBe(false);
    expect(postmasterPid(dataDir)).toBeUndefined(); // a clean shutdown removes its lock file

    // The next start finds a database stopped cleanly: nothing to recover.
    const second = started.start(dataDir, ports, BUSY);
    await second.ready();
    expect(second.output()).not.toContain('was left running');
    second.interrupt();
    expect(await second.exited).toBe(0);
    expect(afterStopping(second.output()).warnings).toEqual([]);
  });

  it('through npm itself: the database stops last there too, and nothing is left running', async () => {
    const dataDir = started.dataDir();
    const start = started.start(dataDir, await freePorts(), BUSY, true);
    await start.ready();
    const postmaster = postmasterPid(dataDir)!;
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    start.interrupt();

    // npm's own end: exit 0 with a script shell that waits for its command (bash); with one that
    // re-raises the SIGINT it got once its command is done (dash, /bin/sh on Debian and Ubuntu)
    // npm re-raises it too and ends by SIGINT (a shell shows 130). The start itself exits 0 (above).
    await start.exited;
    expect([
      [0, null],
      [null, 'SIGINT'],
    ]).toContainEqual([start.child.exitCode, start.child.signalCode]);
    const { text, warnings } = afterStopping(start.output());
    expect(warnings).toEqual([]);
    expect(text).not.toMatch(/57P0\d|shutting down|administrator command|npm error/);
    expect(isAlive(postmaster)).toBe(false);
    expect(postmasterPid(dataDir)).toBeUndefined();
  });
});
