import { platformFixture } from '../../../test/fixture';
import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { expectLedgerConsistent } from '../../../test/ledger';
import { fund } from '../../identity/test/wallets-helpers';
import { eventOnSale } from './helpers';
import { bought, buy, buyer, soldOf, ticketReservations } from './order-helpers';

// The oversell race (docs/api/events.md, "Orders"): 200 buyers at once for the last 50 seats.
const { p, t } = platformFixture();

jest.setTimeout(300_000);

const BUYERS = 200;
const SEATS_LEFT = 50;

it('200 concurrent buyers of the last 50 seats: exactly 50 tickets, the rest 409 SOLD_OUT', async () => {
  const { eventId, ticketTypeId } = await eventOnSale(p, t.organizer.token, {
    ticketType: { quantity: SEATS_LEFT + 10, priceCredits: 10 },
  });
  const early = await buyer(p, t, 100);
  await bought(p, early.token, eventId, ticketTypeId, 10);

  // Users written straight into identity's table with tokens signed as the platform signs them:
  // two hundred password hashes through the API would take minutes on a busy machine.
  const users = Array.from({ length: BUYERS }, () => {
    const id = randomUUID();
    return {
      id,
      tenantId: t.tenantId,
      email: `race-${id}@example.test`,
      name: 'Racer',
      roles: ['user'],
    };
  });
  await p.prisma.user.createMany({ data: users });
  for (let i = 0; i < BUYERS; i += 25)
    await Promise.all(users.slice(i, i + 25).map((u) => fund(p, t.tenantId, { userId: u.id }, 10)));
  const buyers = users.map((u) =>
    jwt.sign(
      { tenantId: t.tenantId, email: u.email, roles: ['user'], planTier: 'free' },
      process.env.JWT_SECRET!,
      { subject: u.id, expiresIn: 600 },
    ),
  );

  const outcomes = await Promise.all(buyers.map((token) => buy(p, token, eventId, ticketTypeId)));
  const codes = outcomes.map((o) => o.code ?? 'paid');
  const counts: Record<string, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  expect(counts).toEqual({ paid: SEATS_LEFT, SOLD_OUT: BUYERS - SEATS_LEFT });
  expect(outcomes.filter((o) => !o.code).every((o) => o.data.status === 'paid')).toBe(true);

  expect(await soldOf(p, ticketTypeId)).toBe(SEATS_LEFT + 10);
  const tickets = await p.prisma.ticket.groupBy({
    by: ['status'],
    where: { ticketTypeId },
    _count: true,
  });
  expect(tickets).toEqual([{ status: 'valid', _count: SEATS_LEFT + 10 }]);
  expect(await p.prisma.ticketOrder.count({ where: { ticketTypeId, status: 'pending' } })).toBe(0);
  // The losers never reached the wallet: one held reservation per ticket sold, nothing else.
  const reservations = await ticketReservations(p, t.tenantId);
  expect(reservations).toHaveLength(SEATS_LEFT + 10);
  expect(reservations.every((r) => r.status === 'reserved' && r.confirmBy === null)).toBe(true);
  await expectLedgerConsistent(p, t.tenantId);
});
