import { createWriteStream, mkdirSync, type ReadStream } from 'node:fs';
import { mkdir, open, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { finished } from 'node:stream/promises';
import { FileLinks } from './file-links';
import {
  checkKey,
  type FileStorage,
  type FileWriter,
  type StoredFile,
  type StorageUpkeep,
} from './storage';
import {
  DEFAULT_SWEEP,
  removeStaleTemporaryFiles,
  temporaryPath,
  temporaryFileSweep,
  type SweepSettings,
} from './temporary-files';

/**
 * Files on local disk under `root`, the content type in a sidecar `.type` file. Writes go to a
 * temporary name first and are renamed, so a reader never sees half a file; the temporary files
 * a crash leaves behind are swept (./temporary-files.ts).
 */
export class LocalDiskStorage implements FileStorage {
  /** `links` defaults to gateway-relative links signed with the platform's file link key. */
  constructor(
    private readonly root: string,
    readonly links: FileLinks = new FileLinks(),
    private readonly sweep: SweepSettings = DEFAULT_SWEEP,
  ) {}

  private path(key: string): string {
    return join(this.root, checkKey(key));
  }

  async put(key: string, data: Buffer, contentType: string): Promise<StoredFile> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = temporaryPath(path);
    await writeFile(temporary, data);
    await writeFile(`${path}.type`, contentType);
    await rename(temporary, path);
    return { key, contentType, size: data.length };
  }

  async get(key: string): Promise<{ data: Buffer; contentType: string } | null> {
    const path = this.path(key);
    try {
      const [data, contentType] = await Promise.all([
        readFile(path),
        readFile(`${path}.type`, 'utf8'),
      ]);
      return { data, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.path(key);
    await Promise.all([rm(path, { force: true }), rm(`${path}.type`, { force: true })]);
  }

  createWriter(key: string, contentType: string): FileWriter {
    const path = this.path(key);
    mkdirSync(dirname(path), { recursive: true });
    const temporary = temporaryPath(path);
    const stream = createWriteStream(temporary);
    return {
      stream,
      commit: async () => {
        stream.end();
        await finished(stream);
        await writeFile(`${path}.type`, contentType);
        await rename(temporary, path);
        return { key, contentType, size: stream.bytesWritten };
      },
      abort: async () => {
        stream.destroy();
        await rm(temporary, { force: true });
      },
    };
  }

  async open(
    key: string,
  ): Promise<{ stream: ReadStream; contentType: string; size: number } | null> {
    const path = this.path(key);
    try {
      // The handle is opened first, so a file deleted meanwhile still reads whole.
      const handle = await open(path, 'r');
      const [stats, contentType] = await Promise.all([
        handle.stat(),
        readFile(`${path}.type`, 'utf8'),
      ]).catch(async (error) => {
        await handle.close();
        throw error;
      });
      return { stream: handle.createReadStream(), contentType, size: stats.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** The gateway serves local files: a link it signed and will check (gateway/files.ts). */
  async url(key: string): Promise<string> {
    return this.links.sign(key);
  }

  permanentUrl(key: string): string {
    return this.links.permanent(key);
  }

  /** Removes the temporary files abandoned by interrupted writes (not written to for `maxAgeMs`); answers their paths. */
  sweepTemporaryFiles(): Promise<string[]> {
    return removeStaleTemporaryFiles(this.root, this.sweep.maxAgeMs);
  }

  /** The sweep at the start of a process that uses this folder, then every `intervalMs`. */
  upkeep(): StorageUpkeep {
    return temporaryFileSweep(this.root, this.sweep);
  }
}
