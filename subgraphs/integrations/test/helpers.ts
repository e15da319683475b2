import { execFileSync } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createServer,
  type IncomingHttpHeaders,
  type RequestListener,
  type Server,
} from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { HTTP } from 'cloudevents';
import { Webhook } from 'standardwebhooks';
import type { Clock } from '../../../lib/clock';

export { systemToken } from '../../../test/accounts';
export { waitFor } from '../../../test/wait';

/** One request the receiver got, with its own verdict on the signature. */
export interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  signatureValid: boolean;
  /** The Standard Webhooks headers' verdict, by the `standardwebhooks` library (time within 5 minutes). */
  standardValid: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any event type; tests read its fields
  event: any;
}

/**
 * A webhook receiver on loopback that checks every request the way a customer would: HMAC-SHA256
 * of the raw body with the shared secret, compared in constant time, then the body parsed by the
 * `cloudevents` SDK (structured mode), which refuses anything that is not a valid CloudEvent.
 * `answer` decides the status code of each request (default 200); 'hang' never answers.
 */
export class Receiver {
  readonly received: Received[] = [];
  answer: (index: number) => number | 'hang' = () => 200;
  private server: Server | undefined;
  url = '';

  /** With `tls` (a key and certificate in PEM), the receiver serves https, as production requires. */
  constructor(
    private secret: string,
    private readonly tls?: { key: string; cert: string },
  ) {}

  setSecret(secret: string): void {
    this.secret = secret;
  }

  async start(): Promise<this> {
    const handle: RequestListener = (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const index = this.received.length;
        this.received.push({
          headers: req.headers,
          raw,
          signatureValid: this.verify(raw, req.headers['x-platform-signature']),
          standardValid: this.verifyStandard(raw, req.headers),
          event: HTTP.toEvent({ headers: req.headers, body: raw }),
        });
        const status = this.answer(index);
        if (status === 'hang') return;
        res.writeHead(status).end();
      });
    };
    this.server = this.tls ? createTlsServer(this.tls, handle) : createServer(handle);
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `${this.tls ? 'https' : 'http'}://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
    return this;
  }

  verify(raw: string, header: string | string[] | undefined): boolean {
    if (typeof header !== 'string') return false;
    const expected = Buffer.from(
      `sha256=${createHmac('sha256', this.secret).update(raw, 'utf8').digest('hex')}`,
    );
    const given = Buffer.from(header);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** As a receiver built on the `standardwebhooks` library checks: secret as `whsec_` + base64. */
  verifyStandard(raw: string, headers: IncomingHttpHeaders): boolean {
    const webhook = new Webhook(`whsec_${Buffer.from(this.secret, 'utf8').toString('base64')}`);
    try {
      webhook.verify(raw, headers as Record<string, string>);
      return true;
    } catch {
      return false;
    }
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

/** A clock the test moves by hand, far ahead of real time so the subgraph's own dispatcher never sees its deliveries as due. */
export class FakeClock implements Clock {
  private time = Date.now() + 365 * 86_400_000;
  now(): Date {
    return new Date(this.time);
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

/** Every envelope field of a webhook delivery (docs/api/integrations.md, Events; docs/webhooks.md, "Delivery"). */
export function expectCloudEvent(
  event: unknown,
  type: string,
  source: string,
  tenantId: string,
  data: unknown,
): void {
  expect(event).toEqual({
    specversion: '1.0',
    type: `platform.${type}.v1`,
    source: `urn:platform:${source}`,
    id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
    datacontenttype: 'application/json',
    tenantid: tenantId,
    data,
  });
}

export const SECRET = 'a-very-long-signing-secret-1234';

/** A self-signed certificate for 127.0.0.1 made by Debian's openssl, in `dir`: a receiver's TLS and the CA a platform process trusts. */
export function loopbackCertificate(dir: string): { key: string; cert: string; certPath: string } {
  const [keyPath, certPath] = [join(dir, 'receiver.key'), join(dir, 'receiver.crt')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyPath,
      '-out',
      certPath,
    ],
    { stdio: 'pipe' },
  );
  return { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8'), certPath };
}
