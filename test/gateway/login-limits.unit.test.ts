import { failureCounts, longestWait } from '../../gateway/rate-limit/login-failures';
import { pairDigest } from '../../gateway/rate-limit/sign-in-addresses';
import { addressKey } from '../../lib/http/address-key';

// The pure parts of the login limits (docs/errors.md, "Rate limits"); the limits themselves are
// tested through the gateway (test/gateway/credential-limits.test.ts).
describe('the failure counts of one login', () => {
  const ids = { account: 'ACCOUNT', pair: 'PAIR' };

  it("are the pair's windows and the account's from a new address, each window allowing more", () => {
    expect(failureCounts(5, ids, false).map((c) => [c.key, c.limit])).toEqual([
      ['login-failures:pair:minute:PAIR', 5],
      ['login-failures:pair:quarter-hour:PAIR', 10],
      ['login-failures:pair:hour:PAIR', 20],
      ['login-failures:account:minute:ACCOUNT', 5],
      ['login-failures:account:quarter-hour:ACCOUNT', 10],
      ['login-failures:account:hour:ACCOUNT', 20],
    ]);
  });

  it("are the pair's alone from an address that signed in to the account lately", () => {
    const counts = failureCounts(3, ids, true);
    expect(counts.map((c) => [c.scope, c.window.windowMs, c.limit])).toEqual([
      ['pair', 60_000, 3],
      ['pair', 15 * 60_000, 6],
      ['pair', 60 * 60_000, 12],
    ]);
  });

  it('are answered by the longest wait among the windows that refuse', () => {
    const decision = (allowed: boolean, resetSeconds: number, scope: 'pair' | 'account') => ({
      allowed,
      resetSeconds,
      scope,
      limit: 5,
      remaining: 0,
    });
    expect(
      longestWait([
        decision(false, 20, 'pair'),
        decision(true, 900, 'pair'),
        decision(false, 40, 'account'),
      ]),
    ).toMatchObject({ resetSeconds: 40, scope: 'account' });
    expect(longestWait([decision(true, 20, 'pair')])).toBeUndefined();
  });
});

describe('the name of an (account, address) pair', () => {
  it('is a keyed digest of both, holding neither', () => {
    process.env.SUBGRAPH_SECRET ??= 'unit-test-secret-unit-test-secret';
    const digest = pairDigest('owner@example.test', '203.0.113.7');
    expect(digest).toMatch(/^[\w-]{43}$/);
    expect(digest).toBe(pairDigest('owner@example.test', '203.0.113.7'));
    expect(digest).not.toBe(pairDigest('owner@example.test', '203.0.113.8'));
    expect(digest).not.toBe(pairDigest('other@example.test', '203.0.113.7'));
  });
});

describe('a client address as the limits count it', () => {
  it('is an IPv4 address as it is, however it came', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it("is an IPv6 address's /64 network, in any spelling", () => {
    const network = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:DB8:1:2:aaaa:bbbb:cccc:dddd',
      '2001:db8:1:2::1.2.3.4',
    ])
      expect(addressKey(address)).toBe(network);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(network);
  });

  it('is anything else as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
