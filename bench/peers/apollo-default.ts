import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { CONTEXT_HEADER } from '../../lib/auth/subgraph-context';
import { servedSupergraphPath } from '../../lib/config';
import { signedContextOf } from './peer-auth';

interface PeerContext {
  signed: string;
}

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

/**
 * The comparison's default @apollo/gateway: the stock RemoteGraphQLDataSource (its own fetch
 * stack), adding only the signed subgraph context. Served the way Apollo's standalone server does
 * (JSON body, executeHTTPGraphQLRequest) on a plain HTTP server, with GET /health answering 200
 * once the supergraph is loaded (what the federation audit polls, docs/federation-audit.md).
 * Subgraph URLs from <NAME>_URL, else the supergraph's (SUPERGRAPH_PATH); PORT to listen on.
 */
async function main(): Promise<void> {
  const gateway = new ApolloGateway({
    supergraphSdl: readFileSync(servedSupergraphPath(), 'utf8'),
    buildService: ({ name, url }) =>
      new (class extends RemoteGraphQLDataSource<PeerContext> {
        override willSendRequest({
          request,
          context,
        }: {
          request: { http?: { headers: { set(k: string, v: string): void } } };
          context: { signed?: string };
        }) {
          if (context.signed) request.http?.headers.set(CONTEXT_HEADER, context.signed);
        }
      })({ url: process.env[`${name.toUpperCase()}_URL`] ?? url }),
  });
  const server = new ApolloServer<PeerContext>({ gateway, stopOnTerminationSignals: false });
  await server.start();
  const http = createServer((req, res) => {
    if (req.url === '/health')
      return void res.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
    (async () => {
      const headers = new HeaderMap();
      for (const [key, value] of Object.entries(req.headers))
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      const answer = await server.executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          method: req.method!.toUpperCase(),
          headers,
          search: new URL(req.url!, 'http://peer').search,
          body: await bodyOf(req),
        },
        context: async () => ({
          signed: signedContextOf(req.headers.authorization),
        }),
      });
      for (const [key, value] of answer.headers) res.setHeader(key, value);
      res.statusCode = answer.status ?? 200;
      if (answer.body.kind === 'complete') return void res.end(answer.body.string);
      for await (const chunk of answer.body.asyncIterator) res.write(chunk);
      res.end();
    })().catch((error: unknown) => {
      res.statusCode = 400;
      res.end(
        JSON.stringify({
          errors: [{ message: error instanceof Error ? error.message : String(error) }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => http.listen(Number(process.env.PORT), '127.0.0.1', resolve));
  console.log(`apollo-default ready at http://127.0.0.1:${process.env.PORT}/`);
  process.once('SIGTERM', () => {
    http.close();
    http.closeAllConnections();
    void server.stop().finally(() => process.exit(0));
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
