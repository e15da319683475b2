import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskStorage } from '../../../lib/storage/local-disk';
import {
  LocalProvider,
  type MediaOutput,
  type MediaProvider,
  type ProviderJob,
} from '../providers';

/** What a provider test works with: a storage of its own, jobs of one tenant, the local provider. */
interface ProviderFixture {
  storage: LocalDiskStorage;
  tenantId: string;
  /** A provider job of `type` with the next id (…000000000001, …000000000002, ...). */
  job(type: string, params: Record<string, unknown>, provider?: string | null): ProviderJob;
  /** The local provider writing to `storage`. */
  local: LocalProvider;
  /** Runs `job` on the local provider, recording its progress in `progress`. */
  run(job: ProviderJob, progress?: number[]): Promise<MediaOutput[]>;
  /** The bytes of a stored output. */
  file(output: MediaOutput): Promise<Buffer>;
}

/** Runs `job` on `provider` to its end, recording its progress in `progress`. */
export function generateWith(
  provider: MediaProvider,
  job: ProviderJob,
  progress: number[] = [],
): Promise<MediaOutput[]> {
  return provider.generate(job, {
    onProgress: (v) => void progress.push(v),
    signal: new AbortController().signal,
  });
}

/**
 * The preamble of a provider test file (the providers run in the test's process, no platform):
 * a local-disk storage in a temporary folder named after `name`, removed after the file's tests.
 */
export function providerFixture(name: string, tenantId: string): ProviderFixture {
  const dir = mkdtempSync(join(tmpdir(), `lanes-${name}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const storage = new LocalDiskStorage(dir);
  const local = new LocalProvider(storage);
  let n = 0;
  return {
    storage,
    tenantId,
    local,
    job(type, params, provider = null) {
      n += 1;
      const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
      return { id, tenantId, type, params, provider, attempt: 1 };
    },
    run: (job, progress) => generateWith(local, job, progress),
    file: async (output) => (await storage.get(output.key))!.data,
  };
}
