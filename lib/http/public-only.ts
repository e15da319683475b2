import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent } from 'undici';
import { isPrivateAddress, privateLiteralHost } from './private-addresses';

export class PrivateTargetError extends Error {}

/** A host given as an IP literal is never looked up, so it is checked before any connection. */
export function refusePrivateLiteral(url: string): void {
  const host = privateLiteralHost(new URL(url));
  if (host) throw new PrivateTargetError(`${host} is a private address`);
}

/**
 * Resolves like the system does, then refuses the connection when any address is private. The
 * check is made on the very addresses the socket connects to, so a name that resolves to a
 * public address at registration and a private one later (DNS rebinding) is refused too.
 */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused)
      return callback(
        new PrivateTargetError(`${hostname} resolves to the private address ${refused.address}`),
        '',
        0,
      );
    if (options.all)
      return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

/** A connection pool that may only reach public addresses, with `options` (connections per origin, say) of its own. */
export function newPublicOnlyAgent(options: Agent.Options = {}): Agent {
  return new Agent({
    keepAliveTimeout: 10_000,
    ...options,
    connect: { ...options.connect, lookup: guardedLookup },
  });
}

/** The connection pool of requests that may only reach public addresses. */
export const publicOnlyAgent = newPublicOnlyAgent();
