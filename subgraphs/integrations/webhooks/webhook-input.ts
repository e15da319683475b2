import { isProduction } from '../../../lib/config';
import { InputCheck } from '../../../lib/validation';
import { isEventType } from '../../../lib/events/catalog';
import { targetProblem } from '../../../lib/http/targets/target-policy';

const MAX_URL = 2048;
const MIN_SECRET = 16;
const MAX_SECRET = 256;
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

/**
 * https only, to a host the address policy allows (lib/http/targets/target-policy.ts: no
 * private address in any spelling, no local name in production; no link-local or metadata
 * address ever); plain http to this machine is allowed outside production, for local receivers.
 */
export function checkUrl(
  check: InputCheck,
  url: string | null | undefined,
  required: boolean,
): void {
  if (url === undefined || url === null) {
    if (required) check.problem('url', 'is required');
    return;
  }
  if (url.length > MAX_URL) {
    check.problem('url', `must be at most ${MAX_URL} characters`);
    return;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    check.problem('url', 'must be an absolute https URL');
    return;
  }
  if (parsed.username || parsed.password) check.problem('url', 'must not contain credentials');
  // What a name resolves to is judged when a delivery connects (it may resolve differently later).
  const refused = targetProblem(parsed);
  if (refused) {
    check.problem('url', refused);
    return;
  }
  if (parsed.protocol === 'https:') return;
  const localHttp = parsed.protocol === 'http:' && LOOPBACK_HOSTS.includes(parsed.hostname);
  if (!localHttp)
    check.problem(
      'url',
      'must use https (http is allowed only for localhost and 127.0.0.1 in development)',
    );
  else if (isProduction()) check.problem('url', 'must use https in production');
}

/** At least one known event type; repeats are dropped. */
export function checkEvents(
  check: InputCheck,
  events: (string | null)[] | null | undefined,
  required: boolean,
): string[] | undefined {
  if (events === undefined || events === null) {
    if (required) check.problem('events', 'is required');
    return undefined;
  }
  if (events.length === 0) check.problem('events', 'must name at least one event type');
  events.forEach((type, index) => {
    if (!isEventType(type))
      check.problem(
        `events[${index}]`,
        `unknown event type ${JSON.stringify(type)}; see docs/api/integrations.md, Events`,
      );
  });
  return [...new Set(events.filter(isEventType))];
}

export function checkSecret(check: InputCheck, secret: string | null | undefined): void {
  if (secret === undefined || secret === null) {
    check.problem('secret', 'is required');
    return;
  }
  // Not trimmed: the secret is key material, every character counts.
  if (secret.length < MIN_SECRET)
    check.problem('secret', `must be at least ${MIN_SECRET} characters`);
  if (secret.length > MAX_SECRET)
    check.problem('secret', `must be at most ${MAX_SECRET} characters`);
}
