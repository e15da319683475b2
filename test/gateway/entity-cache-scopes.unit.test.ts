import { EntityCache, type SubgraphEntityCache } from '../../gateway/entity-cache/entity-cache';
import type { CacheHints, CachePolicy } from '../../gateway/entity-cache/hints';
import { EntityFetchScopes } from '../../gateway/entity-cache/fetch-scopes';
import type { Caller, RequestContext } from '../../lib/context';
import type { EventBus, EventHandler } from '../../lib/events/bus';
import { newEvent } from '../../lib/events/bus';
import { USER_VERIFIED } from '../../subgraphs/identity/common/events';

type Options = Parameters<SubgraphEntityCache['serve']>[0];
type Send = Parameters<SubgraphEntityCache['serve']>[1];

const hint = (scope: CachePolicy['scope']): CachePolicy => ({ maxAgeSeconds: 60, scope });
// The scopes on made-up fields of User: what each one shares is the point, not identity's schema.
const HINTS: CacheHints = new Map([
  [
    'User',
    new Map([
      ['name', hint('PUBLIC')],
      ['secret', hint('PRIVATE')],
      ['byRole', hint('ROLE')],
    ]),
  ],
]);

const handlers = new Map<string, EventHandler>();
const bus = {
  subscribe: (type: string, handler: EventHandler) => (handlers.set(type, handler), () => {}),
} as unknown as EventBus;

const TENANT = '11111111-1111-4111-8111-111111111111';
const caller = (id: string, roles: string[]): Caller =>
  ({ id, email: `${id}@example.test`, roles, planTier: 'free' }) as Caller;
const context = (who: Caller | null, tenantId = TENANT): RequestContext => ({
  requestId: 'r',
  traceId: 't',
  tenantId,
  caller: who,
});
const query = (fields: string) =>
  `query($representations:[_Any!]!){_entities(representations:$representations){...on User{${fields}}}}`;
const options = (ctx: RequestContext, fields: string, ids: string[], operation = 'query') =>
  ({
    incomingRequestContext: { operation: { operation } },
    context: ctx,
    request: {
      query: query(fields),
      variables: { representations: ids.map((id) => ({ __typename: 'User', id })) },
    },
  }) as unknown as Options;

let cache: SubgraphEntityCache;
let sent: string[][];
/** Answers each representation with its id and the caller it was fetched for. */
const send: Send = async (o) => {
  const ids = (o.request.variables!.representations as { id: string }[]).map((r) => r.id);
  sent.push(ids);
  const who = (o.context as RequestContext).caller?.id ?? 'anonymous';
  return { data: { _entities: ids.map((id) => ({ id, by: who })) } };
};
const read = (ctx: RequestContext, fields: string, ids = ['u1']) =>
  cache.serve(options(ctx, fields, ids), send)!;

beforeEach(() => {
  cache = new EntityCache(new EntityFetchScopes(HINTS), 100, bus).forSubgraph('identity');
  sent = [];
});

const ann = context(caller('ann', ['user', 'admin']));
const bob = context(caller('bob', ['admin', 'user']));
const cat = context(caller('cat', ['user']));

it('shares a PUBLIC entry in the tenant, never with another tenant or an anonymous caller', async () => {
  await read(ann, 'name');
  await read(cat, 'name');
  expect(sent).toEqual([['u1']]);
  await read(
    context(caller('ann', ['user', 'admin']), '22222222-2222-4222-8222-222222222222'),
    'name',
  );
  await read(context(null), 'name');
  expect(sent).toHaveLength(3);
});

it('shares a ROLE entry between callers of the same roles only', async () => {
  await read(ann, 'name byRole');
  await read(bob, 'name byRole');
  expect(sent).toHaveLength(1);
  expect((await read(cat, 'name byRole')).data).toEqual({ _entities: [{ id: 'u1', by: 'cat' }] });
  expect(sent).toHaveLength(2);
});

it('keeps a PRIVATE entry to its caller', async () => {
  await read(ann, 'name secret');
  expect((await read(bob, 'name secret')).data).toEqual({ _entities: [{ id: 'u1', by: 'bob' }] });
  await read(ann, 'name secret');
  expect(sent).toHaveLength(2);
});

it('sends only the misses, answers in order, and leaves unhinted selections alone', async () => {
  await read(ann, 'name', ['u2']);
  const answer = await read(ann, 'name', ['u1', 'u2', 'u3']);
  expect(sent).toEqual([['u2'], ['u1', 'u3']]);
  expect(answer.data).toEqual({ _entities: ['u1', 'u2', 'u3'].map((id) => ({ id, by: 'ann' })) });
  expect(cache.serve(options(ann, 'name planTier', ['u1']), send)).toBeUndefined();
  // A write's reads may follow its change before the change's event: never from the cache.
  expect(cache.serve(options(ann, 'name', ['u1'], 'mutation'), send)).toBeUndefined();
});

it('stores no answer with errors, and moves their paths back to the planner indices', async () => {
  await read(ann, 'name', ['u1']);
  const failing: Send = async () => ({
    data: { _entities: [null] },
    errors: [{ message: 'no', path: ['_entities', 0, 'name'] }],
  });
  const answer = await cache.serve(options(ann, 'name', ['u1', 'u9']), failing)!;
  expect(answer.errors).toEqual([{ message: 'no', path: ['_entities', 1, 'name'] }]);
  await read(ann, 'name', ['u9']);
  expect(sent).toEqual([['u1'], ['u9']]);
});

it("drops an entity's entries on its event, and keeps no answer fetched across one", async () => {
  await read(ann, 'name');
  handlers.get(USER_VERIFIED)!(newEvent(USER_VERIFIED, TENANT, { userId: 'u1' }));
  await read(ann, 'name');
  expect(sent).toHaveLength(2);
  const racing: Send = async (o) => {
    handlers.get(USER_VERIFIED)!(newEvent(USER_VERIFIED, TENANT, { userId: 'u5' }));
    return send(o);
  };
  await cache.serve(options(ann, 'name', ['u5']), racing);
  await read(ann, 'name', ['u5']);
  expect(sent).toEqual([['u1'], ['u1'], ['u5'], ['u5']]);
});
