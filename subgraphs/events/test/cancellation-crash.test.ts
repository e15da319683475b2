import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createPrisma, type PrismaClient } from '../../../lib/db/prisma';
import { systemToken, TEST_PASSWORD } from '../../../test/accounts';
import type { TestPlatform } from '../../../test/harness';
import { withFreshDatabase } from '../../../test/fresh-database';
import { expectLedgerConsistent } from '../../../test/ledger';
import { compiledBuildDir, PlatformProcess } from '../../../test/platform-process';
import { waitFor } from '../../../test/wait';
import { eventInput } from './helpers';

// Two real platform processes, the first killed with SIGKILL while the settlement round is
// refunding a cancelled event's tickets (docs/api/events.md, "Tickets"): each start takes seconds.
jest.setTimeout(300_000);

const TICKETS = 100;

/** One GraphQL call to a platform process; fails the test on an error. */
async function gql(url: string, token: string, query: string, variables: object) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, any>; errors?: unknown[] }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are read field by field
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return Object.values(body.data!)[0];
}

const settledCount = (prisma: PrismaClient, eventId: string) =>
  prisma.ticket.count({ where: { eventId, status: 'cancelled', settledAt: { not: null } } });

it('a cancellation killed half way refunds every ticket exactly once after the restart', async () => {
  await withFreshDatabase(async (databaseUrl) => {
    const storageDir = mkdtempSync(join(tmpdir(), 'lanes-events-crash-'));
    const settings = {
      compiledDir: compiledBuildDir(),
      databaseUrl,
      storageDir,
      dataDir: join(storageDir, '.data'),
      env: {
        // Ten tickets a round, half a second apart: the kill lands between rounds' batches.
        EVENTS_SETTLEMENT_BATCH: '10',
        EVENTS_SETTLEMENT_PAUSE_MS: '500',
        EVENTS_SETTLEMENT_INTERVAL_MS: '200',
        RATE_LIMIT_PER_MINUTE: '0',
        RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
      },
    };
    const prisma = createPrisma(databaseUrl, 2);
    const first = new PlatformProcess(settings);
    try {
      await first.start();
      const email = `crash-${randomUUID().slice(0, 8)}@example.test`;
      const registered = await fetch(`${first.url}/auth/v1/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: TEST_PASSWORD, name: 'Org', tenantName: email }),
      });
      expect(registered.status).toBe(201);
      const { data } = (await registered.json()) as {
        data: { accessToken: string; user: { id: string }; tenant: { id: string } };
      };
      const [token, tenantId, userId] = [data.accessToken, data.tenant.id, data.user.id];
      await gql(
        first.url,
        systemToken(tenantId),
        'mutation($input: TopUpWalletInput!) { topUpWallet(input: $input) { wallet { balance } } }',
        { input: { userId, amount: TICKETS * 5, reference: 'crash test' } },
      );
      const event = await gql(
        first.url,
        token,
        'mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }',
        { input: eventInput() },
      );
      const type = await gql(
        first.url,
        token,
        `mutation($e: ID!, $input: CreateTicketTypeInput!) { createTicketType(eventId: $e, input: $input) { id } }`,
        { e: event.id, input: { name: 'Standard', priceCredits: 5, quantity: TICKETS } },
      );
      await gql(first.url, token, 'mutation($id: ID!) { publishTicketedEvent(id: $id) { id } }', {
        id: event.id,
      });
      for (let i = 0; i < TICKETS / 10; i++)
        await gql(
          first.url,
          token,
          `mutation($e: ID!, $input: BuyTicketsInput!) { buyTickets(eventId: $e, input: $input) { status } }`,
          { e: event.id, input: { ticketTypeId: type.id, quantity: 10 } },
        );
      await gql(first.url, token, 'mutation($id: ID!) { cancelEvent(id: $id) { status } }', {
        id: event.id,
      });

      await waitFor(async () => (await settledCount(prisma, event.id)) > 0, 30_000);
      await first.kill();
      const atKill = await settledCount(prisma, event.id);
      expect(atKill).toBeGreaterThan(0);
      expect(atKill).toBeLessThan(TICKETS);

      const second = new PlatformProcess(settings);
      try {
        await second.start();
        await waitFor(async () => (await settledCount(prisma, event.id)) === TICKETS, 60_000);
      } finally {
        await second.stop();
      }
      const reservations = await prisma.creditReservation.findMany({ where: { tenantId } });
      expect(reservations).toHaveLength(TICKETS);
      expect(reservations.every((r) => r.status === 'refunded')).toBe(true);
      const refunds = await prisma.walletEntry.groupBy({
        by: ['reservationId'],
        where: { tenantId, kind: 'refund' },
        _count: true,
      });
      expect(refunds).toHaveLength(TICKETS);
      expect(refunds.every((r) => r._count === 1)).toBe(true);
      const wallet = await prisma.wallet.findFirstOrThrow({ where: { tenantId, userId } });
      expect(wallet.balance).toBe(TICKETS * 5);
      expect((await prisma.ticketType.findUniqueOrThrow({ where: { id: type.id } })).sold).toBe(0);
      await expectLedgerConsistent({ prisma } as TestPlatform, tenantId);
    } finally {
      await first.kill();
      await prisma.$disconnect();
    }
  });
});
