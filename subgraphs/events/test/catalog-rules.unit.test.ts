import { ValidationError } from '../../../lib/errors';
import { nextState } from '../../../lib/state-machine';
import { checkCreate, checkUpdate, type CreateEventInput } from '../events/event-input';
import { eventMachine } from '../events/event-machine';
import { effectiveStatus } from '../events/event-status';
import type { EventRow } from '../events/event-store';
import { checkCreate as checkTicketType } from '../ticket-types/ticket-type-input';

/*
 * The catalog's pure rules (docs/api/events.md, "Events" and "Ticket types"): the event's moves
 * and the status it reads as, and the input checks' defaults and limits, worked out by hand.
 */

const input: CreateEventInput = {
  title: ' Gala ',
  startsAt: '2030-05-01T18:00:00.000Z',
  endsAt: '2030-05-01T22:00:00.000Z',
  timezone: 'Europe/Vienna',
  venue: { name: 'Hall', address: 'Ring 1', city: 'Wien', country: 'at' },
  capacity: 10,
};

/** The fields a check reports, sorted, or [] when it passes. */
function problems(run: () => unknown): string[] {
  try {
    run();
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.details!.map((d) => d.field).sort();
  }
}

const stored = { ...checkCreate(input), status: 'draft' } as EventRow;

describe('events', () => {
  it('publish from draft, cancel from draft or published; nothing moves a cancelled or ended event', () => {
    expect(nextState(eventMachine, 'draft', 'publish')).toBe('published');
    expect(nextState(eventMachine, 'published', 'cancel')).toBe('cancelled');
    expect(() => nextState(eventMachine, 'ended', 'cancel')).toThrow(
      'Cannot cancel an event that is ended',
    );
    expect(() => nextState(eventMachine, 'cancelled', 'publish')).toThrow();
  });

  it('reads a published event as ended from the instant its end passes', () => {
    const event = { status: 'published' as const, endsAt: new Date('2030-05-01T22:00:00Z') };
    expect(effectiveStatus(event, new Date('2030-05-01T21:59:59.999Z'))).toBe('published');
    expect(effectiveStatus(event, new Date('2030-05-01T22:00:00Z'))).toBe('ended');
    expect(effectiveStatus({ ...event, status: 'draft' }, new Date('2031-01-01'))).toBe('draft');
  });

  it('defaults the cutoff and description, trims, and answers the country upper case', () => {
    expect(checkCreate(input)).toMatchObject({
      title: 'Gala',
      description: '',
      refundCutoffHours: 24,
      venueCountry: 'AT',
      venueListingId: null,
      staffTeamIds: [],
    });
  });

  it('knows time zones and regions by name', () => {
    expect(problems(() => checkCreate({ ...input, timezone: 'UTC' }))).toEqual([]);
    expect(problems(() => checkCreate({ ...input, timezone: 'Europe/Atlantis' }))).toEqual([
      'timezone',
    ]);
    const venue = { ...input.venue, country: 'QQ' };
    expect(problems(() => checkCreate({ ...input, venue }))).toEqual(['venue.country']);
  });

  it('keeps a time sent alone after or before the stored other', () => {
    expect(problems(() => checkUpdate({ endsAt: '2030-05-01T18:00:00Z' }, stored))).toEqual([
      'endsAt',
    ]);
    expect(problems(() => checkUpdate({ startsAt: '2030-05-01T21:00:00Z' }, stored))).toEqual([]);
  });
});

describe('ticket types', () => {
  const now = new Date('2030-04-01T00:00:00Z');
  const type = { name: 'Floor', priceCredits: 0, quantity: 5 };

  it('sells from now until the event starts, 10 per order', () => {
    expect(checkTicketType(type, stored, now)).toEqual({
      ...type,
      salesStart: now,
      salesEnd: stored.startsAt,
      maxPerOrder: 10,
    });
  });

  it('ends sales by the event end at the latest, after they start', () => {
    const late = { ...type, salesEnd: '2030-05-01T22:00:00.001Z' };
    expect(problems(() => checkTicketType(late, stored, now))).toEqual(['salesEnd']);
    const early = { ...type, salesEnd: '2030-03-01T00:00:00Z' };
    expect(problems(() => checkTicketType(early, stored, now))).toEqual(['salesEnd']);
  });
});
