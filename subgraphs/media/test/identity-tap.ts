import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import {
  CONTEXT_HEADER,
  verifySubgraphContext,
  type SubgraphIdentity,
} from '../../../lib/auth/subgraph-context';

/** One call that reached identity through the tap, as identity received it. */
export interface IdentityCall {
  /** The operation's root field, e.g. reserveCredits. */
  field: string;
  variables: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- variables of any operation
  /** The signed context, verified as identity's own server verifies it (lib/subgraph/server.ts). */
  context: SubgraphIdentity;
  /** The request id identity logs the call under (the signed context names only the caller). */
  requestIdHeader: string | undefined;
  /** The trace id of the W3C `traceparent` header. */
  traceparentTraceId: string | undefined;
}

export interface IdentityTap {
  url: string;
  calls: IdentityCall[];
  stop(): Promise<void>;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A pass-through in front of the real identity subgraph: every call is forwarded unchanged (the
 * answer is identity's own) and recorded with what identity's side reads from it — the verified
 * request context and the trace headers.
 */
export async function startIdentityTap(identityUrl: string): Promise<IdentityTap> {
  const calls: IdentityCall[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      const { query, variables } = JSON.parse(body) as {
        query: string;
        variables: Record<string, unknown>;
      };
      const header = (name: string) =>
        typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined;
      calls.push({
        field: /\{\s*(\w+)/.exec(query)?.[1] ?? '',
        variables,
        context: verifySubgraphContext(header(CONTEXT_HEADER)),
        requestIdHeader: header('x-request-id'),
        traceparentTraceId: TRACEPARENT.exec(header('traceparent') ?? '')?.[1],
      });
      const forwarded: Record<string, string> = {};
      for (const name of ['content-type', CONTEXT_HEADER, 'x-request-id', 'traceparent']) {
        const value = header(name);
        if (value !== undefined) forwarded[name] = value;
      }
      const answer = await request(identityUrl, { method: 'POST', headers: forwarded, body });
      res.writeHead(answer.statusCode, {
        'content-type': String(answer.headers['content-type'] ?? 'application/json'),
      });
      res.end(Buffer.from(await answer.body.arrayBuffer()));
    })().catch((error: unknown) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    calls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
