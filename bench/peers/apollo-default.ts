import { readFileSync } from 'node:fs';
import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { CONTEXT_HEADER } from '../../lib/auth/subgraph-context';
import { SUPERGRAPH_PATH } from '../../lib/config';
import { signedContextOf } from './peer-auth';

/**
 * The comparison's default @apollo/gateway: the stock RemoteGraphQLDataSource (its own fetch
 * stack), adding only the signed subgraph context. Subgraph URLs from <NAME>_URL; PORT to listen on.
 */
async function main(): Promise<void> {
  const gateway = new ApolloGateway({
    supergraphSdl: readFileSync(process.env.SUPERGRAPH_PATH ?? SUPERGRAPH_PATH, 'utf8'),
    buildService: ({ name, url }) =>
      new (class extends RemoteGraphQLDataSource<{ signed: string }> {
        override willSendRequest({ request, context }: { request: { http?: { headers: { set(k: string, v: string): void } } }; context: { signed?: string } }) {
          if (context.signed) request.http?.headers.set(CONTEXT_HEADER, context.signed);
        }
      })({ url: process.env[`${name.toUpperCase()}_URL`] ?? url }),
  });
  const server = new ApolloServer<{ signed: string }>({ gateway });
  const { url } = await startStandaloneServer(server, {
    listen: { port: Number(process.env.PORT), host: '127.0.0.1' },
    context: async ({ req }) => ({ signed: signedContextOf(req.headers.authorization, req.headers['x-request-id'] as string | undefined) }),
  });
  console.log(`apollo-default ready at ${url}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
