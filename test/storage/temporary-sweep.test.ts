import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { LocalDiskStorage } from '../../lib/storage/local-disk';
import { startTestPlatform } from '../harness';
import { waitFor } from '../wait';

/*
 * The local-disk driver writes every file to `<key>.<uuid>.tmp` and renames it into place; a
 * process that dies between the two (a crash mid-export) leaves the temporary file behind. The
 * driver sweeps those (README, "File storage"): a temporary file not written to for a day is
 * removed, a fresh one (a write in progress, perhaps in another process) and every stored file are
 * kept.
 */

const HOUR = 3_600_000;
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lanes-sweep-'));
  dirs.push(dir);
  return dir;
}

/** A file under `root`, last written `ageMs` ago. */
function fileAged(root: string, path: string, ageMs: number, data = 'x'): string {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, data);
  const when = new Date(Date.now() - ageMs);
  utimesSync(full, when, when);
  return full;
}

const age = (path: string, ageMs: number) =>
  utimesSync(path, new Date(Date.now() - ageMs), new Date(Date.now() - ageMs));
const temporaryOf = (key: string) => `${key}.${randomUUID()}.tmp`;

describe('sweeping abandoned temporary files of local storage', () => {
  it('removes a stale temporary file, keeps a fresh one and every stored file', async () => {
    const root = folder();
    const storage = new LocalDiskStorage(root);
    // A crash mid-export: the writer's temporary file, never committed nor aborted, a day and more old.
    const crashed = storage.createWriter('reports/tenant/export-1/ledger.csv', 'text/csv');
    crashed.stream.write('id,amount\n1,2\n');
    await new Promise((resolve) => crashed.stream.end(resolve));
    const [abandoned] = readdirSync(join(root, 'reports/tenant/export-1')).filter((name) =>
      name.endsWith('.tmp'),
    );
    age(join(root, 'reports/tenant/export-1', abandoned), 25 * HOUR);
    const nested = fileAged(root, temporaryOf('media/tenant/job/1.png'), 48 * HOUR);
    // A write in progress (its file written to an hour ago at the latest) and stored files, old or not.
    const inProgress = fileAged(root, temporaryOf('reports/tenant/export-2/ledger.csv'), 1 * HOUR);
    await storage.put(
      'reports/tenant/export-0/ledger.csv',
      Buffer.from('old,export\n'),
      'text/csv',
    );
    age(join(root, 'reports/tenant/export-0/ledger.csv'), 30 * 24 * HOUR);
    const lookalike = fileAged(root, 'misc/tenant/notes.tmp', 48 * HOUR);

    const removed = await storage.sweepTemporaryFiles();

    expect(removed.sort()).toEqual(
      [join(root, 'reports/tenant/export-1', abandoned), nested].sort(),
    );
    expect([
      existsSync(join(root, 'reports/tenant/export-1', abandoned)),
      existsSync(nested),
    ]).toEqual([false, false]);
    expect([existsSync(inProgress), existsSync(lookalike)]).toEqual([true, true]);
    expect(await storage.get('reports/tenant/export-0/ledger.csv')).toEqual({
      data: Buffer.from('old,export\n'),
      contentType: 'text/csv',
    });
    expect(await storage.sweepTemporaryFiles()).toEqual([]);
  });

  it('stores nothing under a temporary name: such a key is refused', async () => {
    const storage = new LocalDiskStorage(folder());
    await expect(
      storage.put(temporaryOf('misc/tenant/file'), Buffer.from('x'), 'text/plain'),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('does nothing, and fails nothing, on a folder nothing was stored in yet', async () => {
    const storage = new LocalDiskStorage(join(folder(), 'not-made-yet'));
    expect(await storage.sweepTemporaryFiles()).toEqual([]);
  });

  it('sweeps again every interval, and never takes a file still being written', async () => {
    const root = folder();
    const storage = new LocalDiskStorage(root, undefined, { maxAgeMs: 400, intervalMs: 50 });
    const upkeep = storage.upkeep();
    upkeep.start();
    try {
      const writer = storage.createWriter('reports/tenant/export-3/ledger.csv', 'text/csv');
      const staleLater = fileAged(root, temporaryOf('reports/tenant/export-4/ledger.csv'), 0);
      // Written to every 50 ms for twice the age limit: its last write is always recent.
      for (let i = 0; i < 16; i++) {
        await new Promise<void>((resolve, reject) =>
          writer.stream.write(`${i}\n`, (error) => (error ? reject(error) : resolve())),
        );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await waitFor(() => !existsSync(staleLater), 5_000);
      const stored = await writer.commit();
      expect(stored.size).toBeGreaterThan(0);
      expect((await storage.get('reports/tenant/export-3/ledger.csv'))?.data.toString()).toMatch(
        /^0\n1\n/,
      );
    } finally {
      await upkeep.stop();
    }
  });
});

describe('the platform', () => {
  it('sweeps its local storage when it starts', async () => {
    const root = folder();
    const stale = fileAged(root, temporaryOf('reports/tenant/export-1/ledger.csv'), 25 * HOUR);
    const fresh = fileAged(root, temporaryOf('reports/tenant/export-2/ledger.csv'), 0);
    const stored = fileAged(root, 'reports/tenant/export-0/ledger.csv', 25 * HOUR);
    const platform = await startTestPlatform({ storage: new LocalDiskStorage(root) });
    try {
      await waitFor(() => !existsSync(stale), 10_000);
      expect([existsSync(fresh), existsSync(stored)]).toEqual([true, true]);
    } finally {
      await platform.stop();
    }
  }, 120_000);
});
