import { PassThrough, Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { FileLinks } from './file-links';
import { checkKey, type FileStorage, type FileWriter, type StoredFile } from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** Reads and writes. */
  client: S3Client;
  /**
   * Signs download links; defaults to `client`. A separate client when the browser reaches the
   * store at another address than the platform does (S3_PUBLIC_ENDPOINT: `http://localhost:9000`
   * outside docker-compose, `http://minio:9000` inside): a presigned URL signs its host.
   */
  presignClient?: S3Client;
  /** Defaults to gateway-relative links signed with the platform's file link key. */
  links?: FileLinks;
}

/** Whether an S3 error means the object is not there. */
function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404
  );
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2) with the AWS SDK v3, so that
 * every gateway, subgraph and worker machine reads the same files without a shared volume. The
 * content type is the object's own. Download links are presigned GetObject URLs that expire
 * after the links' TTL; the gateway can still serve its own signed links (`permanentUrl`) by
 * streaming the object through `open`.
 */
export class S3Storage implements FileStorage {
  readonly links: FileLinks;
  private readonly bucket: string;
  private readonly client: S3Client;
  private readonly presignClient: S3Client;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = options.client;
    this.presignClient = options.presignClient ?? options.client;
    this.links = options.links ?? new FileLinks();
  }

  async put(key: string, data: Buffer, contentType: string): Promise<StoredFile> {
    // One PUT: S3 makes an object visible only once it is whole.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        Body: data,
        ContentType: contentType,
      }),
    );
    return { key, contentType, size: data.length };
  }

  async get(key: string): Promise<{ data: Buffer; contentType: string } | null> {
    const file = await this.open(key);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    return { data: Buffer.concat(chunks), contentType: file.contentType };
  }

  async delete(key: string): Promise<void> {
    // Deleting a missing object succeeds in S3, as `rm --force` does on disk.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  /**
   * A streamed upload (lib-storage's Upload: one PUT for a small file, a multipart upload of
   * 8 MiB parts for a large one, at most two parts in memory). S3 shows neither before the last
   * request completes, so nothing is visible at `key` until `commit`; `abort` stops the upload
   * and has S3 drop the parts already sent.
   */
  createWriter(key: string, contentType: string): FileWriter {
    checkKey(key);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    const body = new PassThrough();
    counter.pipe(body);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType },
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
      leavePartsOnError: false,
    });
    // Started at once: the upload drains the stream as it is written, so writers never stall.
    const done = upload.done();
    done.catch(() => undefined);
    return {
      stream: counter,
      commit: async () => {
        counter.end();
        await done;
        return { key, contentType, size };
      },
      abort: async () => {
        counter.destroy();
        body.destroy();
        await upload.abort().catch(() => undefined);
        await done.catch(() => undefined);
      },
    };
  }

  async open(key: string): Promise<{ stream: Readable; contentType: string; size: number } | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }),
      );
      return {
        stream: object.Body as Readable,
        contentType: object.ContentType ?? 'application/octet-stream',
        size: object.ContentLength ?? 0,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async url(key: string): Promise<string> {
    return getSignedUrl(
      this.presignClient,
      new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }),
      { expiresIn: this.links.ttlSeconds },
    );
  }

  /** Through the gateway, which streams the object: a presigned URL cannot outlive 7 days. */
  permanentUrl(key: string): string {
    return this.links.permanent(key);
  }
}
