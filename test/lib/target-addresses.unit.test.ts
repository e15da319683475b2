import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupFunction } from 'node:net';
import { request } from 'undici';
import { classifyAddress, classifyHost } from '../../lib/http/targets/address-classes';
import {
  guardedLookup,
  guardedRequest,
  newGuardedAgent,
  refusalOf,
} from '../../lib/http/targets/guarded-agent';
import { privateTargetsAllowed, targetProblem } from '../../lib/http/targets/target-policy';

// The address policy's pure parts (lib/http/targets/): every spelling of a refused host, as a
// caller writes it in a URL, and the connect-time guard against a loopback server of the test's.

/** Runs `fn` with ALLOW_PRIVATE_TARGETS set to `value` (unset: the default, allowed outside production). */
async function withPolicy<T>(
  value: 'true' | 'false' | undefined,
  fn: () => T,
): Promise<Awaited<T>> {
  const before = process.env.ALLOW_PRIVATE_TARGETS;
  if (value === undefined) delete process.env.ALLOW_PRIVATE_TARGETS;
  else process.env.ALLOW_PRIVATE_TARGETS = value;
  try {
    return await fn();
  } finally {
    if (before === undefined) delete process.env.ALLOW_PRIVATE_TARGETS;
    else process.env.ALLOW_PRIVATE_TARGETS = before;
  }
}

const hostOf = (written: string) => new URL(`http://${written}/x`).hostname;

describe('the host classifier, on hosts as new URL() writes them', () => {
  it.each([
    // Loopback in every spelling WHATWG parsing turns into 127.0.0.1.
    ['127.0.0.1', 'a loopback address'],
    ['127.9.8.7', 'a loopback address'],
    ['2130706433', 'a loopback address'],
    ['0x7f000001', 'a loopback address'],
    ['0x7f.1', 'a loopback address'],
    ['127.1', 'a loopback address'],
    ['0177.0.0.1', 'a loopback address'],
    ['017700000001', 'a loopback address'],
    ['127.0.0.1.', 'a loopback address'],
    ['%31%32%37.0.0.1', 'a loopback address'],
    ['１２７.０.０.１', 'a loopback address'],
    ['[::1]', 'a loopback address'],
    ['[0:0:0:0:0:0:0:1]', 'a loopback address'],
    // IPv4 inside IPv6: mapped (written back as hex), translated, compatible, NAT64, 6to4, Teredo.
    ['[::ffff:127.0.0.1]', 'a loopback address in IPv6 form'],
    ['[::ffff:7f00:1]', 'a loopback address in IPv6 form'],
    ['[::ffff:0:127.0.0.1]', 'a loopback address in IPv6 form'],
    ['[::127.0.0.1]', 'a loopback address in IPv6 form'],
    ['[64:ff9b::127.0.0.1]', 'a loopback address in IPv6 form'],
    ['[64:ff9b:1::8.8.8.8]', 'a local-use NAT64 address'],
    ['[2002:7f00:1::]', 'a loopback address in IPv6 form'],
    ['[2001:0:4136:e378:8000:63bf:80ff:fffe]', 'a loopback address in IPv6 form'],
    ['[::ffff:10.0.0.1]', 'a private network address in IPv6 form'],
    // Private networks and the other ranges no public host is in.
    ['10.1.2.3', 'a private network address'],
    ['172.16.0.1', 'a private network address'],
    ['172.31.255.255', 'a private network address'],
    ['192.168.1.1', 'a private network address'],
    ['192.168.1', 'a private network address'],
    ['100.64.0.1', 'a carrier-grade NAT address'],
    ['0.0.0.0', 'the unspecified address'],
    ['0', 'the unspecified address'],
    ['[::]', 'the unspecified address'],
    ['192.0.2.10', 'a reserved address'],
    ['198.18.0.1', 'a reserved address'],
    ['240.0.0.1', 'a reserved address'],
    ['255.255.255.255', 'the broadcast address'],
    ['224.0.0.1', 'a multicast address'],
    ['[ff02::1]', 'a multicast address'],
    ['[fc00::1]', 'a unique-local address'],
    ['[fd12:3456::1]', 'a unique-local address'],
    ['[fec0::1]', 'a site-local address'],
    ['[2001:db8::1]', 'a reserved address'],
    ['[4000::1]', 'a reserved address'],
    // Names that never leave the machine or its network.
    ['localhost', 'a local name'],
    ['LOCALHOST', 'a local name'],
    ['localhost.', 'a local name'],
    ['api.localhost', 'a local name'],
    ['printer.local', 'a local name'],
    ['db.internal', 'a local name'],
    ['nas.home.arpa', 'a local name'],
    ['intranet', 'a local name'],
  ])('%s is private (%s)', (written, kind) => {
    expect(classifyHost(hostOf(written))).toEqual({ reach: 'private', kind });
  });

  it.each([
    ['169.254.169.254', 'a link-local address'],
    ['169.254.170.2', 'a link-local address'],
    ['2852039166', 'a link-local address'],
    ['0xa9.0xfe.0xa9.0xfe', 'a link-local address'],
    ['[fe80::1]', 'a link-local address'],
    ['[febf::1]', 'a link-local address'],
    ['[::ffff:169.254.169.254]', 'a link-local address in IPv6 form'],
    ['[64:ff9b::169.254.169.254]', 'a link-local address in IPv6 form'],
    ['[2002:a9fe:a9fe::]', 'a link-local address in IPv6 form'],
    ['100.100.100.200', 'a cloud metadata address'],
    ['168.63.129.16', 'a cloud metadata address'],
    ['192.0.0.192', 'a cloud metadata address'],
    ['[fd00:ec2::254]', 'a cloud metadata address'],
    ['[::ffff:100.100.100.200]', 'a cloud metadata address in IPv6 form'],
    ['metadata.google.internal', 'a cloud metadata name'],
    ['metadata.google.internal.', 'a cloud metadata name'],
    ['METADATA.GOOG', 'a cloud metadata name'],
    ['metadata', 'a cloud metadata name'],
    ['instance-data.ec2.internal', 'a cloud metadata name'],
  ])('%s is never reached (%s)', (written, kind) => {
    expect(classifyHost(hostOf(written))).toEqual({ reach: 'never', kind });
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '[2606:4700:4700::1111]',
    '[::ffff:8.8.8.8]',
    '[64:ff9b::8.8.8.8]',
  ])('%s is public', (written) => expect(classifyHost(hostOf(written)).reach).toBe('public'));

  it.each(['example.com', 'hooks.example.test', '127.0.0.1.nip.io', 'localhost.example.com'])(
    '%s is a name, judged by what it resolves to',
    (written) => expect(classifyHost(hostOf(written)).reach).toBe('name'),
  );

  it('classifies resolver answers, zone ids included', () => {
    expect(classifyAddress('fe80::1%eth0').reach).toBe('never');
    expect(classifyAddress('::ffff:127.0.0.1').reach).toBe('private');
    expect(classifyAddress('93.184.215.14').reach).toBe('public');
  });
});

describe('the creation-time check', () => {
  it('refuses private hosts when private targets are refused, link-local and metadata always', async () => {
    await withPolicy('false', () => {
      expect(targetProblem('http://2130706433/cat.png')).toBe(
        'must not point to a private network address (127.0.0.1 is a loopback address)',
      );
      expect(targetProblem('https://localhost./x')).toBe(
        'must not point to a private network address (localhost. is a local name)',
      );
      expect(targetProblem('https://hooks.example.test/in')).toBeNull();
    });
    await withPolicy('true', () => {
      expect(targetProblem('http://127.0.0.1:8080/cat.png')).toBeNull();
      expect(targetProblem('http://[::ffff:169.254.169.254]/latest')).toBe(
        'must not point to a link-local or cloud metadata address ([::ffff:a9fe:a9fe] is a link-local address in IPv6 form)',
      );
      expect(targetProblem('http://metadata.google.internal/computeMetadata/v1/')).toBe(
        'must not point to a link-local or cloud metadata address (metadata.google.internal is a cloud metadata name)',
      );
    });
  });

  it('reads one setting, refusing the ones it replaced', async () => {
    await withPolicy(undefined, () => expect(privateTargetsAllowed()).toBe(true));
    await withPolicy('maybe' as 'true', () =>
      expect(() => privateTargetsAllowed()).toThrow('ALLOW_PRIVATE_TARGETS must be true or false'),
    );
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = 'true';
    try {
      expect(() => privateTargetsAllowed()).toThrow(
        /WEBHOOK_ALLOW_PRIVATE_TARGETS was replaced by ALLOW_PRIVATE_TARGETS/,
      );
    } finally {
      delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
    }
  });
});

describe('the connect-time guard', () => {
  let server: Server;
  let port: number;
  let reached = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      reached++;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** A resolver that answers every name with `address` (no DNS is asked). */
  const answering =
    (address: string): LookupFunction =>
    (_hostname, _options, callback) =>
      (callback as unknown as (e: null, all: { address: string; family: number }[]) => void)(null, [
        { address, family: address.includes(':') ? 6 : 4 },
      ]);

  it('refuses a name that resolves to a refused address, and reaches it only when allowed', async () => {
    // A name the creation check lets through, whose resolver now answers loopback (DNS rebinding).
    const agent = newGuardedAgent({ resolve: answering('127.0.0.1') });
    const url = `http://rebound.example.test:${port}/`;
    const refused = await withPolicy('false', () =>
      guardedRequest(url, {}, agent).then(
        () => null,
        (error: unknown) => refusalOf(error)?.message,
      ),
    );
    expect([refused, reached]).toEqual([
      'rebound.example.test resolves to 127.0.0.1, a loopback address',
      0,
    ]);
    // The same request in development reaches the server: the refusal was the guard's doing.
    const allowed = await withPolicy('true', () => guardedRequest(url, {}, agent));
    expect([allowed.statusCode, await allowed.body.text(), reached]).toEqual([200, 'ok', 1]);
    await agent.close();
  });

  it('refuses IP literals and local names before connecting, a pooled connection too', async () => {
    const agent = newGuardedAgent();
    const warm = await withPolicy('true', () =>
      guardedRequest(`http://127.0.0.1:${port}/`, {}, agent),
    );
    await warm.body.dump();
    const before = reached;
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://localhost:${port}/`,
      `http://[::ffff:7f00:1]:${port}/`,
    ]) {
      const error = await withPolicy('false', () =>
        guardedRequest(url, {}, agent).then(
          () => null,
          (e: unknown) => refusalOf(e)?.message,
        ),
      );
      expect([url, error]).toEqual([
        url,
        expect.stringMatching(/ is a (loopback address|local name)/),
      ]);
    }
    expect(reached).toBe(before);
    await agent.close();
  });

  it("refuses an IP literal in the pool's own connector, whoever sends through it", async () => {
    const agent = newGuardedAgent();
    const before = reached;
    const error = await withPolicy('false', () =>
      request(`http://127.0.0.1:${port}/`, { dispatcher: agent }).then(
        () => null,
        (e: unknown) => refusalOf(e)?.message,
      ),
    );
    expect([error, reached - before]).toEqual(['127.0.0.1 is a loopback address', 0]);
    await agent.close();
  });

  it('refuses link-local and metadata answers in development too, without a socket', async () => {
    const lookup = guardedLookup(answering('169.254.169.254'));
    const failure = await withPolicy(
      'true',
      () =>
        new Promise<Error | null>((resolve) =>
          lookup('metadata.example.test', { all: true }, (error) => resolve(error)),
        ),
    );
    expect(failure?.message).toBe(
      'metadata.example.test resolves to 169.254.169.254, a link-local address',
    );
    const viaAgent = newGuardedAgent({ resolve: answering('fd00:ec2::254') });
    const error = await withPolicy('true', () =>
      guardedRequest('http://imds.example.test/latest', {}, viaAgent).then(
        () => null,
        (e: unknown) => refusalOf(e)?.message,
      ),
    );
    expect(error).toBe('imds.example.test resolves to fd00:ec2::254, a cloud metadata address');
    await viaAgent.close();
  });
});
