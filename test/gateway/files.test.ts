import { request } from 'undici';
import { parseMultipart } from '../../gateway/rest/multipart';
import { platformFixture } from '../fixture';

const { p } = platformFixture();

function multipart(
  boundary: string,
  parts: { name: string; filename?: string; type?: string; data: Buffer | string }[],
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

describe('stored files', () => {
  it('serves a stored file by its signed link with headers that keep browsers from running it', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await p.storage.put('marketplace/t1/abc.png', bytes, 'image/png');
    const link = await p.storage.url('marketplace/t1/abc.png');
    expect(link).toMatch(
      /^\/files\/marketplace\/t1\/abc\.png\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/,
    );
    const res = await request(`${p.url}${link}`);
    expect(res.statusCode).toBe(200);
    expect(Buffer.from(await res.body.arrayBuffer())).toEqual(bytes);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    // Caches keep it no longer than the link works.
    const maxAge = Number(
      /^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))![1],
    );
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(p.storage.links.ttlSeconds);
    const alias = await request(`${p.url}${link.replace('/files/', '/media/v1/files/')}`);
    expect(Buffer.from(await alias.body.arrayBuffer())).toEqual(bytes);
  });

  it('refuses a bare, tampered, re-keyed or expired link with 403 FORBIDDEN, saying which', async () => {
    await p.storage.put('marketplace/t1/secret.png', Buffer.from('private'), 'image/png');
    await p.storage.put('marketplace/t1/other.png', Buffer.from('other'), 'image/png');
    const link = await p.storage.url('marketplace/t1/secret.png');
    const signature = new URLSearchParams(link.split('?')[1]).get('signature')!;
    const expires = Number(new URLSearchParams(link.split('?')[1]).get('expires'));
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const refused: [string, RegExp][] = [
      ['/files/marketplace/t1/secret.png', /not signed/],
      ['/media/v1/files/marketplace/t1/secret.png', /not signed/],
      [`/files/marketplace/t1/secret.png?expires=${expires}&signature=${flipped}`, /not valid/],
      // The signature covers the expiry and the key: neither can be changed.
      [
        `/files/marketplace/t1/secret.png?expires=${expires + 3600}&signature=${signature}`,
        /not valid/,
      ],
      [`/files/marketplace/t1/other.png?expires=${expires}&signature=${signature}`, /not valid/],
      [`/files/marketplace/t1/secret.png?expires=soon&signature=${signature}`, /not valid/],
      // A link past its time, signed with the platform's own key.
      [p.storage.links.sign('marketplace/t1/secret.png', -10), /expired/],
    ];
    for (const [path, message] of refused) {
      const res = await p.rest('GET', path);
      expect({
        path,
        status: res.status,
        code: res.body.error.code,
        http: res.body.error.http,
      }).toEqual({ path, status: 403, code: 'FORBIDDEN', http: 403 });
      expect(res.body.error.message).toMatch(message);
      expect(res.body.data).toBeNull();
    }
  });

  it('serves a permanent link (minted tokens) but no permanent link of another key', async () => {
    await p.storage.put('media/t1/j9/1.json', Buffer.from('{"name":"N"}'), 'application/json');
    const permanent = p.storage.permanentUrl('media/t1/j9/1.json');
    expect(permanent).toMatch(/^\/files\/media\/t1\/j9\/1\.json\?signature=[A-Za-z0-9_-]{43}$/);
    const res = await request(`${p.url}${permanent}`);
    expect(res.statusCode).toBe(200);
    expect(await res.body.text()).toBe('{"name":"N"}');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000');
    const moved = await p.rest('GET', permanent.replace('j9/1.json', 'j9/2.json'));
    expect(moved.status).toBe(403);
  });

  it('answers 404 for a validly signed unknown key, and an error for paths that try to leave the storage folder', async () => {
    const missing = await p.rest('GET', await p.storage.url('marketplace/t1/missing.png'));
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
    // Unsigned: 403 before storage is asked; the client folds `..` first (404), a bad escape is 404.
    const escapes: [string, number][] = [
      ['/files/..%2F..%2Fetc%2Fpasswd', 403],
      ['/files/a/../../etc/passwd', 404],
      ['/files/%E0%A4%A', 404],
    ];
    for (const [path, status] of escapes) {
      const res = await p.rest('GET', path);
      expect([path, res.status, res.body.data]).toEqual([path, status, null]);
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
    expect(parsed).toEqual({
      kind: 'logo',
      file: { filename: 'logo.png', contentType: 'image/png', base64: png.toString('base64') },
    });
  });

  it('refuses a file over the limit with 413 and a broken body with 400', async () => {
    const big = multipart('b', [
      {
        name: 'file',
        filename: 'x.bin',
        type: 'application/octet-stream',
        data: Buffer.alloc(2048),
      },
    ]);
    await expect(
      parseMultipart(big, 'multipart/form-data; boundary=b', 1024),
    ).rejects.toMatchObject({ httpStatus: 413 });
    await expect(
      parseMultipart(Buffer.from('nonsense'), 'multipart/form-data', 1024),
    ).rejects.toMatchObject({ httpStatus: 400 });
  });
});
