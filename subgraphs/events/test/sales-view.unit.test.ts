import type { EventRow } from '../events/event-store';
import { salesView } from '../sales/sales-rules';

const event = { id: 'e1', capacity: 100 } as EventRow;
const stored = {
  valid: 5,
  checkedIn: 2,
  refunded: 1,
  cancelled: 0,
  validCredits: 50,
  checkedInCredits: 20,
  seatsLeft: 40,
};

// What a door dashboard reads (subgraphs/events/sales/sales-rules.ts): sold is valid + checked in.
describe('ticket sales counts', () => {
  it('counts valid and checked-in tickets as sold, with their credits', () => {
    expect(salesView(event, 'published', stored)).toEqual({
      eventId: 'e1',
      status: 'published',
      capacity: 100,
      sold: 7,
      checkedIn: 2,
      refunded: 1,
      cancelled: 0,
      available: 40,
      revenueCredits: 70,
    });
  });

  it("counts a cancelled event's valid tickets as cancelled before the round refunds them", () => {
    expect(salesView(event, 'cancelled', stored)).toMatchObject({
      sold: 2,
      checkedIn: 2,
      cancelled: 5,
      available: 0,
      revenueCredits: 20,
    });
    // Once the round has cancelled them the counts are the same.
    const done = { ...stored, valid: 0, cancelled: 5, validCredits: 0, seatsLeft: 45 };
    expect(salesView(event, 'cancelled', done)).toEqual(salesView(event, 'cancelled', stored));
  });

  it('puts nothing on sale once the event has ended', () => {
    expect(salesView(event, 'ended', stored)).toMatchObject({ sold: 7, available: 0 });
  });
});
