import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { findVisibleEvent } from './access';
import { listEvents, upcomingEventCountAt, upcomingEventsAt } from './event-list-rules';
import { cancelEvent, createEvent, getEvent, publishEvent, updateEvent } from './event-rules';
import { effectiveStatus } from './event-status';

/** Events: create, read, list, change, publish, cancel; Listing.upcomingEvents. */
export const eventResolvers: Resolvers = {
  Query: {
    event: (_parent, { id }, context) => getEvent(context.deps, requireCaller(context), id),
    events: (_parent, args, context) => listEvents(context.deps, requireCaller(context), args),
  },
  Mutation: {
    createEvent: (_parent, { input }, context) =>
      createEvent(context.deps, requireCaller(context), input),
    updateEvent: (_parent, { id, input }, context) =>
      updateEvent(context.deps, requireCaller(context), id, input),
    publishTicketedEvent: (_parent, { id }, context) =>
      publishEvent(context.deps, requireCaller(context), id),
    cancelEvent: (_parent, { id, input }, context) =>
      cancelEvent(context.deps, requireCaller(context), id, input?.reason),
  },
  Event: {
    // Other subgraphs reference events by id: batched, scoped to the caller's tenant, and a draft
    // the caller may not see resolves to null exactly like an id that does not exist.
    __resolveReference: (reference, context) =>
      findVisibleEvent(context.deps, requireCaller(context), reference.id),
    // A published event whose end has passed reads as ended before the round writes it.
    status: (event, _args, context) => effectiveStatus(event, context.deps.clock.now()),
    // The organizer is identity's User; the gateway fetches its fields from there.
    organizer: (event) => ({ id: event.organizerId }),
    venue: (event) => ({
      listingId: event.venueListingId,
      listing: event.venueListingId ? { id: event.venueListingId } : null,
      name: event.venueName,
      address: event.venueAddress,
      city: event.venueCity,
      country: event.venueCountry,
    }),
  },
  Listing: {
    // A venue listing is the marketplace's; events only adds its upcoming events.
    __resolveReference: (reference) => ({ id: reference.id }),
    upcomingEvents: (listing, { limit }, context) => {
      requireCaller(context);
      return upcomingEventsAt(context.deps, listing.id, limit);
    },
    upcomingEventCount: (listing, _args, context) => {
      requireCaller(context);
      return upcomingEventCountAt(context.deps, listing.id);
    },
  },
};
