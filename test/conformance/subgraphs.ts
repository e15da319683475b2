import { randomUUID } from 'node:crypto';
import { addUser, systemToken } from '../accounts';
import type { Session, TenantFixture, TestPlatform } from '../harness';
import { campaignBody } from '../../subgraphs/ads/test/helpers';
import { eventInput } from '../../subgraphs/events/test/helpers';
import { SECRET } from '../../subgraphs/integrations/test/helpers';
import { listingInput } from '../../subgraphs/marketplace/test/helpers';
import { waitFor } from '../wait';

/*
 * One row per subgraph for test/conformance/conformance.test.ts: its REST base and envelope style,
 * who works with it, a write that makes an entity of the caller's tenant, the read and list paths of
 * that entity, and what an unknown id answers (docs/api/<service>.md, docs/rest-contract.md).
 */

export interface SubgraphRow {
  /** The subgraph's name in SUBGRAPHS (lib/config.ts). */
  service: string;
  /** The REST base of its paths. */
  base: string;
  /** The envelope of its paths (lib/envelope.ts): media's is camel case. */
  style: 'standard' | 'camel';
  /** The caller who writes and reads the row's entities in `tenant`. */
  caller(p: TestPlatform, tenant: TenantFixture): Promise<Session>;
  /** The write path: makes one entity as `caller`, answers its id. */
  create(p: TestPlatform, caller: Session, tenant: TenantFixture): Promise<string>;
  /** The read path of one entity. */
  read(id: string): string;
  /** The list path of those entities. */
  list: string;
  /** A read of an id that names nothing. */
  unknown: { status: number; code: string };
  /** The 401 codes of no token and of a bad one (UNAUTHENTICATED, or the service's catalogue). */
  unauthenticated: { missing: string; bad: string };
}

const UNAUTHENTICATED = { missing: 'UNAUTHENTICATED', bad: 'UNAUTHENTICATED' };

const NOT_FOUND = { status: 404, code: 'NOT_FOUND' };

/** POST `path` as `caller`, answering the new entity's id (at `idField`) or failing with the body. */
async function posted(
  p: TestPlatform,
  caller: Session,
  path: string,
  body: unknown,
  status: number,
  idField = 'id',
): Promise<string> {
  const res = await p.rest('POST', path, { token: caller.token, body });
  if (res.status !== status)
    throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data[idField];
}

/** A user of `tenant` with `credits` in their wallet, for the services that charge. */
async function paying(p: TestPlatform, tenant: TenantFixture, credits: number): Promise<Session> {
  const user = await addUser(p, tenant.admin, 'user');
  const topUp = await p.rest('POST', '/auth/v1/wallet/top-up', {
    token: systemToken(tenant.tenantId),
    body: { userId: user.userId, amount: credits, reference: `conformance ${randomUUID()}` },
  });
  if (topUp.status !== 201) throw new Error(`top-up failed: ${JSON.stringify(topUp.body)}`);
  return user;
}

export const ROWS: SubgraphRow[] = [
  {
    service: 'identity',
    base: '/auth/v1',
    style: 'standard',
    caller: async (_p, tenant) => tenant.admin,
    create: (p, caller) =>
      posted(p, caller, '/auth/v1/teams', { name: `Team ${randomUUID()}` }, 201),
    read: (id) => `/auth/v1/teams/${id}`,
    list: '/auth/v1/teams',
    unknown: NOT_FOUND,
    unauthenticated: UNAUTHENTICATED,
  },
  {
    service: 'marketplace',
    base: '/marketplace/v1',
    style: 'standard',
    caller: async (_p, tenant) => tenant.organizer,
    create: (p, caller) => posted(p, caller, '/marketplace/v1/listings', listingInput(), 201),
    read: (id) => `/marketplace/v1/listings/${id}`,
    list: '/marketplace/v1/listings?status=draft',
    unknown: NOT_FOUND,
    unauthenticated: UNAUTHENTICATED,
  },
  {
    service: 'media',
    base: '/media/v1',
    style: 'camel',
    caller: (p, tenant) => paying(p, tenant, 1_000),
    create: (p, caller) =>
      posted(p, caller, '/media/v1/images/generate', { prompt: 'A lighthouse' }, 202, 'jobId'),
    read: (id) => `/media/v1/jobs/${id}`,
    list: '/media/v1/jobs',
    unknown: NOT_FOUND,
    unauthenticated: UNAUTHENTICATED,
  },
  {
    service: 'ai',
    base: '/aibrain/v1',
    style: 'standard',
    caller: (p, tenant) => paying(p, tenant, 1_000),
    create: (p, caller) =>
      posted(p, caller, '/aibrain/v1/orchestrate', { prompt: 'What is 17 times 23?' }, 200),
    read: (id) => `/aibrain/v1/inferences/${id}`,
    list: '/aibrain/v1/inferences',
    unknown: NOT_FOUND,
    unauthenticated: UNAUTHENTICATED,
  },
  {
    service: 'reports',
    base: '/reports/v1',
    style: 'standard',
    caller: async (_p, tenant) => tenant.organizer,
    create: (p, caller) =>
      posted(p, caller, '/reports/v1/webhooks/sources', { name: `crm ${randomUUID()}` }, 201),
    read: (id) => `/reports/v1/webhooks/sources/${id}`,
    list: '/reports/v1/webhooks/sources',
    unknown: NOT_FOUND,
    unauthenticated: UNAUTHENTICATED,
  },
  {
    service: 'ml',
    base: '/ml/v1',
    style: 'standard',
    caller: (p, tenant) => addUser(p, tenant.admin, 'ml-engineer'),
    create: (p, caller) =>
      posted(
        p,
        caller,
        '/ml/v1/models',
        {
          name: `model ${randomUUID()}`,
          framework: 'CUSTOM',
          task: 'regression',
          inputSchema: { features: [{ name: 'x', type: 'number' }] },
        },
        201,
      ),
    read: (id) => `/ml/v1/models/${id}`,
    list: '/ml/v1/models',
    unknown: { status: 404, code: 'ML_1001' },
    // docs/api/ml.md, "Errors": ML_1700 without a token, ML_1702 with a bad one.
    unauthenticated: { missing: 'ML_1700', bad: 'ML_1702' },
  },
  {
    service: 'integrations',
    base: '/integrationhub/v1',
    style: 'standard',
    caller: async (_p, tenant) => tenant.organizer,
    create: (p, caller) =>
      posted(
        p,
        caller,
        '/integrationhub/v1/webhooks',
        { url: 'https://hooks.example.test/in', events: ['payment.completed'], secret: SECRET },
        201,
      ),
    read: (id) => `/integrationhub/v1/webhooks/${id}`,
    list: '/integrationhub/v1/webhooks',
    unknown: NOT_FOUND,
    unauthenticated: UNAUTHENTICATED,
  },
  {
    service: 'ads',
    base: '/ads/v1',
    style: 'standard',
    caller: async (_p, tenant) => tenant.organizer,
    create: (p, caller) => posted(p, caller, '/ads/v1/campaigns', campaignBody(), 201),
    read: (id) => `/ads/v1/campaigns/${id}`,
    list: '/ads/v1/campaigns',
    unknown: NOT_FOUND,
    unauthenticated: UNAUTHENTICATED,
  },
  {
    service: 'notifications',
    base: '/notifications/v1',
    style: 'standard',
    caller: (p, tenant) => addUser(p, tenant.admin, 'user'),
    // Notices come from events: joining a team makes one (docs/api/notifications.md, "Kinds").
    create: async (p, caller, tenant) => {
      const list = () => p.rest('GET', '/notifications/v1/notifications', { token: caller.token });
      const before = (await list()).body.data.length;
      const team = await posted(
        p,
        tenant.admin,
        '/auth/v1/teams',
        { name: `c ${randomUUID()}` },
        201,
      );
      await posted(
        p,
        tenant.admin,
        `/auth/v1/teams/${team}/members`,
        { userId: caller.userId },
        201,
      );
      const data = await waitFor(async () => {
        const now = (await list()).body.data;
        return now.length > before && now;
      });
      return data[0].id;
    },
    read: (id) => `/notifications/v1/notifications/${id}`,
    list: '/notifications/v1/notifications',
    unknown: NOT_FOUND,
    unauthenticated: UNAUTHENTICATED,
  },
  {
    service: 'events',
    base: '/events/v1',
    style: 'standard',
    caller: async (_p, tenant) => tenant.organizer,
    create: (p, caller) => posted(p, caller, '/events/v1/events', eventInput(), 201),
    read: (id) => `/events/v1/events/${id}`,
    // Drafts are listed to their organizer with `mine` (docs/api/events.md, "Events").
    list: '/events/v1/events?mine=true',
    unknown: NOT_FOUND,
    unauthenticated: UNAUTHENTICATED,
  },
];
