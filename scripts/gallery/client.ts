import { request } from 'undici';

interface JobOutput {
  url: string;
  width: number | null;
  height: number | null;
  contentType: string;
  durationSeconds: number | null;
  provider: string | null;
  method: string | null;
}

export interface Job {
  id: string;
  type: string;
  status: string;
  outputs: JobOutput[];
  creditsReserved: number | null;
  creditsCharged: number | null;
  error: { code: string; message: string } | null;
}

export interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown> & { id?: string };
    error?: { code: string; message: string; details?: unknown };
  };
}

const FINAL = new Set(['completed', 'failed', 'cancelled']);

/** The platform's public REST API as a client program uses it: a bearer token, JSON envelopes, signed file links. */
export class GalleryClient {
  private token = '';

  constructor(readonly gateway: string) {}

  async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    const res = await request(`${this.gateway}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.statusCode, body: (await res.body.json()) as Answer['body'] };
  }

  async login(email: string, password: string): Promise<void> {
    const answer = await this.call('POST', '/auth/v1/login', { email, password });
    if (answer.status !== 200) throw new Error(`login answered ${answer.status}`);
    this.token = String(answer.body.data?.accessToken);
  }

  async balance(): Promise<number> {
    const answer = await this.call('GET', '/auth/v1/wallet');
    return Number(answer.body.data?.balance ?? 0);
  }

  /** Uploads a picture through the files API (`POST /marketplace/v1/media`, a banner) and answers its link. */
  async upload(filename: string, contentType: string, data: Buffer): Promise<string> {
    const answer = await this.call('POST', '/marketplace/v1/media', {
      kind: 'banner',
      file: { filename, contentType, base64: data.toString('base64') },
    });
    if (answer.status !== 201)
      throw new Error(`upload answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return String(answer.body.data?.url);
  }

  /** Polls the job until it is completed, failed or cancelled. */
  async waitJob(id: string, timeoutMs = 20 * 60_000): Promise<Job> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const answer = await this.call('GET', `/media/v1/jobs/${id}`);
      const job = answer.body.data as unknown as Job;
      if (answer.status === 200 && FINAL.has(job.status)) return job;
      if (performance.now() > deadline) throw new Error(`job ${id} did not finish: ${job?.status}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  /** Downloads a signed link as answered (absolute, or a path of the gateway). */
  async download(url: string): Promise<Buffer> {
    const res = await request(new URL(url, this.gateway));
    const data = Buffer.from(await res.body.arrayBuffer());
    if (res.statusCode !== 200) throw new Error(`download answered ${res.statusCode}`);
    return data;
  }
}
