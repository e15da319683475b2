import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeServices } from '@apollo/composition';
import gql from 'graphql-tag';
import { SUBGRAPHS, SUPERGRAPH_PATH } from '../lib/config';
import { loadSubgraphSdl } from '../lib/subgraph/sdl';
import { SEARCH_SUBGRAPH, searchSubgraphSdl } from '../gateway/search/local-subgraph';

/** Composes every subgraph's SDL into the supergraph the gateway serves. */
export function composeSupergraph(): string {
  const result = composeServices([
    ...SUBGRAPHS.map(({ name, defaultPort }) => ({
      name,
      // The gateway replaces these with the configured URLs; they document the default layout.
      url: `http://127.0.0.1:${defaultPort}/graphql`,
      typeDefs: gql(loadSubgraphSdl(join(__dirname, '..', 'subgraphs', name))),
    })),
    // Served inside the gateway (gateway/search/local-subgraph.ts): its URL is never called.
    { ...SEARCH_SUBGRAPH, typeDefs: gql(searchSubgraphSdl()) },
  ]);
  if (result.errors?.length || !result.supergraphSdl) {
    throw new Error(
      `Composition failed:\n${(result.errors ?? []).map((e) => e.message).join('\n')}`,
    );
  }
  return result.supergraphSdl;
}

if (require.main === module) {
  writeFileSync(SUPERGRAPH_PATH, composeSupergraph());
  console.log(`wrote ${SUPERGRAPH_PATH}`);
}
