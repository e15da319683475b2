import { randomUUID } from 'node:crypto';
import { readCaughtMails, type CaughtMail } from '../../../lib/mail/caught-mails';
import { TEST_PASSWORD } from '../../../test/accounts';
import { restData } from '../../../test/answers';
import type { FieldProblem } from '../../../lib/errors';
import type { HttpAnswer, TestPlatform } from '../../../test/harness';
import { waitFor } from '../../../test/wait';

/** An address outside the platform, as a stranger would name one (the catcher takes every mail). */
export function outsideAddress(who: string): string {
  return `${who}-${randomUUID().slice(0, 8)}@outside.example`;
}

/** A self-served tenant: what anyone on the internet can make, its admin signed in and unverified. */
export async function signUp(p: TestPlatform, name = 'Admin') {
  const email = outsideAddress('founder');
  const data = restData(
    await p.rest('POST', '/auth/v1/register', {
      body: { email, password: TEST_PASSWORD, name, tenantName: `Tenant of ${email}` },
    }),
    201,
  );
  return {
    email,
    token: data.accessToken as string,
    userId: data.user.id as string,
    tenantId: data.tenant.id as string,
  };
}

/**
 * Waits until every event of the tenant was handled and every mail made of them was sent: the
 * in-process bus marks an outbox row published once its handlers (the notices, which store the
 * mails) have run, and the catcher has a mail on disk before it answers the sender. Then the
 * catcher holds every mail the tenant's actions will ever make.
 */
export async function mailsSettled(p: TestPlatform, tenantId: string): Promise<void> {
  await waitFor(
    async () =>
      (await p.prisma.outboxEvent.count({ where: { tenantId, publishedAt: null } })) === 0 &&
      (await p.prisma.mail.count({
        where: { tenantId, status: { in: ['queued', 'sending'] } },
      })) === 0,
    30_000,
    () => `the events and mails of tenant ${tenantId} did not settle`,
  );
}

/** The mails the catcher received for any of `addresses`. */
export async function mailsToAny(p: TestPlatform, addresses: Set<string>): Promise<CaughtMail[]> {
  const all = await readCaughtMails(p.mailDir);
  return all.filter((mail) => mail.envelope.rcptTo.some((to) => addresses.has(to)));
}

/** The code and field problems of a refusal, whether REST's envelope or GraphQL's first error says it. */
export function refusalOf(res: HttpAnswer): { code?: string; details: FieldProblem[] } {
  const error = res.body?.error ?? res.body?.errors?.[0]?.extensions;
  return { code: error?.code, details: error?.details ?? [] };
}

/** Spellings every name field refuses: header injection, control characters, markup (NUL: the gateway's own). */
export const REFUSED_NAMES = [
  'Eve\r\nBcc: x@y.example',
  'Eve\nBcc: x@y.example',
  'Tab\there',
  'Del\u007f',
  'Next\u0085line',
  'Line\u2028separator',
  'Reversed\u202eelpmaxe.live',
  '<img src=x onerror=alert(1)>',
  '<a href="https://evil.example">Claim your prize</a>',
  'Less < more',
  'More > less',
];

/** Quotes, accents and apostrophes are a name's own: accepted and kept as given. */
export const ACCEPTED_NAME = `Zoë "Zo" O'Brien-Łukasz`;
