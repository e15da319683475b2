import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { AppError } from '../errors';
import { REQUEST_BODY_BYTES } from './body-limits';
import { noteErrorCode } from '../observability/request-scope';

/** A response built by a handler and written in one place, so wrappers (idempotency) can keep it. */
export interface HttpResult {
  status: number;
  headers: Record<string, string>;
  /** A stream is piped (a large file); a string or Buffer is written at once. */
  body?: string | Buffer | Readable;
}

class PayloadTooLargeError extends AppError {
  constructor(limit: number) {
    super('PAYLOAD_TOO_LARGE', `Request body is larger than ${limit} bytes`, 413);
  }
}

/**
 * The client went away before its body was received whole, or the request timeout cut it
 * (./connection-limits.ts): nobody is left to answer, and it is no failure of the platform's.
 */
class BodyNotReceivedError extends AppError {
  constructor() {
    super('BAD_REQUEST', 'The connection closed before the request body was received', 400);
  }
}

export async function readBody(req: IncomingMessage, limit = REQUEST_BODY_BYTES): Promise<string> {
  return (await readBodyBytes(req, limit)).toString('utf8');
}

export function readBodyBytes(req: IncomingMessage, limit = REQUEST_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new PayloadTooLargeError(limit));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ECONNRESET' ? new BodyNotReceivedError() : error),
    );
  });
}

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): HttpResult {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

export function writeResult(res: ServerResponse, result: HttpResult): void {
  if (res.headersSent) return;
  res.writeHead(result.status, result.headers);
  if (result.body instanceof Readable) {
    const body = result.body;
    // A reader that goes away stops the file; a file that fails cuts the response short.
    res.once('close', () => body.destroy());
    body.once('error', () => res.destroy());
    body.pipe(res);
    return;
  }
  res.end(result.body);
}

export function pathAndQuery(req: IncomingMessage): { path: string; search: string } {
  const url = req.url ?? '/';
  const index = url.indexOf('?');
  return index === -1
    ? { path: url, search: '' }
    : { path: url.slice(0, index), search: url.slice(index + 1) };
}

/** An error in the GraphQL-over-HTTP shape, with its status and `extensions.code`. */
export function graphqlError(error: AppError): HttpResult {
  noteErrorCode(error.code);
  const { extensions } = error.toGraphQLError();
  return json(error.httpStatus, { errors: [{ message: error.message, extensions }] });
}
