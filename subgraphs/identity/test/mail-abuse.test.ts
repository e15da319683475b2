import { NAME_PROBLEM } from '../../../lib/names';
import { TEST_PASSWORD } from '../../../test/accounts';
import { restData, restError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import type { HttpAnswer } from '../../../test/harness';
import { linkIn, waitForMails } from '../../../test/mail';
import { eventOnSale } from '../../events/test/helpers';
import { bought } from '../../events/test/order-helpers';
import { bookingInput } from '../../marketplace/test/bookings-helpers';
import { activeListing } from '../../marketplace/test/helpers';
import {
  ACCEPTED_NAME,
  mailsSettled,
  mailsToAny,
  outsideAddress,
  refusalOf,
  REFUSED_NAMES,
  signUp,
} from './mail-abuse-helpers';

/*
 * No mail relay (docs/api/identity.md, "Limits"; docs/notifications.md, "Recipients"): a stranger
 * with a fresh self-served tenant tries every way to make the platform mail addresses of its
 * choice, many times, and the development catcher counts what actually arrives. The platform runs
 * with its default mail limits (20 users added per tenant, 3 verification links per user, 5 reset
 * links per address, 10 account mails of a tenant in its first week, in any hour) and without the gateway's request limits, so the mail limits
 * alone are what holds.
 */
const { p, t } = platformFixture({ mailLimits: {} });

const PRIZE = 'Claim your prize at evil.example';

/** How many of the user's inbox notices are of `kind`. */
async function inboxCount(token: string, kind: string): Promise<number> {
  const list = restData(
    await p.rest('GET', '/notifications/v1/notifications?limit=100', { token }),
  ) as { kind: string }[];
  return list.filter((n) => n.kind === kind).length;
}

describe('a stranger with a fresh self-served tenant', () => {
  it('gets at most 10 mails to outside addresses in an hour, whatever it tries', async () => {
    const stranger = await signUp(p, PRIZE);
    const { token, tenantId } = stranger;
    const targets = new Set([stranger.email]);

    // Adding users, invited or with a password: each would mail the new address.
    for (let i = 0; i < 15; i++)
      for (const password of [undefined, TEST_PASSWORD]) {
        const email = outsideAddress('victim');
        targets.add(email);
        const body = { email, name: PRIZE, roles: ['user'], ...(password ? { password } : {}) };
        const refused = restError(
          await p.rest('POST', '/auth/v1/users', { token, body }),
          403,
          'FORBIDDEN',
        );
        expect(refused.message).toMatch(/^Verify your e-mail address before adding users/);
      }
    expect(await p.prisma.user.count({ where: { tenantId } })).toBe(1);

    // Verification links again: 3, then 429 with Retry-After, over REST and in GraphQL aliases.
    const resends = [];
    for (let i = 0; i < 6; i++)
      resends.push(await p.rest('POST', '/auth/v1/me/verification', { token }));
    expect(resends.map((r) => r.status)).toEqual([202, 202, 202, 429, 429, 429]);
    restError(resends[3], 429, 'RATE_LIMITED');
    expect(Number(resends[3].headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(resends[3].headers['retry-after'])).toBeLessThanOrEqual(3600);
    const aliases = Array.from(
      { length: 10 },
      (_, i) => `r${i}: requestEmailVerification { expiresAt }`,
    );
    const burst = await p.graphql(`mutation { ${aliases.join(' ')} }`, {}, { token });
    // Mutations run in order, and the first refusal of a non-null field ends the document.
    expect(burst.body.errors.length).toBeGreaterThan(0);
    for (const error of burst.body.errors)
      expect(error.extensions).toMatchObject({
        code: 'RATE_LIMITED',
        httpStatus: 429,
        retryAfter: expect.any(Number),
      });

    // Reset links for its own address: the same answer every time, at most 5 mails.
    for (let i = 0; i < 12; i++)
      restData(
        await p.rest('POST', '/auth/v1/password-reset', { body: { email: stranger.email } }),
        202,
      );

    // Teams and free tickets whose attendees are outside addresses: notices for the inbox only.
    for (let i = 0; i < 10; i++)
      restData(
        await p.rest('POST', '/auth/v1/teams', { token, body: { name: `${PRIZE} ${i}` } }),
        201,
      );
    const sale = await eventOnSale(p, token, { ticketType: { priceCredits: 0 } });
    for (let i = 0; i < 5; i++) {
      const email = outsideAddress('attendee');
      targets.add(email);
      await bought(p, token, sale.eventId, sale.ticketTypeId, 1, {
        attendees: [{ name: 'Guest', email }],
      });
    }

    await mailsSettled(p, tenantId);
    const unverified = await mailsToAny(p, targets);
    // Exactly what the limits allow, all to its own address: the sign-up link, 3 more, 5 resets.
    expect(unverified.map((m) => m.subject).sort()).toEqual([
      ...Array(4).fill('Confirm your e-mail address'),
      ...Array(5).fill('Reset your password'),
    ]);
    for (const mail of unverified) {
      expect(mail.envelope.rcptTo).toEqual([stranger.email]);
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('prize');
    }
    // The notices were made: they reached the inbox, not the unverified address.
    expect(await inboxCount(token, 'team_member_added')).toBe(10);
    expect(await inboxCount(token, 'tickets_purchased')).toBe(5);

    // The stranger owns its mailbox: verified, it may add users, but its tenant is new, and a new
    // tenant's mails in all are 10 in any hour (MAIL_NEW_TENANT_PER_HOUR).
    const [signUpMail] = await waitForMails(p.mailDir, stranger.email, {
      subject: 'Confirm your e-mail address',
    });
    const verifyToken = linkIn(signUpMail, '/account/verify-email').searchParams.get('token');
    restData(await p.rest('POST', '/auth/v1/verify-email', { body: { token: verifyToken } }));
    const adds: { email: string; answer: HttpAnswer }[] = [];
    for (let i = 0; i < 30; i++) {
      const email = outsideAddress('victim');
      targets.add(email);
      const body = { email, name: PRIZE, ...(i % 2 ? { password: TEST_PASSWORD } : {}) };
      adds.push({ email, answer: await p.rest('POST', '/auth/v1/users', { token, body }) });
    }
    expect(adds.map((a) => a.answer.status)).toEqual([201, ...Array(29).fill(429)]);
    expect(restError(adds[1].answer, 429, 'RATE_LIMITED').message).toMatch(
      /^Too many account e-mails for this organisation \(links sent, users added\): at most 10 an hour/,
    );
    // Its one added user (invited: no password) cannot ask for links; its own links are spent.
    restError(await p.rest('POST', '/auth/v1/me/verification', { token }), 429, 'RATE_LIMITED');

    await mailsSettled(p, tenantId);
    const mails = await mailsToAny(p, targets);
    expect(mails).toHaveLength(10);
    expect(mails.filter((m) => m.envelope.rcptTo[0] === adds[0].email)).toHaveLength(1);
    for (const mail of mails)
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('prize');
  });

  it('counts in any hour, not a fixed one: a link asked 59 minutes ago still counts', async () => {
    const { token, userId } = await signUp(p);
    for (let i = 0; i < 3; i++)
      restData(await p.rest('POST', '/auth/v1/me/verification', { token }), 202);
    const key = `verifications:${userId}`;
    const back = (minutes: number) =>
      p.prisma
        .$executeRaw`UPDATE "identity"."mail_sends" SET "sent_at" = "sent_at" - make_interval(mins => ${minutes}) WHERE "key" = ${key}`;
    await back(59);
    const refused = await p.rest('POST', '/auth/v1/me/verification', { token });
    restError(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    await back(2);
    restData(await p.rest('POST', '/auth/v1/me/verification', { token }), 202);
  });
});

describe('an honest tenant older than a week, whose admin verified its address', () => {
  it('adds users within the limit, 20 in an hour, and is refused past it with Retry-After', async () => {
    const admin = await signUp(p, 'Grace Hopper');
    await p.prisma.tenant.update({
      where: { id: admin.tenantId },
      data: { createdAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) },
    });
    const [signUpMail] = await waitForMails(p.mailDir, admin.email);
    const link = linkIn(signUpMail, '/account/verify-email');
    restData(
      await p.rest('POST', '/auth/v1/verify-email', {
        body: { token: link.searchParams.get('token') },
      }),
    );

    // 25 at once, invited or with a password: the tenant's count lets exactly 20 through.
    const invited = Array.from({ length: 25 }, (_, i) => ({
      email: outsideAddress('colleague'),
      name: `Colleague ${i}`,
      ...(i % 2 ? { password: TEST_PASSWORD } : {}),
    }));
    const answers = await Promise.all(
      invited.map((body) => p.rest('POST', '/auth/v1/users', { token: admin.token, body })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      const error = restError(answer, 429, 'RATE_LIMITED');
      expect(error.message).toMatch(
        /^Too many users added to this organisation: at most 20 an hour/,
      );
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(3500);
    }
    const gql = await p.graphql(
      'mutation($input: AddUserInput!) { addUser(input: $input) { id } }',
      { input: { email: outsideAddress('late'), name: 'Late' } },
      { token: admin.token },
    );
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', httpStatus: 429 });
    expect(await p.prisma.user.count({ where: { tenantId: admin.tenantId } })).toBe(21);

    // A verified admin's own notices are mailed; each added user got one mail, naming no one.
    restData(
      await p.rest('POST', '/auth/v1/teams', { token: admin.token, body: { name: 'Core' } }),
      201,
    );
    await mailsSettled(p, admin.tenantId);
    const added = new Set(invited.filter((_, i) => answers[i].status === 201).map((u) => u.email));
    const mails = await mailsToAny(p, added);
    expect(mails).toHaveLength(20);
    for (const mail of mails) expect(mail.text).not.toMatch(/Hello|Colleague/);
    const [team] = await waitForMails(p.mailDir, admin.email, { subject: 'You joined a team' });
    expect(team.text).toContain('Hello Grace Hopper,');
  });
});

describe('names of people and organisations', () => {
  const BUY = `mutation($eventId: ID!, $input: BuyTicketsInput!) {
    buyTickets(eventId: $eventId, input: $input) { tickets { attendeeName } } }`;
  const BOOK = `mutation($input: CreateBookingInput!) { createBooking(input: $input) { attendee { name } } }`;
  let sale: { eventId: string; ticketTypeId: string };
  let listingId: string;
  beforeAll(async () => {
    sale = await eventOnSale(p, t.organizer.token, { ticketType: { priceCredits: 0 } });
    listingId = (await activeListing(p, t.organizer.token)).id;
  });
  const register = (name: string, tenantName: string) =>
    p.rest('POST', '/auth/v1/register', {
      body: { email: outsideAddress('named'), password: TEST_PASSWORD, name, tenantName },
    });
  // Every place a name is taken: the request, the field a refusal names, where the name is kept.
  const FIELDS: {
    where: string;
    field: string;
    send(name: string): Promise<HttpAnswer>;
    kept(a: HttpAnswer): string;
  }[] = [
    {
      where: 'register',
      field: 'name',
      send: (n) => register(n, 'Names'),
      kept: (a) => a.body.data.user.name,
    },
    {
      where: 'register',
      field: 'tenantName',
      send: (n) => register('Named', n),
      kept: (a) => a.body.data.tenant.name,
    },
    {
      where: 'add-user',
      field: 'name',
      send: (name) =>
        p.rest('POST', '/auth/v1/users', {
          token: t.admin.token,
          body: { email: outsideAddress('added'), name },
        }),
      kept: (a) => a.body.data.name,
    },
    {
      where: 'create-team',
      field: 'name',
      send: (name) => p.rest('POST', '/auth/v1/teams', { token: t.admin.token, body: { name } }),
      kept: (a) => a.body.data.name,
    },
    {
      where: 'ticket order',
      field: 'attendees[0].name',
      send: (name) =>
        p.graphql(
          BUY,
          {
            eventId: sale.eventId,
            input: { ticketTypeId: sale.ticketTypeId, quantity: 1, attendees: [{ name }] },
          },
          { token: t.user.token },
        ),
      kept: (a) => a.body.data.buyTickets.tickets[0].attendeeName,
    },
    {
      where: 'booking',
      field: 'attendee.name',
      send: (name) =>
        p.graphql(
          BOOK,
          { input: bookingInput(listingId, { attendee: { email: 'ada@example.test', name } }) },
          { token: t.user.token },
        ),
      kept: (a) => a.body.data.createBooking.attendee.name,
    },
  ];

  it.each(FIELDS.map((f) => [`${f.where} ${f.field}`, f] as const))(
    '%s: 400 on the field for every refused spelling; quotes, accents and apostrophes kept',
    async (_label, { field, send, kept }) => {
      // NUL never reaches a service: the gateway refuses it in any body (docs/api/README.md).
      const nul = await send('Nul\u0000');
      expect([nul.status, refusalOf(nul).code]).toEqual([400, 'VALIDATION_FAILED']);
      for (const name of REFUSED_NAMES) {
        const answer = await send(name);
        expect([JSON.stringify(name), refusalOf(answer)]).toEqual([
          JSON.stringify(name),
          { code: 'VALIDATION_FAILED', details: [{ field, problem: NAME_PROBLEM }] },
        ]);
        if (answer.body?.error) expect(answer.status).toBe(400);
      }
      const accepted = await send(ACCEPTED_NAME);
      expect(refusalOf(accepted).code).toBeUndefined();
      expect(kept(accepted)).toBe(ACCEPTED_NAME);
    },
  );
});
