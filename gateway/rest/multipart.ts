import busboy from 'busboy';
import { Readable } from 'node:stream';
import { AppError, ValidationError } from '../../lib/errors';

/**
 * Turns a multipart/form-data body into the JSON body a route's operation takes: text fields
 * as strings, each file as { filename, contentType, base64 }. One field name, one value.
 */
export function parseMultipart(
  body: Buffer,
  contentType: string,
  maxFileBytes: number,
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { fileSize: maxFileBytes, files: 5, fields: 50 },
      });
    } catch {
      reject(ValidationError.field('body', 'is not valid multipart/form-data', 'malformed'));
      return;
    }
    const result: Record<string, unknown> = {};
    parser.on('field', (name, value) => {
      result[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () =>
        reject(
          new AppError('PAYLOAD_TOO_LARGE', `${name} is larger than ${maxFileBytes} bytes`, 413),
        ),
      );
      stream.on('end', () => {
        result[name] = {
          filename: info.filename ?? 'upload',
          contentType: info.mimeType,
          base64: Buffer.concat(chunks).toString('base64'),
        };
      });
    });
    parser.on('error', () =>
      reject(ValidationError.field('body', 'is not valid multipart/form-data', 'malformed')),
    );
    parser.on('close', () => resolve(result));
    Readable.from([body]).pipe(parser);
  });
}
