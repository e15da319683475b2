import { randomUUID } from 'node:crypto';
import {
  MemoryRateLimiter,
  PostgresRateLimiter,
  type RateLimiter,
} from '../../gateway/rate-limit/limiter';
import { clientAddress } from '../../gateway/rate-limit/policy';
import { forgetWindowsEndedBefore } from '../../gateway/data/rate-limit-store';
import { poolOf } from '../../lib/db/prisma';
import type { IncomingMessage } from 'node:http';
import { systemToken } from '../accounts';
import type { HttpAnswer } from '../harness';
import { platformFixture } from '../fixture';

// Counts shared through PostgreSQL, as with several gateway instances.
const LIMITS = { perMinute: 6, anonymousPerMinute: 10, store: 'postgres' as const };
const { p, t } = platformFixture({ rateLimit: LIMITS });

/**
 * Calls until the first 429 (at most twice the limit, in case a minute boundary resets the count
 * on the way); answers the refusal and the answer just before it.
 */
async function untilRefused(
  call: () => Promise<HttpAnswer>,
  limit: number,
): Promise<{ refused: HttpAnswer; before: HttpAnswer }> {
  let before: HttpAnswer | undefined;
  for (let i = 0; i <= 2 * limit + 1; i++) {
    const answer = await call();
    if (answer.status === 429) return { refused: answer, before: before! };
    expect(Number(answer.headers['ratelimit-limit'])).toBe(limit);
    before = answer;
  }
  throw new Error('never refused');
}

describe('rate limits at the gateway', () => {
  it('refuses a signed-in caller past its limit with 429 RATE_LIMITED and Retry-After, on REST and GraphQL alike', async () => {
    const { refused, before } = await untilRefused(
      () => p.rest('GET', '/auth/v1/me', { token: t.user.token }),
      LIMITS.perMinute,
    );
    expect(before.headers['ratelimit-remaining']).toBe('0');
    expect(refused.body).toMatchObject({
      data: null,
      error: { code: 'RATE_LIMITED', http: 429 },
      meta: { request_id: expect.any(String) },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const graphql = await p.graphql('{ me { id } }', {}, { token: t.user.token });
    if (graphql.status === 429) {
      expect(graphql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
      expect(graphql.headers['retry-after']).toBeDefined();
    } else {
      // A minute boundary passed: the new window counts from 1 again.
      expect(graphql.headers['ratelimit-remaining']).toBe(String(LIMITS.perMinute - 1));
    }
  });

  it('counts each caller apart, and does not limit the system role', async () => {
    const other = await p.rest('GET', '/auth/v1/me', { token: t.organizer.token });
    expect(other.status).toBe(200);
    for (let i = 0; i < LIMITS.perMinute + 2; i++) {
      const system = await p.rest('GET', '/auth/v1/teams', { token: systemToken(t.tenantId) });
      expect(system.status).toBe(200);
      expect(system.headers['ratelimit-limit']).toBeUndefined();
    }
  });

  it('limits requests without a token by client address (login attempts)', async () => {
    const login = () =>
      p.rest('POST', '/auth/v1/login', {
        body: { email: t.user.email, password: 'not-the-password' },
      });
    const { refused, before } = await untilRefused(login, LIMITS.anonymousPerMinute);
    expect(before.status).toBe(401);
    expect(refused.body.error).toMatchObject({ code: 'RATE_LIMITED', http: 429 });
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe.each([
  ['memory', () => new MemoryRateLimiter(60_000)],
  ['postgres', () => new PostgresRateLimiter(poolOf(p.prisma), 60_000)],
])('the %s limiter', (_name, make: () => RateLimiter) => {
  it('allows `limit` requests per fixed window, then refuses until the next window', async () => {
    const limiter = make();
    const key = `test:${randomUUID()}`;
    const start = Math.floor(Date.now() / 60_000) * 60_000 + 60_000;
    expect(await limiter.take(key, 2, start + 1_000)).toEqual({
      allowed: true,
      limit: 2,
      remaining: 1,
      resetSeconds: 59,
    });
    expect(await limiter.take(key, 2, start + 2_000)).toEqual({
      allowed: true,
      limit: 2,
      remaining: 0,
      resetSeconds: 58,
    });
    expect(await limiter.take(key, 2, start + 30_500)).toEqual({
      allowed: false,
      limit: 2,
      remaining: 0,
      resetSeconds: 30,
    });
    expect(await limiter.take(key, 2, start + 60_000)).toEqual({
      allowed: true,
      limit: 2,
      remaining: 1,
      resetSeconds: 60,
    });
  });

  it('counts concurrent requests exactly', async () => {
    const limiter = make();
    const key = `test:${randomUUID()}`;
    const now = Math.floor(Date.now() / 60_000) * 60_000 + 120_000;
    const decisions = await Promise.all(
      Array.from({ length: 20 }, () => limiter.take(key, 12, now)),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(12);
  });
});

describe('the postgres limiter across gateway instances', () => {
  it('sees the requests another instance made (written within its flush interval) and never moves a window back', async () => {
    const a = new PostgresRateLimiter(poolOf(p.prisma), 60_000, 20);
    const b = new PostgresRateLimiter(poolOf(p.prisma), 60_000, 20);
    const key = `test:${randomUUID()}`;
    const start = Math.floor(Date.now() / 60_000) * 60_000 + 180_000;
    for (let i = 0; i < 4; i++) expect((await a.take(key, 6, start + 100)).allowed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await b.take(key, 6, start + 200)).toMatchObject({ allowed: true, remaining: 1 });
    expect(await b.take(key, 6, start + 300)).toMatchObject({ allowed: true, remaining: 0 });
    expect(await b.take(key, 6, start + 400)).toMatchObject({ allowed: false });
    // A late write for the window before does not disturb this one.
    const late = new PostgresRateLimiter(poolOf(p.prisma), 60_000, 20);
    await late.take(key, 6, start - 1_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const row = await p.prisma.rateLimitWindow.findUniqueOrThrow({ where: { key } });
    expect([row.windowStart.getTime(), row.count]).toEqual([start, 7]);
  });
});

describe.each([
  ['memory', () => new MemoryRateLimiter(60_000)],
  ['postgres', () => new PostgresRateLimiter(poolOf(p.prisma), 60_000, 20)],
])('the %s limiter giving counts back', (_name, make: () => RateLimiter) => {
  it('uncounts a request of the current window, and leaves an ended window alone', async () => {
    const limiter = make();
    const key = `test:${randomUUID()}`;
    const start = Math.floor(Date.now() / 60_000) * 60_000 + 600_000;
    await limiter.take(key, 2, start + 1_000);
    await limiter.take(key, 2, start + 2_000);
    await limiter.giveBack(key, start + 2_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await limiter.take(key, 2, start + 3_000)).toMatchObject({
      allowed: true,
      remaining: 0,
    });
    expect(await limiter.take(key, 2, start + 4_000)).toMatchObject({ allowed: false });
    // Given back after its window ended: the next window keeps its own count.
    await limiter.take(key, 2, start + 61_000);
    await limiter.giveBack(key, start + 5_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await limiter.take(key, 2, start + 62_000)).toMatchObject({
      allowed: true,
      remaining: 0,
    });
  });
});

describe('windows of several lengths in one table', () => {
  it('shares given-back counts between gateway instances', async () => {
    const a = new PostgresRateLimiter(poolOf(p.prisma), 60_000, 20);
    const b = new PostgresRateLimiter(poolOf(p.prisma), 60_000, 20);
    const key = `test:${randomUUID()}`;
    const start = Math.floor(Date.now() / 60_000) * 60_000 + 720_000;
    for (let i = 0; i < 3; i++) await a.take(key, 3, start + 100);
    await a.giveBack(key, start + 100);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await b.take(key, 3, start + 200)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('counts what a flush is still writing: requests during the write see it', async () => {
    const real = poolOf(p.prisma);
    // Every statement takes 300 ms, so the flush below is still in flight when the next requests come.
    const slow = {
      query: (async (...args: Parameters<typeof real.query>) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return (real.query as (...a: unknown[]) => Promise<unknown>)(...args);
      }) as typeof real.query,
    };
    const limiter = new PostgresRateLimiter(slow, 60_000, 10);
    const key = `test:${randomUUID()}`;
    const start = Math.floor(Date.now() / 60_000) * 60_000 + 840_000;
    await limiter.take(key, 3, start + 100);
    await limiter.take(key, 3, start + 200);
    await limiter.take(key, 3, start + 300);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await limiter.take(key, 3, start + 400)).toMatchObject({ allowed: false });
    await limiter.giveBack(key, start + 400);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await limiter.take(key, 3, start + 500)).toMatchObject({ allowed: false, remaining: 0 });
  });

  it('are swept each by its own length: an hour window still running stays, a minute window that ended goes', async () => {
    const now = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 7_200_000 + 30 * 60_000;
    const hour = `test:hour:${randomUUID()}`;
    const minute = `test:minute:${randomUUID()}`;
    await new PostgresRateLimiter(poolOf(p.prisma), 3_600_000).take(hour, 10, now);
    await new PostgresRateLimiter(poolOf(p.prisma), 60_000).take(minute, 10, now - 5 * 60_000);
    await forgetWindowsEndedBefore(poolOf(p.prisma), new Date(now - 60_000));
    const left = await p.prisma.rateLimitWindow.findMany({
      where: { key: { in: [hour, minute] } },
    });
    expect(left.map((row) => [row.key, row.windowMs])).toEqual([[hour, 3_600_000]]);
  });
});

describe('the client address of an anonymous caller', () => {
  const request = (peer: string, forwarded?: string) =>
    ({
      socket: { remoteAddress: peer },
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    }) as unknown as IncomingMessage;

  it('is the TCP peer unless proxies are trusted, so a client cannot pick its own bucket', () => {
    expect(clientAddress(request('10.0.0.9', '1.2.3.4'), 0)).toBe('10.0.0.9');
  });

  it('with trusted proxies, is the entry the outermost trusted proxy added', () => {
    expect(clientAddress(request('10.0.0.9', '1.2.3.4'), 1)).toBe('1.2.3.4');
    // The client forged "6.6.6.6"; the one proxy in front appended the real address.
    expect(clientAddress(request('10.0.0.9', '6.6.6.6, 1.2.3.4'), 1)).toBe('1.2.3.4');
    expect(clientAddress(request('10.0.0.9', '6.6.6.6, 1.2.3.4, 10.0.0.5'), 2)).toBe('1.2.3.4');
    expect(clientAddress(request('10.0.0.9'), 1)).toBe('10.0.0.9');
  });

  it('writes what it counted but had not shared when it closes, given-back requests too', async () => {
    // A flush interval no test waits out: only close() can write these counts.
    const stopping = new PostgresRateLimiter(poolOf(p.prisma), 60_000, 600_000);
    const key = `test:${randomUUID()}`;
    const start = Math.floor(Date.now() / 60_000) * 60_000 + 240_000;
    for (let i = 0; i < 5; i++) await stopping.take(key, 6, start + 100);
    await stopping.giveBack(key, start + 100);
    const before = await p.prisma.rateLimitWindow.findUniqueOrThrow({ where: { key } });
    expect(before.count).toBe(1);
    await stopping.close();
    const after = await p.prisma.rateLimitWindow.findUniqueOrThrow({ where: { key } });
    expect(after.count).toBe(4);
    const next = new PostgresRateLimiter(poolOf(p.prisma), 60_000, 20);
    expect(await next.take(key, 6, start + 200)).toMatchObject({ allowed: true, remaining: 1 });
  });
});
