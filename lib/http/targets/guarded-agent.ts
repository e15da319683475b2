import { lookup as systemLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector, request } from 'undici';
import { classifyAddress, classifyHost } from './address-classes';
import { isRefused, privateTargetsAllowed } from './target-policy';

/*
 * The connect-time half of the address policy (target-policy.ts): every connection to a
 * caller-given URL goes through a pool whose connector judges the host again and, for a name, the
 * very addresses the socket will connect to. A name that resolved to a public address when the
 * URL was accepted and resolves to a private one now (DNS rebinding) is refused here.
 */

export class TargetRefusedError extends Error {
  override name = 'TargetRefusedError';
}

/** The refusal behind an error of a guarded request (undici may wrap the connector's error), else null. */
export function refusalOf(error: unknown): TargetRefusedError | null {
  if (error instanceof TargetRefusedError) return error;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause instanceof TargetRefusedError ? cause : null;
}

/** The host of a URL refused now (an IP literal or a local or metadata name), as an error; else null. */
function hostRefusal(hostname: string): TargetRefusedError | null {
  const host = classifyHost(hostname);
  return isRefused(host) ? new TargetRefusedError(`${hostname} is ${host.kind}`) : null;
}

/** A lookup (the system's unless given) that fails when any address of the name is refused. */
export function guardedLookup(resolve: LookupFunction = systemLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, answer) => {
      if (error) return callback(error, '', 0);
      const addresses = answer as unknown as LookupAddress[];
      const allowPrivate = privateTargetsAllowed();
      for (const { address } of addresses) {
        const host = classifyAddress(address);
        if (isRefused(host, allowPrivate))
          return callback(
            new TargetRefusedError(`${hostname} resolves to ${address}, ${host.kind}`),
            '',
            0,
          );
      }
      if (options.all)
        return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

export interface GuardedAgentOptions extends Agent.Options {
  /** How names resolve (the system's resolver unless given: tests give one of their own). */
  resolve?: LookupFunction;
}

/**
 * A connection pool for caller-given URLs, with `options` (connections per origin, say) of its
 * own. Its connector refuses an IP literal the policy refuses (the system never looks those up)
 * and resolves names through guardedLookup; keep-alive connections are reused as usual.
 */
export function newGuardedAgent({ resolve, ...options }: GuardedAgentOptions = {}): Agent {
  const connectOptions = typeof options.connect === 'object' ? options.connect : {};
  const connector = buildConnector({ ...connectOptions, lookup: guardedLookup(resolve) });
  return new Agent({
    keepAliveTimeout: 10_000,
    ...options,
    connect: (opts, callback) => {
      const refused = isIP(opts.hostname) ? hostRefusal(opts.hostname) : null;
      if (refused) return callback(refused, null);
      connector(opts, callback);
    },
  });
}

/** The pool of caller-given URLs that need no pool of their own. */
const guardedAgent = newGuardedAgent();

type RequestOptions = NonNullable<Parameters<typeof request>[1]>;

/**
 * undici's `request` to a caller-given URL under the address policy: the URL's host is judged
 * first (a refused one throws TargetRefusedError without connecting, even on a pooled
 * connection made before the policy changed), then the request goes through `agent`.
 */
export function guardedRequest(
  url: string,
  options: Omit<RequestOptions, 'dispatcher'> = {},
  agent: Agent = guardedAgent,
): ReturnType<typeof request> {
  const refused = hostRefusal(new URL(url).hostname);
  if (refused) return Promise.reject(refused);
  return request(url, { ...options, dispatcher: agent } as RequestOptions);
}
