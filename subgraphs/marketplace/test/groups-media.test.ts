import { codeAndStatus, queryData, restData, restError } from '../../../test/answers';
import { request } from 'undici';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { HttpAnswer } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { marketplaceHealth } from '../health/health-rules';
import { checkUpload, MEDIA_LIMITS } from '../media/media-input';
import { jpeg, listingIn, multipart, png, rest, webp, BASE } from './groups-helpers';
import type { Json } from './helpers';

const { p, t } = platformFixture();

const MEDIA = 'id kind ownerId listingId url filename contentType sizeBytes width height createdAt';
const UPLOAD = `mutation($input: UploadMarketplaceMediaInput!) { uploadMarketplaceMedia(input: $input) { ${MEDIA} listing { id } } }`;

async function upload(
  token: string,
  fields: Record<string, string>,
  file: { data: Buffer; filename?: string; type?: string },
): Promise<HttpAnswer> {
  const form = multipart([
    ...Object.entries(fields).map(([name, data]) => ({ name, data })),
    {
      name: 'file',
      filename: file.filename ?? 'image.png',
      type: file.type ?? 'image/png',
      data: file.data,
    },
  ]);
  return p.rest('POST', `${BASE}/media`, {
    token,
    rawBody: form.body as unknown as string,
    headers: { 'content-type': form.contentType },
  });
}

async function download(url: string): Promise<{ status: number; body: Buffer; type?: string }> {
  const res = await request(`${p.url}${url}`);
  return {
    status: res.statusCode,
    body: Buffer.from(await res.body.arrayBuffer()),
    type: res.headers['content-type'] as string | undefined,
  };
}

/** A media answer without its link's expiry and signature, which change from one read to the next. */
const unsigned = (media: Json): Json => ({ ...media, url: String(media.url).split('?')[0] });

const fileOf = (data: Buffer, filename = 'x.png', contentType = 'image/png') => ({
  filename,
  contentType,
  base64: data.toString('base64'),
});

describe('media upload and delete', () => {
  it('uploads a product image as multipart, serves the same bytes, deletes file and row (404 after)', async () => {
    const listing = await listingIn(p, t.organizer.token, 'vendora');
    const bytes = png(64, 32, 2000);
    const created = restData(
      await upload(
        t.organizer.token,
        { kind: 'product_image', listingId: listing.id },
        { data: bytes, filename: 'C:\\photos\\chair.png' },
      ),
      201,
      t,
    );
    expect(created).toMatchObject({
      kind: 'product_image',
      ownerId: t.organizer.userId,
      listingId: listing.id,
      filename: 'chair.png',
      contentType: 'image/png',
      sizeBytes: bytes.length,
      width: 64,
      height: 32,
    });
    // A signed link, made per read (docs/api/README.md, Files).
    expect(created.url).toMatch(
      new RegExp(
        `^/files/marketplace/${t.tenantId}/[0-9a-f-]{36}\\.png\\?expires=\\d+&signature=[\\w-]{43}$`,
      ),
    );
    const file = await download(created.url);
    expect([file.status, file.type]).toEqual([200, 'image/png']);
    expect(file.body.equals(bytes)).toBe(true);
    expect(
      unsigned(restData(await rest(p, 'GET', `/media/${created.id}`, t.user.token), 200)),
    ).toEqual(unsigned(created));
    expect(
      restData(await rest(p, 'GET', `/listings/${listing.id}/media`, t.user.token), 200).map(
        unsigned,
      ),
    ).toEqual([unsigned(created)]);
    restError(await rest(p, 'DELETE', `/media/${created.id}`, t.user.token), 403, 'FORBIDDEN');
    restData(await rest(p, 'DELETE', `/media/${created.id}`, t.organizer.token), 204);
    restError(await rest(p, 'GET', `/media/${created.id}`, t.organizer.token), 404, 'NOT_FOUND');
    restError(await rest(p, 'DELETE', `/media/${created.id}`, t.organizer.token), 404, 'NOT_FOUND');
    expect((await download(created.url)).status).toBe(404);
  });

  it('takes plain JSON over GraphQL and REST, detecting type and size of JPEG and WebP', async () => {
    const logo = (
      await queryData(p, t.user.token, UPLOAD, {
        input: { kind: 'vendor_logo', file: fileOf(jpeg(120, 80), 'logo.jpg', 'image/jpeg') },
      })
    ).uploadMarketplaceMedia;
    expect(logo).toMatchObject({
      kind: 'vendor_logo',
      contentType: 'image/jpeg',
      width: 120,
      height: 80,
      listingId: null,
      listing: null,
    });
    expect(logo.url).toMatch(/\.jpg\?expires=/);
    // The declared type does not matter: the bytes are a WebP.
    const banner = restData(
      await rest(p, 'POST', '/media', t.user.token, {
        kind: 'banner',
        file: fileOf(webp(1500, 500), 'banner.png', 'image/png'),
      }),
      201,
    );
    expect(banner).toMatchObject({
      kind: 'banner',
      contentType: 'image/webp',
      width: 1500,
      height: 500,
    });
    expect((await download(banner.url)).body.equals(webp(1500, 500))).toBe(true);
    const mine = restData(await rest(p, 'GET', '/media?kind=vendor_logo', t.user.token), 200);
    expect(mine.map((m: Json) => m.id)).toEqual([logo.id]);
    expect(
      restData(await rest(p, 'GET', '/media', t.user.token), 200).map((m: Json) => m.id),
    ).toEqual([banner.id, logo.id]);
    // Logos and banners are the tenant's to see; deleting stays the uploader's.
    expect(restData(await rest(p, 'GET', `/media/${logo.id}`, t.organizer.token), 200).id).toBe(
      logo.id,
    );
    expect(
      codeAndStatus(
        await p.graphql(
          'mutation($id: ID!) { deleteMarketplaceMedia(id: $id) }',
          { id: logo.id },
          { token: t.organizer.token },
        ),
      ),
    ).toEqual(['FORBIDDEN', 403]);
    expect(
      (
        await queryData(p, t.user.token, 'mutation($id: ID!) { deleteMarketplaceMedia(id: $id) }', {
          id: logo.id,
        })
      ).deleteMarketplaceMedia,
    ).toBe(true);
  });

  it('refuses what is no PNG, JPEG or WebP by its bytes, bad base64, empty files and misplaced listingIds (400)', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const fake = restError(
      await upload(
        t.user.token,
        { kind: 'banner' },
        { data: html, filename: 'evil.png', type: 'image/png' },
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(fake.details).toEqual([
      { field: 'file', problem: expect.stringContaining('PNG, JPEG or WebP') },
    ]);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    restError(
      await rest(p, 'POST', '/media', t.user.token, {
        kind: 'banner',
        file: fileOf(gif, 'a.gif', 'image/gif'),
      }),
      400,
      'VALIDATION_FAILED',
    );
    const bad = restError(
      await rest(p, 'POST', '/media', t.user.token, {
        kind: 'vendor_logo',
        listingId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
        file: { filename: '', contentType: 'image/png', base64: 'not base64!' },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(bad.details.map((d: Json) => d.field).sort()).toEqual([
      'file.base64',
      'file.filename',
      'listingId',
    ]);
    restError(
      await rest(p, 'POST', '/media', t.user.token, {
        kind: 'banner',
        file: fileOf(Buffer.alloc(0)),
      }),
      400,
      'VALIDATION_FAILED',
    );
    restError(
      await rest(p, 'POST', '/media', t.user.token, { kind: 'poster', file: fileOf(png(1, 1)) }),
      400,
      'VALIDATION_FAILED',
    );
    restError(await upload(t.user.token, {}, { data: png(1, 1) }), 400, 'VALIDATION_FAILED');
    expect(
      await p.prisma.marketplaceMedia.count({
        where: { tenantId: t.tenantId, ownerId: t.user.userId },
      }),
    ).toBe(1);
  });

  it('refuses files over the largest limit with 413 at the gateway', async () => {
    const huge = png(1, 1, 5 * 1024 * 1024);
    restError(
      await upload(t.user.token, { kind: 'banner' }, { data: huge }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('holds each kind to its own limit (vendor_logo 1 MiB, banner and product_image 5 MiB)', () => {
    const justOver = {
      filename: 'a.png',
      contentType: 'image/png',
      base64: png(1, 1, MEDIA_LIMITS.vendor_logo).toString('base64'),
    };
    expect(() => checkUpload({ kind: 'vendor_logo', file: justOver })).toThrow(
      expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 }),
    );
    expect(checkUpload({ kind: 'banner', file: justOver }).image).toMatchObject({
      contentType: 'image/png',
      width: 1,
      height: 1,
    });
  });

  // The file travels base64 in the GraphQL variables, so the subgraph takes bodies above 1 MiB.
  it('takes a banner near 1 MB and refuses a logo over 1 MiB with 413', async () => {
    const banner = png(10, 10, 900_000);
    const stored = restData(await upload(t.user.token, { kind: 'banner' }, { data: banner }), 201);
    expect((await download(stored.url)).body.equals(banner)).toBe(true);
    const logo = restError(
      await upload(t.user.token, { kind: 'vendor_logo' }, { data: png(1, 1, 1024 * 1024) }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expect(logo.details).toEqual([
      { field: 'file', problem: `must be at most ${1024 * 1024} bytes` },
    ]);
  });

  it('checks the listing of a product image: owner (403), open (400), tenant (404)', async () => {
    const listing = await listingIn(p, t.organizer.token, 'vendora');
    restError(
      await upload(
        t.user.token,
        { kind: 'product_image', listingId: listing.id },
        { data: png(2, 2) },
      ),
      403,
      'FORBIDDEN',
    );
    const draft = await listingIn(p, t.organizer.token, 'vendora', { draft: true });
    const hidden = restData(
      await upload(
        t.organizer.token,
        { kind: 'product_image', listingId: draft.id },
        { data: png(2, 2) },
      ),
      201,
    );
    restError(await rest(p, 'GET', `/media/${hidden.id}`, t.user.token), 404, 'NOT_FOUND');
    restError(await rest(p, 'GET', `/listings/${draft.id}/media`, t.user.token), 404, 'NOT_FOUND');
    const other = await p.newTenant();
    restError(await rest(p, 'GET', `/media/${hidden.id}`, other.admin.token), 404, 'NOT_FOUND');
    restError(
      await rest(p, 'DELETE', `/media/${hidden.id}`, other.organizer.token),
      404,
      'NOT_FOUND',
    );
    restError(
      await upload(
        other.organizer.token,
        { kind: 'product_image', listingId: listing.id },
        { data: png(2, 2) },
      ),
      404,
      'NOT_FOUND',
    );
    expect(restData(await rest(p, 'GET', '/media', other.organizer.token), 200)).toEqual([]);
    await queryData(p, t.organizer.token, 'mutation($id: ID!) { closeListing(id: $id) { id } }', {
      id: listing.id,
    });
    restError(
      await upload(
        t.organizer.token,
        { kind: 'product_image', listingId: listing.id },
        { data: png(2, 2) },
      ),
      400,
      'INVALID_STATE',
    );
    restError(
      await upload(
        t.organizer.token,
        { kind: 'product_image', listingId: 'nope' },
        { data: png(2, 2) },
      ),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('health probes', () => {
  it('answers /health/live and /health/ready without a token, in the standard envelope', async () => {
    const live = restData(await rest(p, 'GET', '/health/live'), 200);
    expect(live).toEqual({
      probe: 'live',
      status: 'ok',
      database: null,
      checkedAt: expect.any(String),
    });
    const ready = await rest(p, 'GET', '/health/ready');
    expect(restData(ready, 200)).toEqual({
      probe: 'ready',
      status: 'ok',
      database: 'ok',
      checkedAt: expect.any(String),
    });
    expect(ready.body.meta).toMatchObject({ request_id: expect.any(String), tenant_id: null });
    expect(restData(await rest(p, 'GET', '/health/ready', t.user.token), 200).database).toBe('ok');
    const viaGraphql = await queryData(
      p,
      undefined,
      '{ marketplaceHealth { probe status database } }',
    );
    expect(viaGraphql.marketplaceHealth).toEqual({ probe: 'ready', status: 'ok', database: 'ok' });
    restError(await rest(p, 'POST', '/health/ready'), 405, 'METHOD_NOT_ALLOWED');
  });

  it('turns an unreachable database into 503 SERVICE_UNAVAILABLE', async () => {
    const down = {
      $queryRaw: () => Promise.reject(new Error('connection refused')),
    } as unknown as PrismaClient;
    await expect(marketplaceHealth({ prisma: down }, 'ready')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      httpStatus: 503,
    });
    await expect(marketplaceHealth({ prisma: down }, 'live')).resolves.toMatchObject({
      status: 'ok',
      database: null,
    });
  });
});
