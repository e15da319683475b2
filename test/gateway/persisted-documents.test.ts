import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentHash, readManifest } from '../../gateway/persisted/manifest';
import { platformFixture } from '../fixture';
import type { TestPlatform } from '../harness';
import { Recording, useClients } from '../subscriptions/ws-client';

const ME = readFileSync(
  join(__dirname, '..', '..', 'docs', 'api', 'operations', 'me.graphql'),
  'utf8',
);
const LISTINGS = readFileSync(
  join(__dirname, '..', '..', 'docs', 'api', 'operations', 'listings.graphql'),
  'utf8',
);
const apq = (query: string) => ({
  persistedQuery: { version: 1, sha256Hash: documentHash(query) },
});

async function post(p: TestPlatform, token: string, body: Record<string, unknown>) {
  return p.rest('POST', '/graphql', { token, body });
}

describe('automatic persisted queries (the default)', () => {
  const { p, t } = platformFixture();

  it('answers an unknown hash with PERSISTED_QUERY_NOT_FOUND, keeps hash and text, then runs the hash alone', async () => {
    const query = `query ApqProbe { me { id email } } # ${Date.now()}`;
    const unknown = await post(p, t.user.token, { extensions: apq(query) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].extensions).toEqual({
      code: 'PERSISTED_QUERY_NOT_FOUND',
      httpStatus: 400,
    });

    const registered = await post(p, t.user.token, { query, extensions: apq(query) });
    expect(registered.status).toBe(200);
    expect(registered.body.data.me).toEqual({ id: t.user.userId, email: t.user.email });

    const byHash = await post(p, t.organizer.token, { extensions: apq(query) });
    expect(byHash.body).toEqual({
      data: { me: { id: t.organizer.userId, email: t.organizer.email } },
    });
  });

  it('refuses a hash that does not match the text, and still runs any valid document', async () => {
    const wrong = await post(p, t.user.token, {
      query: '{ me { id } }',
      extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    expect((await post(p, t.user.token, { query: '{ me { id } }' })).body.data.me.id).toBe(
      t.user.userId,
    );
  });
});

describe('PERSISTED_DOCUMENTS=only', () => {
  const { p, t } = platformFixture({ persisted: { mode: 'only', manifest: readManifest() } });
  const client = useClients(() => p);

  it('runs the manifest documents by hash, by documentId and as text', async () => {
    const byHash = await post(p, t.user.token, { extensions: apq(ME) });
    expect(byHash.status).toBe(200);
    expect(byHash.body.data.me.id).toBe(t.user.userId);
    const byId = await post(p, t.user.token, {
      documentId: `sha256:${documentHash(LISTINGS)}`,
      variables: { limit: 2 },
    });
    expect(byId.body.errors).toBeUndefined();
    expect(byId.body.data.listings.pageInfo.limit).toBe(2);
    const asText = await post(p, t.user.token, { query: ME });
    expect(asText.body.data.me.email).toBe(t.user.email);
  });

  it('refuses any other document, and registers nothing', async () => {
    const other = '{ me { id } }';
    const refused = await post(p, t.user.token, { query: other });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].extensions).toMatchObject({
      code: 'PERSISTED_DOCUMENT_NOT_ALLOWED',
      httpStatus: 400,
    });
    const registering = await post(p, t.user.token, { query: other, extensions: apq(other) });
    expect(registering.body.errors[0].extensions.code).toBe('PERSISTED_DOCUMENT_NOT_ALLOWED');
    const unknown = await post(p, t.user.token, { extensions: apq(other) });
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('still serves every REST path (their operations are in the manifest)', async () => {
    const me = await p.rest('GET', '/auth/v1/me', { token: t.user.token });
    expect(me.status).toBe(200);
    const listings = await p.rest('GET', '/marketplace/v1/listings?limit=1', {
      token: t.user.token,
    });
    expect(listings.status).toBe(200);
  });

  it('applies the same rule to subscriptions over graphql-ws', async () => {
    const refused = new Recording(
      client(t.user.token),
      'subscription { jobProgress(jobId: "00000000-0000-0000-0000-000000000000") { id } }',
    );
    await refused.until((r) => r.error !== undefined);
    expect(JSON.stringify(refused.error)).toContain('PERSISTED_DOCUMENT_NOT_ALLOWED');
  });
});
