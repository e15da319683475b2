import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/*
 * What a host of a caller-given URL is, for the address policy (docs/webhooks.md, "Private
 * networks (SSRF)"; docs/media-worker.md, "Sources"): `public`, `private` (refused when private
 * targets are refused, as in production) or `never` (link-local and cloud metadata, refused in
 * every mode), or a `name` that only its resolved addresses can judge (at connect time). The
 * input is a host as `new URL()` writes it (WHATWG parsing has already turned `2130706433`,
 * `0x7f.1`, `127.1` and `0177.0.0.1` into `127.0.0.1`, and `[::ffff:127.0.0.1]` into
 * `[::ffff:7f00:1]`) or an address a resolver answered.
 */

type Reach = 'public' | 'private' | 'never';

export interface HostClass {
  reach: Reach | 'name';
  /** What the host is, in the words a refusal uses ("a loopback address", "a local name"). */
  kind: string;
}

/**
 * Metadata services at addresses of their own, refused in development too: Alibaba Cloud's
 * (100.100.100.200), Azure's host node "WireServer" (168.63.129.16, a public address that only
 * Azure's VMs reach), Oracle Cloud Classic's (192.0.0.192) and AWS's instance services over IPv6
 * (fd00:ec2::254 for the metadata, with DNS and time beside it in fd00:ec2::/64). Those at
 * 169.254.169.254 (AWS, Google Cloud, Azure, Oracle, DigitalOcean, OpenStack) and AWS's task
 * metadata at 169.254.170.2 are link-local, refused as such.
 */
const METADATA_V4 = ['100.100.100.200/32', '168.63.129.16/32', '192.0.0.192/32'].map((cidr) =>
  ipaddr.IPv4.parseCIDR(cidr),
);
const METADATA_V6 = [ipaddr.IPv6.parseCIDR('fd00:ec2::/64')];

/** Metadata services' names (Google Cloud's, AWS's, Tencent Cloud's): refused in every mode. */
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.tencentyun.com',
]);

/**
 * Names that never reach the public internet: `localhost` and `*.localhost` (RFC 6761, loopback),
 * `*.local` (RFC 6762, multicast DNS on the local link), `*.internal` (reserved by ICANN for
 * private use), `*.home.arpa` (RFC 8375), and single-label names (a search domain's hosts).
 */
function isLocalName(name: string): boolean {
  return (
    !name.includes('.') ||
    name === 'localhost' ||
    /\.(localhost|local|internal|home\.arpa)$/.test(name)
  );
}

const RANK: Record<Reach, number> = { public: 0, private: 1, never: 2 };
const worst = (classes: HostClass[]): HostClass =>
  classes.reduce((a, b) => (RANK[b.reach as Reach] > RANK[a.reach as Reach] ? b : a));

const IPV4_KIND: Partial<Record<string, string>> = {
  unspecified: 'the unspecified address',
  private: 'a private network address',
  loopback: 'a loopback address',
  carrierGradeNat: 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
};

function classifyIPv4(address: ipaddr.IPv4): HostClass {
  if (METADATA_V4.some((range) => address.match(range)))
    return { reach: 'never', kind: 'a cloud metadata address' };
  const range = address.range();
  if (range === 'linkLocal') return { reach: 'never', kind: 'a link-local address' };
  if (range === 'unicast') return { reach: 'public', kind: 'a public address' };
  return { reach: 'private', kind: IPV4_KIND[range] ?? 'a reserved address' };
}

const v4 = (bytes: number[]) => new ipaddr.IPv4(bytes);

/**
 * The IPv4 addresses an IPv6 address carries, which is where a connection to it goes: mapped
 * (::ffff:a.b.c.d), translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::/96 and the local-use
 * 64:ff9b:1::/48), IPv4-compatible (::a.b.c.d, deprecated), 6to4 (2002:aabb:ccdd::) and Teredo
 * (the server's address, and the client's stored inverted).
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] {
  const bytes = address.toByteArray();
  const last = bytes.slice(12);
  const range = address.range();
  if (['ipv4Mapped', 'rfc6145', 'rfc6052'].includes(range)) return [v4(last)];
  // IPv4-compatible; :: and ::1 are not (RFC 4291).
  if (bytes.slice(0, 12).every((b) => b === 0) && last[0] + last[1] + last[2] > 0)
    return [v4(last)];
  if (range === '6to4') return [v4(bytes.slice(2, 6))];
  if (range === 'teredo') return [v4(bytes.slice(4, 8)), v4(last.map((b) => b ^ 0xff))];
  return [];
}

const IPV6_KIND: Partial<Record<string, string>> = {
  unspecified: 'the unspecified address',
  loopback: 'a loopback address',
  uniqueLocal: 'a unique-local address',
  multicast: 'a multicast address',
  deprecatedSiteLocal: 'a site-local address',
};

/** Ranges whose own reach is public: where they lead is decided by the IPv4 address they carry. */
const CARRIERS = new Set(['ipv4Mapped', 'rfc6052', '6to4']);
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
// A network's own NAT64 translator (RFC 8215): private whatever address it carries.
const LOCAL_NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b:1::/48');

function ownClass(address: ipaddr.IPv6): HostClass {
  const range = address.range();
  if (METADATA_V6.some((r) => address.match(r)))
    return { reach: 'never', kind: 'a cloud metadata address' };
  if (range === 'linkLocal') return { reach: 'never', kind: 'a link-local address' };
  if (address.match(LOCAL_NAT64)) return { reach: 'private', kind: 'a local-use NAT64 address' };
  if (CARRIERS.has(range) || (range === 'unicast' && address.match(GLOBAL_UNICAST)))
    return { reach: 'public', kind: 'a public address' };
  return { reach: 'private', kind: IPV6_KIND[range] ?? 'a reserved address' };
}

function classifyIPv6(address: ipaddr.IPv6): HostClass {
  const carried = embeddedIPv4(address)
    .map(classifyIPv4)
    .map((c) => (c.reach === 'public' ? c : { ...c, kind: `${c.kind} in IPv6 form` }));
  // On a tie the carried address names the kind: it is where the connection would go.
  return worst([...carried, ownClass(address)]);
}

/** An IP address (a resolver's answer, or a URL's host without brackets) classified. */
export function classifyAddress(address: string): HostClass {
  const bare = address.replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return { reach: 'private', kind: 'not an IP address' };
  return family === 4
    ? classifyIPv4(ipaddr.IPv4.parse(bare))
    : classifyIPv6(ipaddr.IPv6.parse(bare));
}

/**
 * A URL's hostname (as `new URL().hostname` writes it: IPv6 in brackets, lower case, a trailing
 * dot kept) classified: an IP literal by its address, a name by the rules above, else `name`.
 */
export function classifyHost(hostname: string): HostClass {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host.replace(/%.*$/, ''))) return classifyAddress(host);
  const name = host.toLowerCase().replace(/\.+$/, '');
  if (METADATA_NAMES.has(name)) return { reach: 'never', kind: 'a cloud metadata name' };
  if (name === '' || isLocalName(name)) return { reach: 'private', kind: 'a local name' };
  return { reach: 'name', kind: 'a name' };
}
