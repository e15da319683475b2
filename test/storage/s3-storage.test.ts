import { randomBytes } from 'node:crypto';
import { request } from 'undici';
import { createStorage, storageDriver } from '../../lib/storage';
import { FileLinks } from '../../lib/storage/file-links';
import { LocalDiskStorage } from '../../lib/storage/local-disk';
import { S3Storage } from '../../lib/storage/s3';
import { startTestS3, type TestS3 } from '../s3-server';

let s3: TestS3;
let storage: S3Storage;
const links = () => new FileLinks({ secret: 'test-file-link-secret', ttlSeconds: 900 });

beforeAll(async () => {
  s3 = await startTestS3();
  storage = s3.storage(links());
});
afterAll(() => s3?.stop());

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('S3Storage against a local S3-compatible server', () => {
  it('puts, gets, streams and deletes a file with its content type and size', async () => {
    const bytes = randomBytes(4096);
    expect(await storage.put('marketplace/t1/a.png', bytes, 'image/png')).toEqual({
      key: 'marketplace/t1/a.png',
      contentType: 'image/png',
      size: 4096,
    });
    expect(await storage.get('marketplace/t1/a.png')).toEqual({
      data: bytes,
      contentType: 'image/png',
    });
    const opened = await storage.open('marketplace/t1/a.png');
    expect(opened).toMatchObject({ contentType: 'image/png', size: 4096 });
    expect(await readAll(opened!.stream)).toEqual(bytes);
    await storage.delete('marketplace/t1/a.png');
    expect(await storage.get('marketplace/t1/a.png')).toBeNull();
    expect(await storage.open('marketplace/t1/a.png')).toBeNull();
    // Deleting what is not there is no error, as on local disk.
    await expect(storage.delete('marketplace/t1/a.png')).resolves.toBeUndefined();
  });

  it('refuses keys that are not safe paths before asking S3', async () => {
    await expect(
      storage.put('../etc/passwd', Buffer.from('x'), 'text/plain'),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(storage.url('/absolute/key')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('streams a writer into a multipart upload that is invisible until commit', async () => {
    const key = 'reports/t1/e1/big.csv';
    const writer = storage.createWriter(key, 'text/csv');
    // Over one 8 MiB part: the upload is a real multipart upload, its first part sent while writing.
    const part = Buffer.alloc(1024 * 1024, 'a');
    for (let i = 0; i < 9; i += 1)
      if (!writer.stream.write(part))
        await new Promise((resolve) => writer.stream.once('drain', resolve));
    writer.stream.write('tail\n');
    expect(await storage.open(key)).toBeNull();
    expect(await writer.commit()).toEqual({
      key,
      contentType: 'text/csv',
      size: 9 * part.length + 5,
    });
    const opened = await storage.open(key);
    expect(opened).toMatchObject({ contentType: 'text/csv', size: 9 * part.length + 5 });
    const data = await readAll(opened!.stream);
    expect(data.length).toBe(9 * part.length + 5);
    expect(data.subarray(-5).toString()).toBe('tail\n');
  });

  it('leaves nothing behind when a writer is aborted, small or multipart', async () => {
    const small = storage.createWriter('reports/t1/e2/small.csv', 'text/csv');
    small.stream.write('a,b\n');
    await small.abort();
    expect(await storage.open('reports/t1/e2/small.csv')).toBeNull();

    const big = storage.createWriter('reports/t1/e3/big.csv', 'text/csv');
    const part = Buffer.alloc(1024 * 1024, 'b');
    for (let i = 0; i < 9; i += 1)
      if (!big.stream.write(part))
        await new Promise((resolve) => big.stream.once('drain', resolve));
    await big.abort();
    expect(await storage.open('reports/t1/e3/big.csv')).toBeNull();
  });

  it('answers a presigned GetObject URL that downloads the file, for the configured TTL only', async () => {
    await storage.put('media/t1/j1/1.png', Buffer.from('picture'), 'image/png');
    const url = await storage.url('media/t1/j1/1.png');
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/media/t1/j1/1.png?`)).toBe(true);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('900');
    const res = await request(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(await res.body.text()).toBe('picture');
  });

  it('has S3 refuse a presigned URL once it has expired', async () => {
    const shortLived = s3.storage(
      new FileLinks({ secret: 'test-file-link-secret', ttlSeconds: 1 }),
    );
    await shortLived.put('media/t1/j2/1.png', Buffer.from('soon gone'), 'image/png');
    const url = await shortLived.url('media/t1/j2/1.png');
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const res = await request(url);
    expect(res.statusCode).toBe(403);
    expect(await res.body.text()).toMatch(/expired/i);
  });
});

describe('createStorage', () => {
  it('chooses the driver by STORAGE_DRIVER, else by S3_BUCKET', () => {
    expect(storageDriver({})).toBe('local');
    expect(storageDriver({ S3_BUCKET: 'b' })).toBe('s3');
    expect(storageDriver({ STORAGE_DRIVER: 'local', S3_BUCKET: 'b' })).toBe('local');
    expect(() => storageDriver({ STORAGE_DRIVER: 'ftp' })).toThrow(
      'STORAGE_DRIVER must be local or s3',
    );
    expect(() => createStorage(undefined, { STORAGE_DRIVER: 's3' })).toThrow(
      'S3_BUCKET must be set when STORAGE_DRIVER=s3',
    );
    expect(() =>
      createStorage(undefined, { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-one' }),
    ).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
    expect(() => createStorage(undefined, { S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false',
    );
    expect(createStorage('/tmp/unused', {})).toBeInstanceOf(LocalDiskStorage);
  });

  it('builds an S3 storage from S3_* variables that reads and writes the bucket', async () => {
    const configured = createStorage(undefined, {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      // The browser's address of the store: presigned URLs sign this host (docker-compose).
      S3_PUBLIC_ENDPOINT: 'http://localhost:9000',
    });
    expect(configured).toBeInstanceOf(S3Storage);
    await configured.put('ai/t1/x.wav', Buffer.from('RIFF'), 'audio/wav');
    expect(await storage.get('ai/t1/x.wav')).toEqual({
      data: Buffer.from('RIFF'),
      contentType: 'audio/wav',
    });
    expect(await configured.url('ai/t1/x.wav')).toMatch(
      new RegExp(`^http://localhost:9000/${s3.bucket}/ai/t1/x\\.wav\\?.*X-Amz-Signature=`),
    );
  });
});
