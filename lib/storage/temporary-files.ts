import { randomUUID } from 'node:crypto';
import { opendir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { systemClock } from '../clock';
import { serviceLogger } from '../observability/logger';
import { backgroundService, type BackgroundService } from '../background-service';

/**
 * The temporary files of the local-disk driver (README, "File storage"): every file is written
 * to `<path>.<uuid>.tmp` and renamed into place, so a process that dies in between (a crash
 * mid-export) leaves one behind, which nothing else would ever remove.
 */

const TEMPORARY_NAME = /\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/;

export function temporaryPath(path: string): string {
  return `${path}.${randomUUID()}.tmp`;
}

/** Whether a name is one `temporaryPath` makes (keys may end in `.tmp` too: those are files). */
export function isTemporaryName(name: string): boolean {
  return TEMPORARY_NAME.test(name);
}

export interface SweepSettings {
  /**
   * A temporary file not written to for this long is abandoned. A write in progress (in this
   * process or another sharing the folder) writes as it goes, so the age is counted from the
   * file's last write, not its creation; the longest writes, report exports of a million rows,
   * take minutes and write every page (docs/reports.md, "Benchmark"). A day is far above that.
   */
  maxAgeMs: number;
  /** How often a process sweeps, after the sweep at its start. */
  intervalMs: number;
}

export const DEFAULT_SWEEP: SweepSettings = { maxAgeMs: 24 * 3_600_000, intervalMs: 3_600_000 };

/** Removes the temporary files under `root` last written over `maxAgeMs` ago; answers their paths. */
export async function removeStaleTemporaryFiles(root: string, maxAgeMs: number): Promise<string[]> {
  let dir;
  try {
    dir = await opendir(root, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []; // nothing stored yet
    throw error;
  }
  const removed: string[] = [];
  const before = systemClock.now().getTime() - maxAgeMs;
  for await (const entry of dir) {
    if (!entry.isFile() || !isTemporaryName(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    // Gone meanwhile (renamed into place by its writer, or swept by another process): nothing to do.
    const stats = await stat(path).catch(() => undefined);
    if (!stats || stats.mtimeMs >= before) continue;
    await rm(path, { force: true });
    removed.push(path);
  }
  return removed;
}

/** The sweep at a process's start and then every `intervalMs`, as background work. */
export function temporaryFileSweep(root: string, settings: SweepSettings): BackgroundService {
  return backgroundService({
    name: 'storage temporary files',
    round: async () => {
      const removed = await removeStaleTemporaryFiles(root, settings.maxAgeMs);
      if (removed.length)
        serviceLogger('storage').info(
          { removed },
          'removed temporary files abandoned by an interrupted write',
        );
      return false;
    },
    intervalMs: settings.intervalMs,
  });
}
