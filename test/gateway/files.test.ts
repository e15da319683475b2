import { request } from 'undici';
import { parseMultipart } from '../../gateway/rest/multipart';
import { usePlatform, type TestPlatform } from '../harness';

let p: TestPlatform;
usePlatform((platform) => {
  p = platform;
});

function multipart(boundary: string, parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

describe('stored files', () => {
  it('serves a stored file by key with headers that keep browsers from running it', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await p.storage.put('marketplace/t1/abc.png', bytes, 'image/png');
    const res = await request(`${p.url}${p.storage.url('marketplace/t1/abc.png')}`);
    expect(res.statusCode).toBe(200);
    expect(Buffer.from(await res.body.arrayBuffer())).toEqual(bytes);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    const alias = await request(`${p.url}/media/v1/files/marketplace/t1/abc.png`);
    expect(Buffer.from(await alias.body.arrayBuffer())).toEqual(bytes);
  });

  it('answers 404 for an unknown key and for a path that tries to leave the storage folder', async () => {
    for (const path of ['/files/marketplace/t1/missing.png', '/files/..%2F..%2Fetc%2Fpasswd', '/files/a/../../etc/passwd']) {
      const res = await p.rest('GET', path);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('deletes a stored file', async () => {
    await p.storage.put('marketplace/t1/gone.txt', Buffer.from('x'), 'text/plain');
    await p.storage.delete('marketplace/t1/gone.txt');
    expect(await p.storage.get('marketplace/t1/gone.txt')).toBeNull();
  });
});

describe('multipart bodies', () => {
  it('turns text fields into strings and files into { filename, contentType, base64 }', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10]);
    const body = multipart('XyZ', [
      { name: 'kind', data: 'logo' },
      { name: 'file', filename: 'logo.png', type: 'image/png', data: png },
    ]);
    const parsed = await parseMultipart(body, 'multipart/form-data; boundary=XyZ', 1024);
    expect(parsed).toEqual({ kind: 'logo', file: { filename: 'logo.png', contentType: 'image/png', base64: png.toString('base64') } });
  });

  it('refuses a file over the limit with 413 and a broken body with 400', async () => {
    const big = multipart('b', [{ name: 'file', filename: 'x.bin', type: 'application/octet-stream', data: Buffer.alloc(2048) }]);
    await expect(parseMultipart(big, 'multipart/form-data; boundary=b', 1024)).rejects.toMatchObject({ httpStatus: 413 });
    await expect(parseMultipart(Buffer.from('nonsense'), 'multipart/form-data', 1024)).rejects.toMatchObject({ httpStatus: 400 });
  });
});
