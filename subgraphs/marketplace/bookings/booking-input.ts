import { InputCheck } from '../../../lib/validation';
import {
  blankToNull,
  checkCurrency,
  checkMoney,
  MAX_MONEY,
  MAX_QUANTITY,
} from '../common/input-rules';
import { INITIAL_STATES } from './booking-machine';
import type { BookingStatus } from './booking-store';

interface PricingInput {
  base: number;
  tax?: number | null;
  total?: number | null;
  currency: string;
}

interface AttendeeInput {
  email: string;
  name?: string | null;
  phone?: string | null;
}

/** The version-free (REST v2) shape. */
export interface CreateBookingInput {
  listingId: string;
  pricing: PricingInput;
  attendee: AttendeeInput;
  status?: BookingStatus | null;
  quantity?: number | null;
  notes?: string | null;
}

/** REST v1's shape: one price (no tax, the listing's currency) and only an attendee e-mail. */
export interface CreateSimpleBookingInput {
  listingId: string;
  price: number;
  attendeeEmail: string;
  quantity?: number | null;
  notes?: string | null;
}

export interface CreateBookingGroupInput {
  listingId: string;
  pricing: PricingInput;
  attendees: AttendeeInput[];
  status?: BookingStatus | null;
  notes?: string | null;
}

interface Attendee {
  email: string;
  name: string | null;
  phone: string | null;
}

/** A checked booking request; each attendee becomes one booking with these terms. */
interface BookingTerms {
  listingId: string;
  status: 'draft' | 'pending';
  baseAmount: number;
  taxAmount: number;
  totalAmount: number;
  /** Null: the listing's currency (REST v1 sends none). */
  currency: string | null;
  attendees: Attendee[];
  quantity: number;
  notes: string | null;
}

/** What a check learned: the terms (meaningful only without problems) and the warnings. */
export interface Checked {
  terms: BookingTerms;
  warnings: string[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()\-.]+$/;
const MAX_GROUP_SIZE = 50;

const cents = (amount: number) => Math.round(amount * 100);

function checkPricing(check: InputCheck, pricing: PricingInput, warnings: string[]) {
  checkMoney(check, 'pricing.base', pricing.base);
  checkMoney(check, 'pricing.tax', pricing.tax);
  checkMoney(check, 'pricing.total', pricing.total);
  checkCurrency(check, 'pricing.currency', pricing.currency);
  const tax = pricing.tax ?? 0;
  const total = (cents(pricing.base) + cents(tax)) / 100;
  if (pricing.tax == null) warnings.push('pricing.tax omitted, defaults to 0');
  if (pricing.total == null)
    warnings.push(`pricing.total omitted, computed as base + tax = ${total.toFixed(2)}`);
  else if (cents(pricing.total) !== cents(total))
    check.problem('pricing.total', `must equal base + tax (${total.toFixed(2)})`);
  check.when(total > MAX_MONEY, 'pricing.total', `must be at most ${MAX_MONEY}`);
  return {
    baseAmount: pricing.base,
    taxAmount: tax,
    totalAmount: total,
    currency: pricing.currency,
  };
}

function checkAttendee(check: InputCheck, prefix: string, attendee: AttendeeInput): Attendee {
  const email = attendee.email.trim();
  check.text(`${prefix}.email`, attendee.email, { required: true, max: 254 });
  if (email && !EMAIL.test(email)) check.problem(`${prefix}.email`, 'must be an e-mail address');
  check.name(`${prefix}.name`, attendee.name, { max: 200 });
  const phone = blankToNull(attendee.phone);
  if (phone) {
    const digits = phone.replace(/\D/g, '').length;
    check.when(
      !PHONE.test(phone) || digits < 5 || phone.length > 32,
      `${prefix}.phone`,
      'must be a phone number: digits, spaces, ()-. and an optional leading +',
    );
  }
  return { email, name: blankToNull(attendee.name), phone };
}

function checkCommon(
  check: InputCheck,
  input: {
    listingId: string;
    status?: BookingStatus | null;
    quantity?: number | null;
    notes?: string | null;
  },
  warnings: string[],
) {
  check.uuid('listingId', input.listingId, { required: true });
  if (input.status == null) warnings.push('status omitted, defaults to pending');
  check.oneOf('status', input.status, INITIAL_STATES);
  check.number('quantity', input.quantity, { min: 1, max: MAX_QUANTITY, integer: true });
  check.text('notes', input.notes, { max: 2000 });
  return {
    listingId: input.listingId,
    status: input.status === 'draft' ? ('draft' as const) : ('pending' as const),
    quantity: input.quantity ?? 1,
    notes: blankToNull(input.notes),
  };
}

/** Checks a v2 booking, every problem into `check` (the caller decides when to fail). */
export function checkBooking(check: InputCheck, input: CreateBookingInput): Checked {
  const warnings: string[] = [];
  const common = checkCommon(check, input, warnings);
  const pricing = checkPricing(check, input.pricing, warnings);
  const attendee = checkAttendee(check, 'attendee', input.attendee);
  return { terms: { ...common, ...pricing, attendees: [attendee] }, warnings };
}

/** Checks a v1 booking: `price` is the total (no tax); the currency is the listing's. */
export function checkSimpleBooking(check: InputCheck, input: CreateSimpleBookingInput): Checked {
  const common = checkCommon(check, { ...input, status: 'pending' }, []);
  checkMoney(check, 'price', input.price);
  const email = input.attendeeEmail.trim();
  check.text('attendeeEmail', input.attendeeEmail, { required: true, max: 254 });
  if (email && !EMAIL.test(email)) check.problem('attendeeEmail', 'must be an e-mail address');
  const terms = {
    ...common,
    baseAmount: input.price,
    taxAmount: 0,
    totalAmount: input.price,
    currency: null,
  };
  return { terms: { ...terms, attendees: [{ email, name: null, phone: null }] }, warnings: [] };
}

/** Checks a group: 1 to 50 distinct attendees, each booked with the same per-attendee pricing. */
export function checkBookingGroup(check: InputCheck, input: CreateBookingGroupInput): Checked {
  const warnings: string[] = [];
  const common = checkCommon(check, input, warnings);
  const pricing = checkPricing(check, input.pricing, warnings);
  const count = input.attendees.length;
  check.when(
    count < 1 || count > MAX_GROUP_SIZE,
    'attendees',
    `must list 1 to ${MAX_GROUP_SIZE} attendees`,
  );
  const attendees = input.attendees.map((attendee, index) =>
    checkAttendee(check, `attendees.${index}`, attendee),
  );
  const seen = new Map<string, number>();
  attendees.forEach((attendee, index) => {
    const key = attendee.email.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined)
      check.problem(`attendees.${index}.email`, `repeats attendees.${first}.email`);
    else seen.set(key, index);
  });
  return { terms: { ...common, ...pricing, attendees }, warnings };
}
