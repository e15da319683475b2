import { BlockList, isIP } from 'node:net';
import { isProduction } from '../config';

// Addresses an outgoing request to a caller-given URL (a webhook, a recording to transcribe) must
// never reach from inside the platform: loopback, private networks,
// link-local (cloud metadata services), carrier-grade NAT, benchmarking, multicast and reserved.
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is one webhooks may not be sent to (IPv4-mapped IPv6 judged as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host of `url` when it is a private IP literal (no lookup needed to refuse it), else null. */
export function privateLiteralHost(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) && isPrivateAddress(host) ? host : null;
}

/** Whether caller-given URLs may reach private addresses: `variable` (`true`/`false`); by default in development only. */
export function allowPrivateTargetsFromEnv(variable = 'WEBHOOK_ALLOW_PRIVATE_TARGETS'): boolean {
  const value = process.env[variable];
  if (value === 'true' || value === 'false') return value === 'true';
  if (value) throw new Error(`${variable} must be true or false`);
  return !isProduction();
}
