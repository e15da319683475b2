import { join } from 'node:path';
import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { dataDir } from '../config';
import { FileLinks } from './file-links';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';
import type { FileStorage } from './storage';

export type { FileStorage } from './storage';

type Env = Record<string, string | undefined>;

function flag(env: Env, variable: string, fallback: boolean): boolean {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${variable} must be true or false`);
}

/**
 * The S3 client of S3_* variables. Credentials: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, else
 * the SDK's own chain (AWS_ACCESS_KEY_ID..., a profile, an instance role). A custom endpoint
 * (MinIO) defaults to path-style addressing, which MinIO needs and R2 accepts.
 */
function s3Client(env: Env, endpoint: string | undefined): S3Client {
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const config: S3ClientConfig = {
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', Boolean(env.S3_ENDPOINT)),
    ...(endpoint ? { endpoint } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
  return new S3Client(config);
}

/** Which driver the configuration asks for: STORAGE_DRIVER, else `s3` when S3_BUCKET is set. */
export function storageDriver(env: Env = process.env): 'local' | 's3' {
  const driver = env.STORAGE_DRIVER || (env.S3_BUCKET ? 's3' : 'local');
  if (driver !== 'local' && driver !== 's3') throw new Error('STORAGE_DRIVER must be local or s3');
  return driver;
}

/**
 * The configured storage (README, "File storage"): local disk under STORAGE_DIR (default
 * DATA_DIR/files), or an S3-compatible bucket (S3_BUCKET, S3_ENDPOINT, S3_REGION...). Gateway
 * links are relative unless PUBLIC_BASE_URL is set. With local disk in a distributed deployment
 * the gateway and the subgraphs that store files share that folder (a volume); with S3 they
 * share the bucket.
 */
export function createStorage(root?: string, env: Env = process.env): FileStorage {
  const links = new FileLinks({ baseUrl: env.PUBLIC_BASE_URL ?? '' });
  if (storageDriver(env) === 'local')
    return new LocalDiskStorage(root ?? env.STORAGE_DIR ?? join(dataDir(), 'files'), links);
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new Error('S3_BUCKET must be set when STORAGE_DRIVER=s3');
  const client = s3Client(env, env.S3_ENDPOINT || undefined);
  const presignClient = env.S3_PUBLIC_ENDPOINT ? s3Client(env, env.S3_PUBLIC_ENDPOINT) : undefined;
  return new S3Storage({ bucket, client, presignClient, links });
}
