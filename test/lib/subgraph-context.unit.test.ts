import jwt from 'jsonwebtoken';
import {
  reusedSubgraphContext,
  signSubgraphContext,
  verifySubgraphContext,
  type SubgraphIdentity,
} from '../../lib/auth/subgraph-context';
import { signingKeys } from '../../lib/auth/keys';

/*
 * The signed subgraph context (lib/auth/subgraph-context.ts): it names who calls and nothing of
 * one request, the gateway hands the same one out for half a minute, and a subgraph verifies each
 * text once, while every refusal of the full check still holds for a text it has cached.
 */
const caller = (id: string): SubgraphIdentity => ({
  tenantId: 'e6c5ae40-7b8b-4bd2-9d2e-4c5f5d0a7b11',
  caller: { id, email: `${id}@demo.test`, roles: ['user'], planTier: 'free' },
});
const keyOf = (identity: SubgraphIdentity) => JSON.stringify(identity);

let now = Date.parse('2026-11-28T03:00:00Z');
beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => now));
afterEach(() => jest.restoreAllMocks());

describe('the signed context', () => {
  it('signs the identity alone, whatever else the object carries', () => {
    const token = signSubgraphContext({
      ...caller('u1'),
      requestId: 'r1',
      traceId: 't1',
    } as SubgraphIdentity);
    const payload = jwt.decode(token) as { ctx: Record<string, unknown> };
    expect(Object.keys(payload.ctx).sort()).toEqual(['caller', 'tenantId']);
  });

  it('is handed out again for 30 s per identity, then signed anew', () => {
    const one = caller('u2');
    const first = reusedSubgraphContext(keyOf(one), () => one);
    now += 29_000;
    expect(reusedSubgraphContext(keyOf(one), () => one)).toBe(first);
    expect(reusedSubgraphContext(keyOf(caller('u3')), () => caller('u3'))).not.toBe(first);
    now += 2_000;
    const renewed = reusedSubgraphContext(keyOf(one), () => one);
    expect(renewed).not.toBe(first);
    expect(verifySubgraphContext(renewed)).toEqual(one);
  });
});

describe('a subgraph verifying it', () => {
  it('gives the same frozen identity for a text it has seen', () => {
    const token = signSubgraphContext(caller('u4'));
    const identity = verifySubgraphContext(token);
    expect(verifySubgraphContext(token)).toBe(identity);
    expect(Object.isFrozen(identity) && Object.isFrozen(identity.caller)).toBe(true);
    expect(() => (identity.caller!.roles as string[]).push('admin')).toThrow(TypeError);
  });

  it('refuses a cached text once it has expired', () => {
    const token = signSubgraphContext(caller('u5'));
    expect(verifySubgraphContext(token).caller!.id).toBe('u5');
    now += 61_000;
    expect(() => verifySubgraphContext(token)).toThrow('Requests must come through the gateway');
  });

  it("refuses a cached text's claims under another signature", () => {
    const token = signSubgraphContext(caller('u6'));
    verifySubgraphContext(token);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged').toString('base64url')}`;
    expect(() => verifySubgraphContext(forged)).toThrow('Requests must come through the gateway');
  });

  it('refuses a context signed with another key, or without a bounded lifetime', () => {
    const otherKey = jwt.sign({ ctx: caller('u7') }, 'not the subgraph secret', {
      algorithm: 'HS256',
      expiresIn: 60,
      audience: 'subgraph',
    });
    expect(() => verifySubgraphContext(otherKey)).toThrow('Requests must come through the gateway');
    const forEver = jwt.sign({ ctx: caller('u8') }, signingKeys().subgraph, {
      algorithm: 'HS256',
      audience: 'subgraph',
    });
    expect(() => verifySubgraphContext(forEver)).toThrow('Requests must come through the gateway');
    expect(() => verifySubgraphContext(undefined)).toThrow(
      'Requests must come through the gateway',
    );
  });
});
