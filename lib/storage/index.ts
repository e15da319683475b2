import { join } from 'node:path';
import { dataDir } from '../config';
import { LocalDiskStorage } from './local-disk';
import type { FileStorage } from './storage';

export type { FileStorage, FileWriter, StoredFile } from './storage';

/**
 * The configured storage: local disk under STORAGE_DIR (default DATA_DIR/files). URLs are
 * relative to the gateway unless PUBLIC_BASE_URL is set. In a distributed deployment the
 * gateway and the subgraphs that store files share that folder (a volume).
 */
export function createStorage(root = process.env.STORAGE_DIR ?? join(dataDir(), 'files')): FileStorage {
  return new LocalDiskStorage(root, process.env.PUBLIC_BASE_URL ?? '');
}
