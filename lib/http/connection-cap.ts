import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { addressKey } from './address-key';

/** How long a refused connection may linger after its answer, if the client does not close it. */
const REFUSED_LINGER_MS = 1000;

/** Open connections per client, counted as they open and close. */
export class AddressCounts {
  private readonly open = new Map<string, number>();

  constructor(private readonly cap: number) {}

  /** Counts a new connection of `address`, unless it has `cap` open already (then false). */
  admit(address: string): boolean {
    const count = this.open.get(address) ?? 0;
    if (count >= this.cap) return false;
    this.open.set(address, count + 1);
    return true;
  }

  release(address: string): void {
    const count = (this.open.get(address) ?? 1) - 1;
    if (count > 0) this.open.set(address, count);
    else this.open.delete(address);
  }
}

function refusal(cap: number): string {
  const body = JSON.stringify({
    error: {
      code: 'RATE_LIMITED',
      message: `Too many open connections from this address: at most ${cap}`,
    },
  });
  return [
    'HTTP/1.1 429 Too Many Requests',
    'Connection: close',
    'Retry-After: 1',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    '',
    body,
  ].join('\r\n');
}

/**
 * At most `cap` open connections per TCP peer (docs/request-limits.md, "Connections"), WebSocket
 * connections included. A connection past it never reaches the HTTP parser: it is answered 429
 * `RATE_LIMITED` with `Connection: close` and closed, so no request on it runs. The HTTP server's
 * own connection listener is handed only the connections admitted.
 */
export function capConnectionsPerAddress(server: Server, cap: number): AddressCounts {
  const counts = new AddressCounts(cap);
  const http = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    const address = addressKey(socket.remoteAddress ?? 'unknown');
    if (!counts.admit(address)) {
      socket.on('error', () => undefined);
      // Whatever the client sends is read and dropped: unread data at close would be a reset.
      socket.resume();
      socket.end(refusal(cap));
      setTimeout(() => socket.destroy(), REFUSED_LINGER_MS).unref();
      return;
    }
    socket.once('close', () => counts.release(address));
    for (const listener of http) listener.call(server, socket);
  });
  return counts;
}
