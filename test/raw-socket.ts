import { connect, type Socket } from 'node:net';

/** A TCP connection to a loopback server, as a slow or silent client holds one: what it received and when it was closed. */
export interface RawConnection {
  socket: Socket;
  /** Everything the server sent so far. */
  text(): string;
  /** Resolves when the server (or the test) closes the connection: after how long, with what was sent. */
  closed: Promise<{ ms: number; text: string }>;
  /** Writes `bytes` one character every `everyMs`, until all are written or the connection is closed. */
  trickle(bytes: string, everyMs: number): void;
  close(): void;
}

/** Opens a connection to `port` on 127.0.0.1, from `localAddress` (another loopback address: 127.0.0.2) when given. */
export function openRaw(port: number, localAddress?: string): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk) => void (received += chunk.toString()));
    const closed = new Promise<{ ms: number; text: string }>((done) =>
      socket.once('close', () => {
        clearInterval(timer);
        done({ ms: performance.now() - started, text: received });
      }),
    );
    // A reset by the server is a close like any other here.
    socket.on('error', () => undefined);
    socket.once('connect', () =>
      resolve({
        socket,
        text: () => received,
        closed,
        trickle(bytes, everyMs) {
          let next = 0;
          timer = setInterval(() => {
            if (next >= bytes.length || socket.destroyed) return clearInterval(timer);
            socket.write(bytes[next++]);
          }, everyMs);
        },
        close: () => socket.destroy(),
      }),
    );
    socket.once('error', reject);
  });
}

/** The status code of the first HTTP answer in `text`, if any came. */
export function statusOf(text: string): number | undefined {
  const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
  return match ? Number(match[1]) : undefined;
}
