import { request } from 'undici';
import { FileLinks } from '../../lib/storage/file-links';
import { restData } from '../answers';
import { platformFixture } from '../fixture';
import { startTestS3, type TestS3 } from '../s3-server';
import { waitFor } from '../wait';

// The whole platform on an S3 bucket (a local s3rver): what it stores goes to the bucket, the
// links it answers are presigned S3 URLs, and the gateway streams files from the bucket.
let s3: TestS3;

const { p, t } = platformFixture(async () => {
  s3 = await startTestS3();
  return { storage: s3.storage(new FileLinks()) };
});
afterAll(async () => {
  await s3?.stop();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function fetchBytes(url: string): Promise<{ status: number; type?: string; body: Buffer }> {
  const res = await request(url);
  return {
    status: res.statusCode,
    type: res.headers['content-type'] as string | undefined,
    body: Buffer.from(await res.body.arrayBuffer()),
  };
}

describe('the platform on S3 storage', () => {
  it('stores an uploaded image in the bucket and answers a presigned link that downloads it', async () => {
    const res = await p.graphql(
      'mutation($input: UploadMarketplaceMediaInput!) { uploadMarketplaceMedia(input: $input) { id url contentType sizeBytes } }',
      {
        input: {
          kind: 'vendor_logo',
          file: { filename: 'logo.png', contentType: 'image/png', base64: PNG.toString('base64') },
        },
      },
      { token: t.user.token },
    );
    expect(res.body.errors).toBeUndefined();
    const media = res.body.data.uploadMarketplaceMedia;
    expect(media).toMatchObject({ contentType: 'image/png', sizeBytes: PNG.length });
    const link = new URL(media.url);
    expect(`${link.origin}${link.pathname}`).toMatch(
      new RegExp(`^${s3.endpoint}/${s3.bucket}/marketplace/${t.tenantId}/[0-9a-f-]{36}\\.png$`),
    );
    expect(link.searchParams.get('X-Amz-Expires')).toBe(String(p.storage.links.ttlSeconds));
    expect(await fetchBytes(media.url)).toEqual({ status: 200, type: 'image/png', body: PNG });
    // The object is in the bucket itself, under the key of the link.
    expect((await p.storage.get(link.pathname.slice(`/${s3.bucket}/`.length)))?.data).toEqual(PNG);
  });

  it('streams a report export into the bucket; the REST download and the signed links read it back', async () => {
    const templates = restData(
      await p.rest('GET', '/reports/v1/templates?dataset=credit_ledger', { token: t.user.token }),
    );
    const ledger = templates.find((template: { builtIn: boolean }) => template.builtIn).id;
    const queued = restData(
      await p.rest('POST', '/reports/v1/exports', {
        token: t.user.token,
        body: { templateId: ledger, format: 'csv' },
      }),
      202,
    );
    const done = await waitFor(async () => {
      const row = restData(
        await p.rest('GET', `/reports/v1/exports/${queued.id}`, { token: t.user.token }),
      );
      return ['completed', 'failed'].includes(row.status) ? row : undefined;
    }, 30_000);
    expect(done.status).toBe('completed');

    // Through the gateway, which streams the object from the bucket.
    const viaGateway = await request(`${p.url}/reports/v1/exports/${queued.id}/download`, {
      headers: { authorization: `Bearer ${t.user.token}` },
    });
    const csv = Buffer.from(await viaGateway.body.arrayBuffer());
    expect(viaGateway.statusCode).toBe(200);
    expect(csv.length).toBe(done.sizeBytes);
    expect(csv.toString('utf8')).toMatch(/^\uFEFF?[a-z_,]+\r?\n/);

    // The GraphQL download link is presigned by S3.
    const download = await p.graphql(
      'query($id: ID!) { reportExportDownload(id: $id) { key url } }',
      { id: queued.id },
      { token: t.user.token },
    );
    const { key, url } = download.body.data.reportExportDownload;
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/${key}?`)).toBe(true);
    expect((await fetchBytes(url)).body).toEqual(csv);

    // A gateway link (webhook deliveries, minted tokens) streams the same object from the bucket.
    const gatewayLink = await fetchBytes(`${p.url}${p.storage.links.sign(key, 60)}`);
    expect([gatewayLink.status, gatewayLink.body.equals(csv)]).toEqual([200, true]);
    expect((await p.rest('GET', `/files/${key}`)).status).toBe(403);
  });
});
