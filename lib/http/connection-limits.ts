import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { envInt } from '../config';
import { capConnectionsPerAddress } from './connection-cap';

/** How long a client may take, and how many connections it may hold (docs/request-limits.md, "Connections"). */
export interface ConnectionLimits {
  /** A request's headers and body must arrive within this, or it is answered 408 and closed; 0 turns it off. */
  requestTimeoutMs: number;
  /** A connection on which nothing moves for this long is closed, unless the server is still working on its answer; 0 turns it off. */
  idleTimeoutMs: number;
  /** Open connections per TCP peer address, on a public server; 0 turns the cap off. */
  perAddress: number;
}

/**
 * The settings, read here only. `perAddress` applies to the public server (the gateway), whose
 * default the caller gives: behind trusted proxies every TCP peer is a proxy (gateway/server.ts).
 */
export function connectionLimitsFromEnv(defaultPerAddress = 256): ConnectionLimits {
  return {
    requestTimeoutMs: envInt('HTTP_REQUEST_TIMEOUT_MS', 30_000),
    idleTimeoutMs: envInt('HTTP_IDLE_TIMEOUT_MS', 60_000),
    perAddress: envInt('HTTP_CONNECTIONS_PER_ADDRESS', defaultPerAddress),
  };
}

/**
 * Node checks `requestTimeout` and `headersTimeout` only every `connectionsCheckingInterval`
 * (30 s by default), so a 30 s limit could let a body trickle for up to 60 s: checked every
 * tenth of the limit here, between 100 ms and 5 s.
 */
const checkEvery = (timeoutMs: number) => Math.min(5000, Math.max(100, Math.round(timeoutMs / 10)));

/**
 * An HTTP server of the platform with the connection limits applied: every one of them (the
 * gateway, each subgraph, the media worker's probes) is made here, so they all behave alike.
 * `perAddress` is applied only when `public` is set: the subgraphs' and probes' peers are the
 * platform's own processes (one gateway alone keeps up to 128 connections to a subgraph).
 */
export function createLimitedServer(
  limits: ConnectionLimits,
  listener: RequestListener,
  options: { public?: boolean } = {},
): Server {
  const server = createServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: checkEvery(limits.requestTimeoutMs),
      // Between requests: Node closes a kept-alive connection idle this long itself.
      keepAliveTimeout: limits.idleTimeoutMs,
    },
    listener,
  );
  if (limits.idleTimeoutMs > 0) closeWhenIdle(server, limits.idleTimeoutMs);
  if (options.public && limits.perAddress > 0) capConnectionsPerAddress(server, limits.perAddress);
  return server;
}

/**
 * The idle timeout during a request: Node's socket timeout fires when nothing moved either way
 * for `idleMs`. A request whose answer has not started is left alone (the server is working on
 * it, and bounds its own work, such as the gateway's subgraph timeouts); once the answer has
 * started, bytes must move (a client that stops reading a large file lets it go), as they must
 * on a connection with no request, or one whose headers never came (the request timeout usually
 * answers that one first, with 408). An upgraded connection (graphql-ws) leaves Node's HTTP
 * timeouts behind: the WebSocket server keeps it alive with its own pings.
 */
function closeWhenIdle(server: Server, idleMs: number): void {
  server.timeout = idleMs;
  const answering = new WeakMap<Socket, ServerResponse>();
  server.on('request', (req, res: ServerResponse) => answering.set(req.socket, res));
  server.on('timeout', (socket: Socket) => {
    const res = answering.get(socket);
    if (res && !res.headersSent && !res.writableEnded) return;
    socket.destroy();
  });
}
