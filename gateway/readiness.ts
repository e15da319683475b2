import { request, type Agent } from 'undici';
import type { Sql } from '../lib/db/pool';

/** A subgraph of the served supergraph, at the URL the gateway sends it requests. */
export interface ServedSubgraph {
  url: string;
  /** One of the project's services, which answer /health/ready beside /graphql (lib/subgraph/server.ts). */
  own: boolean;
}

// The smallest operation every GraphQL server answers: a subgraph of another supergraph has no
// health path the gateway could know of, so answering this is what "ready" means for it.
const TYPENAME = JSON.stringify({ query: '{ __typename }' });

async function subgraphReady(agent: Agent, { url, own }: ServedSubgraph): Promise<void> {
  const res = own
    ? await request(url.replace(/\/graphql$/, '/health/ready'), { dispatcher: agent })
    : await request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: TYPENAME,
        dispatcher: agent,
      });
  await res.body.dump();
  if (res.statusCode !== 200) throw new Error(`${url} is not ready`);
}

/**
 * /health/ready of the gateway: its database and every subgraph of the supergraph it serves
 * (`served` is filled as the gateway builds a data source for each, ./server.ts), not the
 * project's list, so a gateway on another supergraph (SUPERGRAPH_PATH) waits for that one's.
 */
export function gatewayReadiness(
  sql: Sql,
  agent: Agent,
  served: ReadonlyMap<string, ServedSubgraph>,
): () => Promise<void> {
  return async () => {
    await sql.query('SELECT 1');
    await Promise.all([...served.values()].map((subgraph) => subgraphReady(agent, subgraph)));
  };
}
