import { request } from 'undici';
import {
  CONTEXT_HEADER,
  signSubgraphContext,
  type SubgraphIdentity,
} from '../lib/auth/subgraph-context';
import type { Role } from '../lib/auth/tokens';
import type { PrismaClient } from '../lib/db/prisma';
import type { RunningService, SubgraphStartOptions } from '../lib/subgraph/server';
import type { TestPlatform } from './harness';
import { currentRequestScope } from '../lib/observability/request-scope';

// The request id every counted run carries: only its database calls are counted, not those of the
// subgraph's own background loops (pollers, schedulers), which share the client and run at any time.
const COUNTED_REQUEST_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

interface Caller {
  tenantId: string;
  userId: string;
  email: string;
  roles: Role[];
}

/** A second instance of a subgraph on the test's database whose database calls are counted. */
export interface CountingSubgraph {
  service: RunningService;
  /** Database calls (model operations and raw queries) made for `run` since the last reset. */
  queries(): number;
  reset(): void;
  /** Runs a query on the subgraph as the gateway would, for `caller`; errors throw. */
  run(caller: Caller, query: string, variables?: Record<string, unknown>): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read the answer field by field
  stop(): Promise<void>;
}

/** The client, counting every model call and raw query made while serving a counted run. */
function counting(prisma: PrismaClient, onQuery: () => void): PrismaClient {
  const counted =
    (fn: (...args: unknown[]) => unknown, self: unknown) =>
    (...args: unknown[]) => {
      if (currentRequestScope()?.requestId === COUNTED_REQUEST_ID) onQuery();
      return fn.apply(self, args);
    };
  return new Proxy(prisma, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      if (
        value &&
        typeof value === 'object' &&
        typeof (value as { findMany?: unknown }).findMany === 'function'
      ) {
        return new Proxy(value, {
          get: (model, method) =>
            typeof model[method] === 'function' ? counted(model[method], model) : model[method],
        });
      }
      if (typeof prop === 'string' && /^\$(query|execute)Raw/.test(prop))
        return counted(value, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export async function startCountingSubgraph(
  p: TestPlatform,
  start: (options: SubgraphStartOptions) => Promise<RunningService>,
): Promise<CountingSubgraph> {
  let queries = 0;
  const service = await start({
    prisma: counting(p.prisma, () => (queries += 1)),
    port: 0,
    storage: p.storage,
    events: p.platform.events,
    peers: Object.fromEntries(p.platform.subgraphs.map((s) => [s.name, s.url])),
  });
  return {
    service,
    queries: () => queries,
    reset: () => {
      queries = 0;
    },
    async run(caller, query, variables = {}) {
      const identity: SubgraphIdentity = {
        tenantId: caller.tenantId,
        caller: { id: caller.userId, email: caller.email, roles: caller.roles, planTier: 'free' },
      };
      const res = await request(service.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [CONTEXT_HEADER]: signSubgraphContext(identity),
          'x-request-id': COUNTED_REQUEST_ID,
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.body.json()) as { data?: unknown; errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
    stop: () => service.stop(),
  };
}
