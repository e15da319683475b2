import { randomUUID } from 'node:crypto';
import { platformFixture } from '../../../test/fixture';
import { expectLedgerConsistent } from '../../../test/ledger';
import { waitFor } from '../../../test/wait';
import { balanceOf } from '../../identity/test/wallets-helpers';
import { eventOnSale } from './helpers';
import { bought, buyer, soldOf } from './order-helpers';

// Purchases a stopped process left pending are finished by the settlement round after 30 s
// (docs/api/events.md, "Orders"): paid when every hold is still held, failed with the seats back when not.
const { p, t } = platformFixture();

jest.setTimeout(60_000);

const A_MINUTE_AGO = () => new Date(Date.now() - 60_000);

it('an order stopped after its holds were confirmed is paid by the round', async () => {
  const { eventId, ticketTypeId } = await eventOnSale(p, t.organizer.token);
  const user = await buyer(p, t, 30);
  const order = await bought(p, user.token, eventId, ticketTypeId, 2);
  // As a process killed between the confirm and the pay leaves it.
  await p.prisma.ticketOrder.update({
    where: { id: order.id },
    data: { status: 'pending', paidAt: null, createdAt: A_MINUTE_AGO() },
  });
  await p.prisma.ticket.updateMany({ where: { orderId: order.id }, data: { status: 'pending' } });
  await waitFor(
    async () =>
      (await p.prisma.ticketOrder.findUniqueOrThrow({ where: { id: order.id } })).status === 'paid',
    15_000,
  );
  const tickets = await p.prisma.ticket.findMany({ where: { orderId: order.id } });
  expect(tickets.map((x) => x.status)).toEqual(['valid', 'valid']);
  expect(await balanceOf(p, t.tenantId, user.userId)).toBe(10);
  expect(await soldOf(p, ticketTypeId)).toBe(2);
  await expectLedgerConsistent(p, t.tenantId);
});

it('an order stopped before its holds reached identity fails: seats back, nothing held', async () => {
  const { eventId, ticketTypeId } = await eventOnSale(p, t.organizer.token);
  const user = await buyer(p, t, 30);
  // As a process killed between the seat claim and the reserves leaves it.
  const orderId = randomUUID();
  const ticketIds = [randomUUID(), randomUUID()];
  await p.prisma.$transaction([
    p.prisma.ticketType.update({ where: { id: ticketTypeId }, data: { sold: { increment: 2 } } }),
    p.prisma.ticketOrder.create({
      data: {
        id: orderId,
        tenantId: t.tenantId,
        eventId,
        ticketTypeId,
        buyerId: user.userId,
        quantity: 2,
        priceCredits: 10,
        createdAt: A_MINUTE_AGO(),
      },
    }),
    p.prisma.ticket.createMany({
      data: ticketIds.map((id) => ({
        id,
        tenantId: t.tenantId,
        eventId,
        ticketTypeId,
        orderId,
        holderId: user.userId,
        priceCredits: 10,
        reservationId: `ticket-${id}`,
      })),
    }),
  ]);
  await waitFor(
    async () =>
      (await p.prisma.ticketOrder.findUniqueOrThrow({ where: { id: orderId } })).status ===
      'failed',
    15_000,
  );
  const tickets = await p.prisma.ticket.findMany({ where: { orderId } });
  expect(tickets.map((x) => x.status)).toEqual(['void', 'void']);
  expect(await soldOf(p, ticketTypeId)).toBe(0);
  expect(await balanceOf(p, t.tenantId, user.userId)).toBe(30);
  await expectLedgerConsistent(p, t.tenantId);
});
