import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { checkKey, FILES_PATH, type FileStorage, type StoredFile } from './storage';

/**
 * Files on local disk under `root`, the content type in a sidecar `.type` file. Writes go to a
 * temporary name first and are renamed, so a reader never sees half a file.
 */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string, private readonly baseUrl = '') {}

  private path(key: string): string {
    return join(this.root, checkKey(key));
  }

  async put(key: string, data: Buffer, contentType: string): Promise<StoredFile> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    await writeFile(temporary, data);
    await writeFile(`${path}.type`, contentType);
    await rename(temporary, path);
    return { key, contentType, size: data.length };
  }

  async get(key: string): Promise<{ data: Buffer; contentType: string } | null> {
    const path = this.path(key);
    try {
      const [data, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
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

  url(key: string): string {
    return `${this.baseUrl}${FILES_PATH}${checkKey(key)}`;
  }
}
