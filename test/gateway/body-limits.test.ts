import type { HttpAnswer } from '../harness';
import { platformFixture } from '../fixture';
import { REQUEST_BODY_BYTES, UPLOADS } from '../../lib/http/body-limits';
import { multipart, png } from '../../subgraphs/marketplace/test/groups-helpers';

const { p, t } = platformFixture();

/** A JSON body of exactly `bytes` bytes: `{"<field>":"aaa…"}`. */
function bodyOf(field: string, bytes: number): string {
  const wrapper = JSON.stringify({ [field]: '' });
  return `${wrapper.slice(0, -2)}${'a'.repeat(bytes - wrapper.length)}"}`;
}

const send = (
  path: string,
  token: string,
  body: string | Buffer,
  contentType = 'application/json',
): Promise<HttpAnswer> =>
  p.rest('POST', path, {
    token,
    rawBody: body as string,
    headers: { 'content-type': contentType },
  });

// The gateway forwards an accepted body with the operation's text around it, so a body just
// under the gateway's limit once outgrew the subgraph's and answered 500 (issue 24).
describe('bodies the gateway accepts', () => {
  it("reach the service: a 1,048,500-byte prompt is the ai service's own refusal, not 500", async () => {
    const body = bodyOf('prompt', 1_048_500);
    expect(Buffer.byteLength(body)).toBe(1_048_500);
    const res = await send('/aibrain/v1/orchestrate', t.user.token, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ field: 'prompt' })],
    });
  });

  it('one byte over the gateway limit is refused by the gateway with 413', async () => {
    const res = await send(
      '/aibrain/v1/orchestrate',
      t.user.token,
      bodyOf('prompt', REQUEST_BODY_BYTES + 1),
    );
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ data: null, error: { code: 'PAYLOAD_TOO_LARGE', http: 413 } });
  });

  it('a body that grows on the way past the service limit is 413 PAYLOAD_TOO_LARGE, never 500', async () => {
    // Bytes that are not UTF-8 are read as U+FFFD, three bytes each when forwarded: 700 KB become 2.1 MB.
    const body = Buffer.concat([
      Buffer.from('{"prompt":"'),
      Buffer.alloc(700_000, 0xff),
      Buffer.from('"}'),
    ]);
    const res = await send('/aibrain/v1/orchestrate', t.user.token, body);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      data: null,
      error: { code: 'PAYLOAD_TOO_LARGE', http: 413 },
      meta: { request_id: res.headers['x-request-id'] },
    });
    const graphql = await send(
      '/graphql',
      t.user.token,
      Buffer.concat([
        Buffer.from(
          '{"query":"mutation($p: String!) { orchestrate(input: { prompt: $p }) { id } }","variables":{"p":"',
        ),
        Buffer.alloc(700_000, 0xff),
        Buffer.from('"}}'),
      ]),
    );
    expect(graphql.body.errors[0].extensions).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      httpStatus: 413,
    });
  });

  it('a banner of the largest upload size reaches the marketplace service', async () => {
    const file = png(1, 1, UPLOADS.marketplaceMedia.fileBytes - 200);
    expect(file.length).toBeLessThanOrEqual(UPLOADS.marketplaceMedia.fileBytes);
    const form = multipart([
      { name: 'kind', data: 'banner' },
      { name: 'file', filename: 'b.png', type: 'image/png', data: file },
    ]);
    const res = await send('/marketplace/v1/media', t.user.token, form.body, form.contentType);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ kind: 'banner', sizeBytes: file.length });
  });

  it('a dataset of the largest size reaches the ml service, as CSV and as JSON', async () => {
    // Five text columns of 199 characters (a cell holds at most 200): 1,000 bytes a row.
    const header = 'a,b,c,d,e\n';
    const line = `${Array.from({ length: 5 }, () => 'x'.repeat(199)).join(',')}\n`;
    const rowCount = Math.floor((UPLOADS.mlDataset.fileBytes - header.length) / line.length);
    const csv = Buffer.from(`${header}${line.repeat(rowCount)}`);
    const form = multipart([
      { name: 'name', data: 'largest' },
      { name: 'file', filename: 'd.csv', type: 'text/csv', data: csv },
    ]);
    const created = await send('/ml/v1/datasets', t.admin.token, form.body, form.contentType);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'largest', rowCount });
    // JSON rows just under the path's body limit: more than a dataset may hold, refused by the service.
    const rows = JSON.stringify({
      name: 'too many',
      rows: Array.from({ length: Math.floor((UPLOADS.mlDataset.jsonBytes - 100) / 1_003) }, () =>
        'x'.repeat(999),
      ),
    });
    expect(Buffer.byteLength(rows)).toBeLessThanOrEqual(UPLOADS.mlDataset.jsonBytes);
    const refused = await send('/ml/v1/datasets', t.admin.token, rows);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'ML_1801',
      details: [{ field: 'rows', problem: 'are over 10 MB' }],
    });
  });
});
