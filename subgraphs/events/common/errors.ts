import { codedErrorClass } from '../../../lib/errors';

/**
 * The events service's own codes (docs/api/events.md, "Errors") and their statuses: its contract,
 * which the gateway's code maps read (gateway/error-codes.ts).
 */
export const EVENTS_ERROR_STATUS = {
  /** The seats asked for are gone: nothing was reserved or charged. */
  SOLD_OUT: 409,
  /** A second scan of a ticket; the message names when it was checked in. */
  ALREADY_CHECKED_IN: 409,
} as const;

export type EventsCode = keyof typeof EVENTS_ERROR_STATUS;

/** A failure in the service's own codes: its status comes from the code. */
export const EventsError = codedErrorClass<EventsCode>('EventsError', EVENTS_ERROR_STATUS);
export type EventsError = InstanceType<typeof EventsError>;
