import { isProduction } from '../../config';
import { classifyHost, type HostClass } from './address-classes';

/*
 * The one address policy of every URL the platform fetches or posts to on a caller's behalf (a
 * media job's sources, a voice recording, a webhook endpoint and the report deliveries sent to
 * it): docs/webhooks.md, "Private networks (SSRF)". It is checked twice: on the URL when the job,
 * endpoint or request is created (targetProblem, a 400 on the field before any credit is held),
 * and on the addresses a name resolves to when the connection is made (guarded-agent.ts).
 */

/** The settings this one replaced: still set, they stop the service rather than be ignored. */
const REPLACED = [
  'WEBHOOK_ALLOW_PRIVATE_TARGETS',
  'MEDIA_ALLOW_PRIVATE_SOURCE_URLS',
  'AI_ALLOW_PRIVATE_AUDIO_URLS',
];

/**
 * Whether caller-given URLs may reach loopback and private networks (ALLOW_PRIVATE_TARGETS,
 * `true`/`false`; by default in development only, so local receivers and files work there).
 * Link-local and metadata addresses are refused either way. Read on every check: it is cheap,
 * and the policy then always is the environment's.
 */
export function privateTargetsAllowed(): boolean {
  const replaced = REPLACED.find((name) => process.env[name] !== undefined);
  if (replaced)
    throw new Error(
      `${replaced} was replaced by ALLOW_PRIVATE_TARGETS, which covers every URL the platform fetches (README, "Configuration")`,
    );
  const value = process.env.ALLOW_PRIVATE_TARGETS;
  if (value === 'true' || value === 'false') return value === 'true';
  if (value) throw new Error('ALLOW_PRIVATE_TARGETS must be true or false');
  return !isProduction();
}

/** Whether the policy refuses a host of this class now. */
export function isRefused(host: HostClass, allowPrivate = privateTargetsAllowed()): boolean {
  return host.reach === 'never' || (host.reach === 'private' && !allowPrivate);
}

/** The problem of a refused host, as a field's 400 says it. */
function refusalProblem(hostname: string, host: HostClass): string {
  const where =
    host.reach === 'never' ? 'a link-local or cloud metadata address' : 'a private network address';
  return `must not point to ${where} (${hostname} is ${host.kind})`;
}

/**
 * The creation-time check of a caller's absolute http(s) URL: the problem to report on its field
 * when its host is refused (an IP literal in any spelling, a local or metadata name), else null.
 * Other names are not looked up here: what they resolve to is checked on every connection, and
 * a lookup now would make creation wait for a nameserver the caller may control.
 */
export function targetProblem(url: string | URL): string | null {
  let parsed: URL;
  try {
    parsed = typeof url === 'string' ? new URL(url) : url;
  } catch {
    return null;
  }
  const host = classifyHost(parsed.hostname);
  return isRefused(host) ? refusalProblem(parsed.hostname, host) : null;
}
