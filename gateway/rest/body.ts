import type { IncomingMessage } from 'node:http';
import { uploadBodyBytes } from '../../lib/http/body-limits';
import { AppError } from '../../lib/errors';
import { readBody, readBodyBytes } from '../../lib/http/io';
import { parseMultipart } from './multipart';
import type { RestRoute } from './route';

/**
 * A REST body as JSON text; a multipart upload is turned into the same JSON shape first, and
 * refused with 413 when that is larger than an upload's JSON may be: the subgraph behind the route
 * takes bodies up to that size (lib/http/body-limits.ts).
 */
export async function restBody(req: IncomingMessage, route: RestRoute): Promise<string> {
  const contentType = String(req.headers['content-type'] ?? '');
  if (!route.upload || !contentType.startsWith('multipart/form-data'))
    return readBody(req, route.maxBodyBytes);
  const bytes = await readBodyBytes(req, route.upload.maxBytes * 5 + 64 * 1024);
  const body = JSON.stringify(await parseMultipart(bytes, contentType, route.upload.maxBytes));
  const limit = uploadBodyBytes(route.upload.maxBytes);
  if (Buffer.byteLength(body) > limit)
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `Request body is larger than an upload to this path may be: ${limit} bytes as JSON, its file as base64`,
      413,
    );
  return body;
}
