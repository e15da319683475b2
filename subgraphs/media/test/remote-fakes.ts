import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

/*
 * Loopback services that speak the real protocols of Replicate's predictions API and fal.ai's
 * queue API (docs/media-worker.md, "Providers"), checking the key and the paths as the
 * services do, plus a file host like their delivery CDNs. Every call is recorded for assertions.
 */

export interface Call {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

type Answer = { status: number; body?: unknown; type?: string; data?: Buffer };
type Handle = (call: Call) => Answer | Promise<Answer>;

/** A loopback HTTP server answering through `handle`; stopped with `close`. */
export class Loopback {
  readonly calls: Call[] = [];
  private server!: Server;
  url = '';

  constructor(private readonly handle: Handle) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const text = Buffer.concat(chunks).toString();
        const call: Call = {
          method: req.method!,
          path: req.url!,
          headers: req.headers,
          body: text ? JSON.parse(text) : undefined,
        };
        this.calls.push(call);
        const answer = await this.handle(call);
        if (answer.data)
          res
            .writeHead(answer.status, { 'content-type': answer.type ?? 'application/octet-stream' })
            .end(answer.data);
        else
          res
            .writeHead(answer.status, { 'content-type': 'application/json' })
            .end(JSON.stringify(answer.body ?? null));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The calls of one method whose path matches. */
  seen(method: string, path: RegExp): Call[] {
    return this.calls.filter((c) => c.method === method && path.test(c.path));
  }
}

/** A real PNG of one colour (RGB, no filter), so outputs can be decoded and compared. */
export function png(
  width: number,
  height: number,
  rgb: [number, number, number] = [200, 40, 40],
): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => rgb).flat()),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A file host like replicate.delivery or fal.media: serves named files, without any key. */
export function fileHost(files: Record<string, { type: string; data: Buffer }>): Loopback {
  return new Loopback(({ path }) => {
    const file = files[path.slice(1)];
    return file
      ? { status: 200, type: file.type, data: file.data }
      : { status: 404, body: { detail: 'Not found' } };
  });
}

/**
 * What one Replicate model does: `create` answers that status instead of 201; the prediction
 * walks through `steps` (one per poll, the last repeated) and, when it ends `succeeded`, answers
 * `output`; `failed` carries `error`.
 */
export interface ReplicatePlan {
  create?: number;
  /** Polls answered 503 before the prediction answers again (the API restarting). */
  unavailablePolls?: number;
  steps: string[];
  output?: unknown;
  error?: string;
}

interface Prediction {
  id: string;
  model: string;
  version?: string;
  input: unknown;
  polls: number;
  unavailable: number;
  status: string;
}

/**
 * Replicate's predictions API under `/v1`: `POST /models/{owner}/{name}/predictions`,
 * `POST /predictions` (with a version), `GET /predictions/{id}`, `POST /predictions/{id}/cancel`;
 * `Authorization: Bearer <token>` or 401. Models not in `plans` are 404, like an unknown model.
 */
export function fakeReplicate(
  token: string,
  plans: Record<string, ReplicatePlan>,
): Loopback & { predictions: Map<string, Prediction> } {
  const predictions = new Map<string, Prediction>();
  const view = (p: Prediction) => {
    const plan = plans[p.model];
    return {
      id: p.id,
      model: p.model,
      version: p.version ?? 'hidden',
      input: p.input,
      status: p.status,
      logs: '',
      output: p.status === 'succeeded' ? plan.output : null,
      error: p.status === 'failed' ? (plan.error ?? 'prediction failed') : null,
      urls: { get: `/v1/predictions/${p.id}`, cancel: `/v1/predictions/${p.id}/cancel` },
      created_at: new Date().toISOString(),
    };
  };
  const server = new Loopback(({ method, path, headers, body }) => {
    if (headers.authorization !== `Bearer ${token}`)
      return {
        status: 401,
        body: {
          title: 'Unauthenticated',
          detail: 'You did not pass a valid authentication token',
          status: 401,
        },
      };
    const create = /^\/v1\/models\/([\w.-]+\/[\w.-]+)\/predictions$/.exec(path);
    if (method === 'POST' && (create || path === '/v1/predictions')) {
      const { version, input } = body as { version?: string; input?: unknown };
      const model = create
        ? create[1]
        : (Object.keys(plans).find((m) => m.endsWith(`:${version}`)) ?? '');
      const plan = plans[model];
      if (!plan)
        return {
          status: 404,
          body: {
            title: 'Not found',
            detail: 'The requested resource could not be found.',
            status: 404,
          },
        };
      if (plan.create)
        return {
          status: plan.create,
          body: {
            title: 'Invalid input',
            detail: 'input: prompt is required',
            status: plan.create,
          },
        };
      const p: Prediction = {
        id: randomUUID().replace(/-/g, '').slice(0, 26),
        model,
        version,
        input,
        polls: 0,
        unavailable: 0,
        status: 'starting',
      };
      predictions.set(p.id, p);
      return { status: 201, body: view(p) };
    }
    const one = /^\/v1\/predictions\/([\w-]+)(\/cancel)?$/.exec(path);
    const p = one && predictions.get(one[1]);
    if (!p) return { status: 404, body: { detail: 'Not found.' } };
    if (method === 'POST' && one![2]) {
      if (!['succeeded', 'failed', 'canceled'].includes(p.status)) p.status = 'canceled';
      return { status: 200, body: view(p) };
    }
    if (method === 'GET' && !one![2]) {
      if (p.unavailable < (plans[p.model].unavailablePolls ?? 0)) {
        p.unavailable += 1;
        return { status: 503, body: { detail: 'Service Unavailable' } };
      }
      if (p.status !== 'canceled') {
        const steps = plans[p.model].steps;
        p.status = steps[Math.min(p.polls, steps.length - 1)];
        p.polls += 1;
      }
      return { status: 200, body: view(p) };
    }
    return { status: 405, body: { detail: 'Method not allowed' } };
  });
  return Object.assign(server, { predictions });
}

/** What one fal endpoint does: `submit` answers that status instead of 200; status walks `steps`; the result is `result`. */
export interface FalPlan {
  submit?: number;
  steps: ('IN_QUEUE' | 'IN_PROGRESS' | 'COMPLETED')[];
  result: { status: number; body: unknown };
}

interface FalRequest {
  id: string;
  endpoint: string;
  app: string;
  input: unknown;
  polls: number;
  status: string;
  cancelled: boolean;
}

/**
 * fal.ai's queue API: `POST /{endpoint id}` answers `{ request_id, status_url, response_url,
 * cancel_url }`; `GET /{owner}/{app}/requests/{id}/status`, `GET .../requests/{id}` and
 * `PUT .../requests/{id}/cancel` name the app without the endpoint's sub-path, as fal does;
 * `Authorization: Key <key>` or 401.
 */
export function fakeFal(
  key: string,
  plans: Record<string, FalPlan>,
): Loopback & { requests: Map<string, FalRequest> } {
  const requests = new Map<string, FalRequest>();
  const server: Loopback = new Loopback(({ method, path, headers, body }) => {
    if (headers.authorization !== `Key ${key}`)
      return { status: 401, body: { detail: 'Invalid key' } };
    const at = /^\/([\w.-]+\/[\w.-]+)\/requests\/([\w-]+)(\/status|\/cancel)?$/.exec(path);
    if (at) {
      const r = requests.get(at[2]);
      // The app in the path must be the request's app: fal does not find it under another path.
      if (!r || r.app !== at[1]) return { status: 404, body: { detail: 'Request not found' } };
      const plan = plans[r.endpoint];
      if (method === 'GET' && at[3] === '/status') {
        if (!r.cancelled) r.status = plan.steps[Math.min(r.polls++, plan.steps.length - 1)];
        return {
          status: 200,
          body: {
            status: r.status,
            request_id: r.id,
            response_url: `${server.url}/${r.app}/requests/${r.id}`,
            queue_position: r.status === 'IN_QUEUE' ? 0 : undefined,
          },
        };
      }
      if (method === 'GET' && !at[3])
        return r.status === 'COMPLETED'
          ? plan.result
          : { status: 400, body: { detail: 'Request is still in progress' } };
      if (method === 'PUT' && at[3] === '/cancel') {
        if (r.status === 'COMPLETED') return { status: 400, body: { status: 'ALREADY_COMPLETED' } };
        r.cancelled = true;
        return { status: 202, body: { status: 'CANCELLATION_REQUESTED' } };
      }
      return { status: 405, body: { detail: 'Method not allowed' } };
    }
    const endpoint = path.slice(1);
    const plan = plans[endpoint];
    if (method !== 'POST' || !plan)
      return { status: 404, body: { detail: 'Application not found' } };
    if (plan.submit)
      return {
        status: plan.submit,
        body: {
          detail: [{ loc: ['body', 'prompt'], msg: 'field required', type: 'value_error.missing' }],
        },
      };
    const app = endpoint.split('/').slice(0, 2).join('/');
    const r: FalRequest = {
      id: randomUUID(),
      endpoint,
      app,
      input: body,
      polls: 0,
      status: 'IN_QUEUE',
      cancelled: false,
    };
    requests.set(r.id, r);
    const base = `${server.url}/${app}/requests/${r.id}`;
    return {
      status: 200,
      body: {
        request_id: r.id,
        response_url: base,
        status_url: `${base}/status`,
        cancel_url: `${base}/cancel`,
        queue_position: 0,
      },
    };
  });
  return Object.assign(server, { requests });
}

/**
 * The boxes of an MP4 a video model answers, as far as outputs read them (ISO/IEC 14496-12):
 * ftyp, moov with a version-0 mvhd (timescale 1000) and one trak whose tkhd holds the picture
 * size in 16.16 fixed point, and an empty mdat.
 */
export function mp4(seconds: number, width: number, height: number): Buffer {
  const box = (type: string, ...parts: Buffer[]) => {
    const payload = Buffer.concat(parts);
    const head = Buffer.alloc(8);
    head.writeUInt32BE(payload.length + 8, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, payload]);
  };
  const matrix = Buffer.alloc(36);
  [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].forEach((v, i) =>
    matrix.writeUInt32BE(v, i * 4),
  );
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16);
  mvhd.writeUInt32BE(0x00010000, 20);
  mvhd.writeUInt16BE(0x0100, 24);
  matrix.copy(mvhd, 36);
  mvhd.writeUInt32BE(2, 96);
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(3, 0); // flags: enabled, in movie
  tkhd.writeUInt32BE(1, 12);
  tkhd.writeUInt32BE(Math.round(seconds * 1000), 20);
  matrix.copy(tkhd, 40);
  tkhd.writeUInt32BE(width * 0x10000, 76);
  tkhd.writeUInt32BE(height * 0x10000, 80);
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1')),
    box('moov', box('mvhd', mvhd), box('trak', box('tkhd', tkhd))),
    box('mdat'),
  ]);
}
