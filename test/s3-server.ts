import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { FileLinks } from '../lib/storage/file-links';
import { S3Storage } from '../lib/storage/s3';

// s3rver ships no types: the little of it the tests use.
interface S3rverServer {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- s3rver ships no typings; typed by the interface above
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverServer;

export interface TestS3 {
  endpoint: string;
  bucket: string;
  client: S3Client;
  /** An S3Storage on the bucket; `links` to give it another TTL or clock. */
  storage(links?: FileLinks): S3Storage;
  stop(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver, in this process) on a free loopback port, with one
 * bucket, its objects in a temporary folder that stop() removes. Its credentials are S3RVER/S3RVER.
 * It checks a presigned URL's access key and expiry, but not a SigV4 signature's bytes, and it
 * serves unsigned reads: what S3 and MinIO refuse beyond that is theirs to test, not ours.
 */
export async function startTestS3(bucket = 'lanes-files'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'lanes-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    endpoint,
    bucket,
    client,
    storage: (links) => new S3Storage({ bucket, client, links }),
    async stop() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
