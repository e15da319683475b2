import { isUuid } from '../../../lib/context';
import { InputCheck } from '../../../lib/validation';
import type { EventChanges, EventFields, EventRow } from './event-store';

/** A venue as GraphQL (and the REST body) gives it: a listing, or an address. */
interface EventVenueInput {
  listingId?: string | null;
  name?: string | null;
  address?: string | null;
  city?: string | null;
  country?: string | null;
}

/** A new event; times are ISO strings (the DateTime scalar has already read them). */
export interface CreateEventInput {
  title: string;
  description?: string | null;
  startsAt: string;
  endsAt: string;
  timezone: string;
  venue: EventVenueInput;
  capacity: number;
  coverImage?: string | null;
  refundCutoffHours?: number | null;
  staffTeamIds?: string[] | null;
}

export type UpdateEventInput = { [K in keyof CreateEventInput]?: CreateEventInput[K] | null };

const MAX_CAPACITY = 1_000_000;
/** A year: a cutoff longer than that is a typo. */
const MAX_REFUND_CUTOFF_HOURS = 8760;
const MAX_STAFF_TEAMS = 20;
const DEFAULT_REFUND_CUTOFF_HOURS = 24;
// Fields a PATCH may clear with null; null for any other is a problem, never a silent no-op.
const CLEARABLE = new Set<string>(['coverImage']);

type VenueFields = Pick<
  EventFields,
  'venueListingId' | 'venueName' | 'venueAddress' | 'venueCity' | 'venueCountry'
>;

/** A time zone the runtime knows by its IANA name (Intl refuses any other). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name.trim() === name && name.length > 0;
  } catch {
    return false;
  }
}

/** Exactly one of a listing and an address with name, address and city (country ISO alpha-2). */
function checkVenue(check: InputCheck, venue: EventVenueInput): VenueFields {
  const { listingId, name, address, city, country } = venue;
  const addressGiven = [name, address, city, country].some((v) => v !== undefined && v !== null);
  if (listingId !== undefined && listingId !== null) {
    check.when(addressGiven, 'venue', 'must be either a listingId or an address, not both');
    check.when(!isUuid(listingId), 'venue.listingId', 'must be a UUID');
    return {
      venueListingId: listingId.toLowerCase(),
      venueName: null,
      venueAddress: null,
      venueCity: null,
      venueCountry: null,
    };
  }
  check.text('venue.name', name, { required: true, max: 200 });
  check.text('venue.address', address, { required: true, max: 500 });
  check.text('venue.city', city, { required: true, max: 100 });
  check.country('venue.country', country, { required: true });
  return {
    venueListingId: null,
    venueName: name?.trim() ?? null,
    venueAddress: address?.trim() ?? null,
    venueCity: city?.trim() ?? null,
    venueCountry: country?.toUpperCase() ?? null,
  };
}

/** The checks of the fields create and update share, each when given. */
function checkFields(check: InputCheck, input: UpdateEventInput): void {
  check.text('title', input.title, { max: 200 });
  check.when(typeof input.title === 'string' && !input.title.trim(), 'title', 'must not be empty');
  check.text('description', input.description, { max: 10_000 });
  check.when(
    typeof input.timezone === 'string' && !isTimeZone(input.timezone),
    'timezone',
    'must be an IANA time zone name, for example Europe/Berlin',
  );
  check.number('capacity', input.capacity, { integer: true, min: 1, max: MAX_CAPACITY });
  check.text('coverImage', input.coverImage, { max: 500 });
  check.when(input.coverImage === '', 'coverImage', 'must not be empty (send null to clear it)');
  check.number('refundCutoffHours', input.refundCutoffHours, {
    integer: true,
    min: 0,
    max: MAX_REFUND_CUTOFF_HOURS,
  });
  const teams = input.staffTeamIds ?? [];
  check.when(
    teams.length > MAX_STAFF_TEAMS,
    'staffTeamIds',
    `must name at most ${MAX_STAFF_TEAMS} teams`,
  );
  check.when(!teams.every(isUuid), 'staffTeamIds', 'must be team ids (UUIDs)');
}

/** endsAt must come after startsAt, whichever of them the request sent. */
function checkTimes(check: InputCheck, startsAt: Date, endsAt: Date, sentEnd: boolean): void {
  if (endsAt.getTime() > startsAt.getTime()) return;
  if (sentEnd) check.problem('endsAt', `must be after startsAt (${startsAt.toISOString()})`);
  else check.problem('startsAt', `must be before endsAt (${endsAt.toISOString()})`);
}

const staffTeams = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/** Validates a new event, reporting every problem at once, and returns what to store. */
export function checkCreate(input: CreateEventInput): EventFields {
  const check = new InputCheck();
  checkFields(check, input);
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  checkTimes(check, startsAt, endsAt, true);
  const venue = checkVenue(check, input.venue);
  check.done();
  return {
    title: input.title.trim(),
    description: input.description ?? '',
    startsAt,
    endsAt,
    timezone: input.timezone,
    ...venue,
    capacity: input.capacity,
    coverImage: input.coverImage ?? null,
    refundCutoffHours: input.refundCutoffHours ?? DEFAULT_REFUND_CUTOFF_HOURS,
    staffTeamIds: staffTeams(input.staffTeamIds ?? []),
  };
}

/**
 * Validates a partial update against the stored event (a time sent alone must still fit the
 * stored other one) and returns the fields to write; a venue replaces the stored one whole.
 */
export function checkUpdate(input: UpdateEventInput, stored: EventRow): EventChanges {
  const check = new InputCheck();
  for (const [field, value] of Object.entries(input)) {
    check.when(value === null && !CLEARABLE.has(field), field, 'must not be null');
  }
  checkFields(check, input);
  const startsAt = input.startsAt ? new Date(input.startsAt) : undefined;
  const endsAt = input.endsAt ? new Date(input.endsAt) : undefined;
  if (startsAt || endsAt)
    checkTimes(check, startsAt ?? stored.startsAt, endsAt ?? stored.endsAt, !!endsAt);
  const venue = input.venue ? checkVenue(check, input.venue) : undefined;
  check.done();
  const changes: EventChanges = { ...venue };
  if (input.title != null) changes.title = input.title.trim();
  if (input.description != null) changes.description = input.description;
  if (startsAt) changes.startsAt = startsAt;
  if (endsAt) changes.endsAt = endsAt;
  if (input.timezone != null) changes.timezone = input.timezone;
  if (input.capacity != null) changes.capacity = input.capacity;
  if (input.coverImage !== undefined) changes.coverImage = input.coverImage;
  if (input.refundCutoffHours != null) changes.refundCutoffHours = input.refundCutoffHours;
  if (input.staffTeamIds != null) changes.staffTeamIds = staffTeams(input.staffTeamIds);
  return changes;
}

/** A cancellation's reason: up to 1,000 characters, blank is none. */
export function checkCancelReason(reason: string | null | undefined): string | null {
  new InputCheck().text('reason', reason, { max: 1000 }).done();
  return reason?.trim() || null;
}
