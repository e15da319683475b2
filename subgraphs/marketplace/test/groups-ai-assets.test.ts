import {
  codeAndStatus,
  problemFields,
  queryData,
  restData,
  restError,
} from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { addSeller, listingIn, rest } from './groups-helpers';
import type { Json } from './helpers';

const { p, t } = platformFixture();

const FIELDS =
  'id listingId sellerId kind name description license price format sizeBytes version createdAt updatedAt listing { id category }';
const CREATE = `mutation($input: CreateAiAssetInput!) { createAiAsset(input: $input) { ${FIELDS} } }`;

function assetInput(listingId: string, overrides: Json = {}): Json {
  return {
    listingId,
    kind: 'model',
    name: `Llama fine-tune ${Math.random().toString(36).slice(2, 7)}`,
    license: 'Apache-2.0',
    price: 49.99,
    format: 'safetensors',
    sizeBytes: 14_000_000_000,
    ...overrides,
  };
}

describe('AI assets over GraphQL', () => {
  it('creates, reads, lists, updates and deletes an asset of a cortex listing', async () => {
    const listing = await listingIn(p, t.organizer.token, 'cortex');
    const created = (
      await queryData(p, t.organizer.token, CREATE, {
        input: assetInput(listing.id, { name: 'Support bot', description: ' A model ' }),
      })
    ).createAiAsset;
    expect(created).toMatchObject({
      listingId: listing.id,
      sellerId: t.organizer.userId,
      kind: 'model',
      name: 'Support bot',
      description: 'A model',
      license: 'Apache-2.0',
      price: 49.99,
      format: 'safetensors',
      sizeBytes: 14_000_000_000,
      version: '1.0.0',
      listing: { id: listing.id, category: 'cortex' },
    });
    const read = (
      await queryData(p, t.user.token, `query($id: ID!) { aiAsset(id: $id) { ${FIELDS} } }`, {
        id: created.id,
      })
    ).aiAsset;
    expect(read).toEqual(created);
    const listed = (
      await queryData(
        p,
        t.user.token,
        `query($l: ID) { aiAssets(listingId: $l) { nodes { id } pageInfo { hasNextPage } } }`,
        { l: listing.id },
      )
    ).aiAssets;
    expect(listed.nodes.map((a: Json) => a.id)).toEqual([created.id]);
    const updated = (
      await queryData(
        p,
        t.organizer.token,
        `mutation($id: ID!, $input: UpdateAiAssetInput!) { updateAiAsset(id: $id, input: $input) { ${FIELDS} } }`,
        {
          id: created.id,
          input: { kind: 'dataset', price: 0, format: null, version: '2.0.0-beta' },
        },
      )
    ).updateAiAsset;
    expect(updated).toMatchObject({
      kind: 'dataset',
      price: 0,
      format: null,
      version: '2.0.0-beta',
      name: 'Support bot',
    });
    expect(
      (
        await queryData(p, t.organizer.token, 'mutation($id: ID!) { deleteAiAsset(id: $id) }', {
          id: created.id,
        })
      ).deleteAiAsset,
    ).toBe(true);
    expect(
      codeAndStatus(
        await p.graphql(
          'query($id: ID!) { aiAsset(id: $id) { id } }',
          { id: created.id },
          { token: t.organizer.token },
        ),
      ),
    ).toEqual(['NOT_FOUND', 404]);
  });

  it('filters by kind and seller and pages newest first across visible listings only', async () => {
    const seller = await addSeller(p, t, 'cortex-seller');
    const listing = await listingIn(p, seller.token, 'cortex');
    const draft = await listingIn(p, seller.token, 'cortex', { draft: true });
    const ids: string[] = [];
    for (const kind of ['model', 'prompt', 'prompt'])
      ids.push(
        (await queryData(p, seller.token, CREATE, { input: assetInput(listing.id, { kind }) }))
          .createAiAsset.id,
      );
    await queryData(p, seller.token, CREATE, { input: assetInput(draft.id, { kind: 'prompt' }) });
    const query =
      'query($s: ID, $k: AiAssetKind, $c: String) { aiAssets(sellerId: $s, kind: $k, limit: 1, cursor: $c) { nodes { id kind } pageInfo { endCursor hasNextPage } } }';
    const first = (await queryData(p, t.user.token, query, { s: seller.userId, k: 'prompt' }))
      .aiAssets;
    expect(first.nodes).toEqual([{ id: ids[2], kind: 'prompt' }]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (
      await queryData(p, t.user.token, query, {
        s: seller.userId,
        k: 'prompt',
        c: first.pageInfo.endCursor,
      })
    ).aiAssets;
    // The draft listing's asset is not visible to others.
    expect([second.nodes, second.pageInfo.hasNextPage]).toEqual([
      [{ id: ids[1], kind: 'prompt' }],
      false,
    ]);
    const own = (
      await queryData(
        p,
        seller.token,
        'query($s: ID) { aiAssets(sellerId: $s, kind: prompt) { nodes { id } } }',
        { s: seller.userId },
      )
    ).aiAssets;
    expect(own.nodes).toHaveLength(3);
    expect(
      codeAndStatus(
        await p.graphql(
          'query { aiAssets(cursor: "nonsense") { nodes { id } } }',
          {},
          { token: t.user.token },
        ),
      ),
    ).toEqual(['VALIDATION_FAILED', 400]);
  });

  it('refuses other lanes, other sellers, closed listings, duplicates and bad input', async () => {
    const synapse = await listingIn(p, t.organizer.token, 'synapse');
    const wrongLane = await p.graphql(
      CREATE,
      { input: assetInput(synapse.id, { price: -1 }) },
      { token: t.organizer.token },
    );
    expect(codeAndStatus(wrongLane)).toEqual(['VALIDATION_FAILED', 400]);
    expect(problemFields(wrongLane)).toEqual(['listingId', 'price']);
    const cortex = await listingIn(p, t.organizer.token, 'cortex');
    expect(
      codeAndStatus(
        await p.graphql(CREATE, { input: assetInput(cortex.id) }, { token: t.admin.token }),
      ),
    ).toEqual(['FORBIDDEN', 403]);
    const bad = await p.graphql(
      CREATE,
      {
        input: assetInput(cortex.id, {
          name: ' ',
          license: 'x'.repeat(101),
          price: 1.234,
          sizeBytes: 1.5,
          version: 'v 1',
        }),
      },
      { token: t.organizer.token },
    );
    expect(problemFields(bad)).toEqual(['license', 'name', 'price', 'sizeBytes', 'version']);
    const first = (
      await queryData(p, t.organizer.token, CREATE, {
        input: assetInput(cortex.id, { name: 'Twin' }),
      })
    ).createAiAsset;
    expect(
      codeAndStatus(
        await p.graphql(
          CREATE,
          { input: assetInput(cortex.id, { name: 'TWIN' }) },
          { token: t.organizer.token },
        ),
      ),
    ).toEqual(['CONFLICT', 409]);
    await queryData(p, t.organizer.token, CREATE, {
      input: assetInput(cortex.id, { name: 'twin', version: '1.1.0' }),
    });
    const update =
      'mutation($id: ID!, $input: UpdateAiAssetInput!) { updateAiAsset(id: $id, input: $input) { id } }';
    expect(
      codeAndStatus(
        await p.graphql(update, { id: first.id, input: { price: 1 } }, { token: t.admin.token }),
      ),
    ).toEqual(['FORBIDDEN', 403]);
    expect(
      codeAndStatus(
        await p.graphql(
          update,
          { id: first.id, input: { kind: null } },
          { token: t.organizer.token },
        ),
      ),
    ).toEqual(['VALIDATION_FAILED', 400]);
    await queryData(p, t.organizer.token, 'mutation($id: ID!) { closeListing(id: $id) { id } }', {
      id: cortex.id,
    });
    expect(
      codeAndStatus(
        await p.graphql(
          update,
          { id: first.id, input: { price: 1 } },
          { token: t.organizer.token },
        ),
      ),
    ).toEqual(['INVALID_STATE', 400]);
  });
});

describe('AI assets over REST', () => {
  it('answers 201, 200, 200, 204 and 404 through the lifecycle', async () => {
    const listing = await listingIn(p, t.organizer.token, 'cortex');
    const created = restData(
      await rest(
        p,
        'POST',
        '/ai-assets',
        t.organizer.token,
        assetInput(listing.id, { kind: 'prompt', sizeBytes: null }),
      ),
      201,
      t,
    );
    expect(created).toMatchObject({ kind: 'prompt', listingId: listing.id, sizeBytes: null });
    expect(created).not.toHaveProperty('listing');
    expect(restData(await rest(p, 'GET', `/ai-assets/${created.id}`, t.user.token), 200)).toEqual(
      created,
    );
    const page = await rest(
      p,
      'GET',
      `/listings/${listing.id}/ai-assets?kind=prompt&limit=5`,
      t.user.token,
    );
    expect(restData(page, 200).map((a: Json) => a.id)).toEqual([created.id]);
    expect(page.body.page).toEqual({ next_cursor: null, has_more: false, limit: 5 });
    expect(
      restData(await rest(p, 'GET', `/ai-assets?listingId=${listing.id}`, t.user.token), 200),
    ).toHaveLength(1);
    expect(
      restData(
        await rest(p, 'PATCH', `/ai-assets/${created.id}`, t.organizer.token, { license: 'MIT' }),
        200,
      ).license,
    ).toBe('MIT');
    restData(await rest(p, 'DELETE', `/ai-assets/${created.id}`, t.organizer.token), 204);
    restError(
      await rest(p, 'GET', `/ai-assets/${created.id}`, t.organizer.token),
      404,
      'NOT_FOUND',
    );
  });

  it('answers 400 with details, 401, 403 and 409', async () => {
    const listing = await listingIn(p, t.organizer.token, 'cortex');
    const invalid = restError(
      await rest(p, 'POST', '/ai-assets', t.organizer.token, {
        listingId: listing.id,
        kind: 'weights',
        name: 'x',
        license: 'MIT',
        price: 'free',
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(invalid.details.map((d: Json) => d.field).sort()).toEqual(['kind', 'price']);
    restError(
      await rest(p, 'POST', '/ai-assets', t.organizer.token, {
        ...assetInput(listing.id),
        extra: 1,
      }),
      400,
      'VALIDATION_FAILED',
    );
    restError(
      await rest(p, 'GET', '/ai-assets/not-a-uuid', t.organizer.token),
      400,
      'VALIDATION_FAILED',
    );
    restError(await rest(p, 'GET', '/ai-assets'), 401, 'UNAUTHENTICATED');
    const asset = restData(
      await rest(
        p,
        'POST',
        '/ai-assets',
        t.organizer.token,
        assetInput(listing.id, { name: 'Once' }),
      ),
      201,
    );
    restError(
      await rest(
        p,
        'POST',
        '/ai-assets',
        t.organizer.token,
        assetInput(listing.id, { name: 'once' }),
      ),
      409,
      'CONFLICT',
    );
    restError(
      await rest(p, 'PATCH', `/ai-assets/${asset.id}`, t.user.token, { price: 1 }),
      403,
      'FORBIDDEN',
    );
    restError(await rest(p, 'DELETE', `/ai-assets/${asset.id}`, t.user.token), 403, 'FORBIDDEN');
  });

  it("hides another tenant's assets and listings (404)", async () => {
    const listing = await listingIn(p, t.organizer.token, 'cortex');
    const asset = restData(
      await rest(p, 'POST', '/ai-assets', t.organizer.token, assetInput(listing.id)),
      201,
    );
    const other = await p.newTenant();
    restError(await rest(p, 'GET', `/ai-assets/${asset.id}`, other.admin.token), 404, 'NOT_FOUND');
    restError(
      await rest(p, 'PATCH', `/ai-assets/${asset.id}`, other.organizer.token, { price: 1 }),
      404,
      'NOT_FOUND',
    );
    restError(
      await rest(p, 'DELETE', `/ai-assets/${asset.id}`, other.organizer.token),
      404,
      'NOT_FOUND',
    );
    restError(
      await rest(p, 'GET', `/listings/${listing.id}/ai-assets`, other.admin.token),
      404,
      'NOT_FOUND',
    );
    restError(
      await rest(p, 'POST', '/ai-assets', other.organizer.token, assetInput(listing.id)),
      404,
      'NOT_FOUND',
    );
    expect(restData(await rest(p, 'GET', '/ai-assets', other.admin.token), 200)).toEqual([]);
  });
});
