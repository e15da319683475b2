import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { EventRow } from '../events/event-store';
import type { TicketTypeRow } from '../ticket-types/ticket-type-store';
import type { OrderView } from '../orders/order-store';
import type { TicketRow } from '../tickets/ticket-store';
import type { UserRef, ListingRef } from '../common/entity-refs';
import type { EventsContext } from '../common/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** ISO 8601 date-time in UTC. */
  DateTime: { input: string; output: Date | string; }
  _FieldSet: { input: unknown; output: unknown; }
};

export type BuyTicketsInput = {
  /** At most `quantity`, one per ticket in order. */
  attendees?: InputMaybe<Array<TicketAttendeeInput>>;
  /** 1 to the type's maxPerOrder. */
  quantity: Scalars['Int']['input'];
  /** Pay from this team's wallet (the buyer must be a member). */
  teamId?: InputMaybe<Scalars['ID']['input']>;
  ticketTypeId: Scalars['ID']['input'];
};

/** Who may share a cached answer, always within one tenant: everyone, callers of the same roles, one caller. */
export type CacheScope =
  | 'PRIVATE'
  | 'PUBLIC'
  | 'ROLE';

export type CancelEventInput = {
  /** Up to 1,000 characters; told to ticket holders. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type CheckInInput = {
  /** The code a ticket's QR image holds. */
  code: Scalars['String']['input'];
};

export type CreateEventInput = {
  /** 1 to 1,000,000. */
  capacity: Scalars['Int']['input'];
  coverImage?: InputMaybe<Scalars['String']['input']>;
  /** Up to 10,000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** After startsAt. */
  endsAt: Scalars['DateTime']['input'];
  /** 0 to 8,760; default 24. */
  refundCutoffHours?: InputMaybe<Scalars['Int']['input']>;
  /** Teams of the tenant whose members check tickets in. */
  staffTeamIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  startsAt: Scalars['DateTime']['input'];
  /** An IANA time zone name. */
  timezone: Scalars['String']['input'];
  /** 1 to 200 characters. */
  title: Scalars['String']['input'];
  venue: EventVenueInput;
};

export type CreateTicketTypeInput = {
  /** 1 to 100; default 10. */
  maxPerOrder?: InputMaybe<Scalars['Int']['input']>;
  /** 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** 0 to 1,000,000; 0 is free. Exactly one of priceCredits and pricing. */
  priceCredits?: InputMaybe<Scalars['Int']['input']>;
  /** The price as a pricing object (events v2); exactly one of priceCredits and pricing. */
  pricing?: InputMaybe<CreditPricingInput>;
  /** 1 to 1,000,000; all types of an event together at most its capacity. */
  quantity: Scalars['Int']['input'];
  /** Default: the event's startsAt; at latest its endsAt; after salesStart. */
  salesEnd?: InputMaybe<Scalars['DateTime']['input']>;
  /** Default: now. */
  salesStart?: InputMaybe<Scalars['DateTime']['input']>;
};

/**
 * An amount in platform credits, as events v2 answers money (docs/api/events.md, "Versions"):
 * credits carry no tax, so `tax` is 0 and `total` is `base`; `currency` is always `CRD`.
 */
export type CreditPricing = {
  __typename?: 'CreditPricing';
  base: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  tax: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A price in platform credits: `base` 0 to 1,000,000 (0 is free); `currency` CRD if given. */
export type CreditPricingInput = {
  base: Scalars['Int']['input'];
  currency?: InputMaybe<Scalars['String']['input']>;
};

/** An event of the tenant, with ticket types on sale once it is published. */
export type Event = {
  __typename?: 'Event';
  cancelReason?: Maybe<Scalars['String']['output']>;
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  capacity: Scalars['Int']['output'];
  /** A platform file key (upload through the media service). */
  coverImage?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  endsAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  organizer: User;
  organizerId: Scalars['ID']['output'];
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Holders may refund until startsAt minus this many hours. */
  refundCutoffHours: Scalars['Int']['output'];
  /** Teams whose members may check tickets in at the door. */
  staffTeamIds: Array<Scalars['ID']['output']>;
  startsAt: Scalars['DateTime']['output'];
  status: EventStatus;
  tenantId: Scalars['ID']['output'];
  /** The event's ticket types, oldest first. */
  ticketTypes: Array<TicketType>;
  /** IANA time zone name, e.g. Europe/Berlin: how the organizer shows the times. */
  timezone: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  venue: EventVenue;
};

export type EventConnection = {
  __typename?: 'EventConnection';
  edges: Array<EventEdge>;
  nodes: Array<Event>;
  pageInfo: PageInfo;
};

export type EventEdge = {
  __typename?: 'EventEdge';
  cursor: Scalars['String']['output'];
  node: Event;
};

/**
 * State machine (docs/api/events.md, "Events"): draft -publishTicketedEvent-> published -(endsAt passes)->
 * ended; cancelEvent from draft or published.
 */
export type EventStatus =
  | 'cancelled'
  | 'draft'
  | 'ended'
  | 'published';

/** Where an event takes place: a venue listing of the marketplace (lane portico), or an address. */
export type EventVenue = {
  __typename?: 'EventVenue';
  address?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2, upper case. */
  country?: Maybe<Scalars['String']['output']>;
  /** The marketplace listing, when the venue is one; resolved by the marketplace subgraph. */
  listing?: Maybe<Listing>;
  listingId?: Maybe<Scalars['ID']['output']>;
  name?: Maybe<Scalars['String']['output']>;
};

/** A venue: exactly one of `listingId` and the address (`name`, `address`, `city`, `country`). */
export type EventVenueInput = {
  /** 1 to 500 characters. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 100 characters. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** A marketplace listing of lane portico in the tenant. */
  listingId?: InputMaybe<Scalars['ID']['input']>;
  /** 1 to 200 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Marketplace listings live in the marketplace subgraph; a venue is a listing of lane `portico`,
 * and events contributes the listing's upcoming events (events/schema.graphql).
 */
export type Listing = {
  __typename?: 'Listing';
  id: Scalars['ID']['output'];
  /** How many published events at this venue have not ended (all of them, not only the first 20). */
  upcomingEventCount: Scalars['Int']['output'];
  /** Published events at this venue that have not ended, soonest first (at most `limit`, default 5, up to 20). */
  upcomingEvents: Array<Event>;
};


/**
 * Marketplace listings live in the marketplace subgraph; a venue is a listing of lane `portico`,
 * and events contributes the listing's upcoming events (events/schema.graphql).
 */
export type ListingUpcomingEventsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Buys tickets of a published event inside the type's sales window: 409 SOLD_OUT when the seats
   * are gone, 402 ERR_INSUFFICIENT_CREDITS when the wallet cannot pay; nothing is charged then.
   */
  buyTickets: TicketOrder;
  /**
   * draft|published -> cancelled; emits event.cancelled. Every valid ticket is cancelled and its
   * credits refunded exactly once, in the background, also after a restart.
   */
  cancelEvent: Event;
  /**
   * Checks a ticket in by its code: the event's organizer, an admin, or a member of a staff team.
   * A second scan is 409 ALREADY_CHECKED_IN naming when; a refunded or cancelled ticket 409
   * INVALID_STATE; a forged code or another tenant's 404.
   */
  checkInTicket: Ticket;
  /** A draft event organized by the caller (organizer or admin); emits event.created. */
  createEvent: Event;
  /** Adds a ticket type to a draft or published event (its organizer or an admin). */
  createTicketType: TicketType;
  /**
   * draft -> published, with at least one ticket type; emits event.published. (`publishEvent` is
   * integrations': it publishes a webhook-catalogue event.)
   */
  publishTicketedEvent: Event;
  /**
   * valid -> refunded: the holder until startsAt - refundCutoffHours, the organizer or an admin
   * while the event has not ended; credits back to the paying wallet exactly once, the seat back on sale.
   */
  refundTicket: Ticket;
  /** Changes a draft or published event (its organizer or an admin). */
  updateEvent: Event;
  /** Changes a ticket type of a draft or published event. */
  updateTicketType: TicketType;
};


export type MutationBuyTicketsArgs = {
  eventId: Scalars['ID']['input'];
  input: BuyTicketsInput;
};


export type MutationCancelEventArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<CancelEventInput>;
};


export type MutationCheckInTicketArgs = {
  input: CheckInInput;
};


export type MutationCreateEventArgs = {
  input: CreateEventInput;
};


export type MutationCreateTicketTypeArgs = {
  eventId: Scalars['ID']['input'];
  input: CreateTicketTypeInput;
};


export type MutationPublishTicketedEventArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRefundTicketArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateEventArgs = {
  id: Scalars['ID']['input'];
  input: UpdateEventInput;
};


export type MutationUpdateTicketTypeArgs = {
  id: Scalars['ID']['input'];
  input: UpdateTicketTypeInput;
};

/** Shared by every subgraph's connections, hence shareable. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Pass as `cursor` to get the next page; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  limit: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** One event: published, ended or cancelled ones for every signed-in user; drafts for their organizer and admins. */
  event: Event;
  /** Published events of the tenant that have not ended and match `q`, best first, after (`afterScore`, `afterKey`). */
  eventSearchHits: Array<ServiceSearchHit>;
  /** An event's counts for its organizer, admins and its staff teams. */
  eventTicketSales: TicketSales;
  /** The ticket types of an event the caller can see. */
  eventTicketTypes: Array<TicketType>;
  /** An event's tickets for its organizer and admins, newest first. */
  eventTickets: TicketConnection;
  /**
   * Events of the tenant, soonest first: published ones (and ended with `status`), optionally
   * starting from `from`, before `to`, in `city`, matching `q` in title or description; `mine`
   * lists the caller's own events in every status, drafts included.
   */
  events: EventConnection;
  /** One page of one of this service's report datasets (role system: the reports service). */
  eventsReportPage: ReportPage;
  /** The caller's tickets, newest first. */
  myTickets: TicketConnection;
  /** A ticket of the caller's, or of an event the caller organizes (admins: any of the tenant). */
  ticket: Ticket;
  /** The ticket's code as a QR image (PNG by default). */
  ticketQr: TicketQr;
};


export type QueryEventArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEventSearchHitsArgs = {
  afterKey?: InputMaybe<Scalars['String']['input']>;
  afterScore?: InputMaybe<Scalars['Float']['input']>;
  first: Scalars['Int']['input'];
  q: Scalars['String']['input'];
};


export type QueryEventTicketSalesArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryEventTicketTypesArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryEventTicketsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  eventId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<TicketStatus>;
};


export type QueryEventsArgs = {
  city?: InputMaybe<Scalars['String']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<EventStatus>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryEventsReportPageArgs = {
  input: ReportPageInput;
};


export type QueryMyTicketsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  eventId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<TicketStatus>;
};


export type QueryTicketArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTicketQrArgs = {
  format?: InputMaybe<TicketQrFormat>;
  id: Scalars['ID']['input'];
};

/** One page of a dataset's rows for the reports service (role system; docs/reports.md, Datasets). */
export type ReportPage = {
  __typename?: 'ReportPage';
  /** Pass as `after` for the next page; null after the last. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  rowCount: Scalars['Int']['output'];
  /** JSON text of an array of rows, each an array of the asked columns' values in order. */
  rowsJson: Scalars['String']['output'];
  /** Every row of the export, when `withTotal` asked for it. */
  total?: Maybe<Scalars['Int']['output']>;
};

/** Which page of which dataset, read as whom (docs/reports.md, Datasets). */
export type ReportPageInput = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  columns: Array<Scalars['String']['input']>;
  dataset: Scalars['String']['input'];
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** 1 to 10,000. */
  limit: Scalars['Int']['input'];
  /** own, listings or tenant. */
  scope: Scalars['String']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
  userId: Scalars['ID']['input'];
  withTotal?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A row that matches a search: its type (listing, venue or event), id, title, snippet and score (lib/search/hits.ts). */
export type ServiceSearchHit = {
  __typename?: 'ServiceSearchHit';
  id: Scalars['ID']['output'];
  score: Scalars['Float']['output'];
  snippet: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The event's counts now, then on every sale, refund, cancellation and check-in; ends when the
   * event is cancelled or ended. Served by the gateway over graphql-ws (docs/api/events.md, "Sales").
   */
  ticketSales: TicketSales;
};


export type SubscriptionTicketSalesArgs = {
  eventId: Scalars['ID']['input'];
};

export type Ticket = {
  __typename?: 'Ticket';
  attendeeEmail?: Maybe<Scalars['String']['output']>;
  attendeeName?: Maybe<Scalars['String']['output']>;
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  checkedInAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The signed code the QR image holds: shown to the holder, the event's organizer and admins
   * (null for anyone else), verified at check-in without the database.
   */
  code?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  event: Event;
  eventId: Scalars['ID']['output'];
  holder: User;
  holderId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  orderId: Scalars['ID']['output'];
  priceCredits: Scalars['Int']['output'];
  /** priceCredits as a pricing object (what events v2 answers). */
  pricing: CreditPricing;
  refundedAt?: Maybe<Scalars['DateTime']['output']>;
  status: TicketStatus;
  ticketType: TicketType;
  ticketTypeId: Scalars['ID']['output'];
};

export type TicketAttendeeInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 200 characters. */
  name: Scalars['String']['input'];
};

export type TicketConnection = {
  __typename?: 'TicketConnection';
  edges: Array<TicketEdge>;
  nodes: Array<Ticket>;
  pageInfo: PageInfo;
};

export type TicketEdge = {
  __typename?: 'TicketEdge';
  cursor: Scalars['String']['output'];
  node: Ticket;
};

/** One purchase of tickets of one type. */
export type TicketOrder = {
  __typename?: 'TicketOrder';
  buyerId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  eventId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** Credits per ticket. */
  priceCredits: Scalars['Int']['output'];
  /** totalCredits as a pricing object (what events v2 answers). */
  pricing: CreditPricing;
  quantity: Scalars['Int']['output'];
  status: TicketOrderStatus;
  /** The team whose wallet paid; null for the buyer's own wallet. */
  teamId?: Maybe<Scalars['ID']['output']>;
  ticketTypeId: Scalars['ID']['output'];
  tickets: Array<Ticket>;
  /** quantity x priceCredits. */
  totalCredits: Scalars['Int']['output'];
};

export type TicketOrderStatus =
  | 'failed'
  | 'paid'
  | 'pending';

/** A ticket's QR code image. */
export type TicketQr = {
  __typename?: 'TicketQr';
  /** The PNG in base64, or the SVG document. */
  body: Scalars['String']['output'];
  /** image/png or image/svg+xml. */
  contentType: Scalars['String']['output'];
};

export type TicketQrFormat =
  | 'png'
  | 'svg';

/** An event's ticket counts now. */
export type TicketSales = {
  __typename?: 'TicketSales';
  /** Seats of the ticket types still on sale. */
  available: Scalars['Int']['output'];
  cancelled: Scalars['Int']['output'];
  capacity: Scalars['Int']['output'];
  checkedIn: Scalars['Int']['output'];
  eventId: Scalars['ID']['output'];
  refunded: Scalars['Int']['output'];
  /** Credits of the tickets sold and not given back. */
  revenueCredits: Scalars['Int']['output'];
  /** Tickets valid or checked in. */
  sold: Scalars['Int']['output'];
  /** The event's status: the subscription ends once it is cancelled or ended. */
  status: EventStatus;
};

/**
 * valid -checkInTicket-> checked_in; valid -refundTicket-> refunded; valid -(event cancelled)->
 * cancelled (docs/api/events.md, "Tickets").
 */
export type TicketStatus =
  | 'cancelled'
  | 'checked_in'
  | 'refunded'
  | 'valid';

export type TicketType = {
  __typename?: 'TicketType';
  /** quantity - sold. */
  available: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  eventId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  maxPerOrder: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Credits per ticket; 0 is free. */
  priceCredits: Scalars['Int']['output'];
  /** The price per ticket as a pricing object (what events v2 answers). */
  pricing: CreditPricing;
  quantity: Scalars['Int']['output'];
  salesEnd: Scalars['DateTime']['output'];
  salesStart: Scalars['DateTime']['output'];
  /** Seats taken (valid, checked-in and tickets being paid). */
  sold: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** Only the fields given change; draft and published events only. */
export type UpdateEventInput = {
  /** Never below the ticket types' quantities on sale. */
  capacity?: InputMaybe<Scalars['Int']['input']>;
  coverImage?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  refundCutoffHours?: InputMaybe<Scalars['Int']['input']>;
  staffTeamIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  venue?: InputMaybe<EventVenueInput>;
};

export type UpdateTicketTypeInput = {
  maxPerOrder?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Only while none is sold. */
  priceCredits?: InputMaybe<Scalars['Int']['input']>;
  /** The price as a pricing object (events v2), only while none is sold; not with priceCredits. */
  pricing?: InputMaybe<CreditPricingInput>;
  /** Never below sold. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  salesEnd?: InputMaybe<Scalars['DateTime']['input']>;
  salesStart?: InputMaybe<Scalars['DateTime']['input']>;
};

/**
 * Users live in the identity subgraph; events contributes the tickets a user holds
 * (tickets/schema.graphql) and knows organizers and holders by id.
 */
export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
  /** The tickets this user holds, newest first: the user themself and admins only (others FORBIDDEN). */
  tickets?: Maybe<TicketConnection>;
};


/**
 * Users live in the identity subgraph; events contributes the tickets a user holds
 * (tickets/schema.graphql) and knows organizers and holders by id.
 */
export type UserTicketsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  eventId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<TicketStatus>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = {
  Event: Event;
  Listing: Listing;
  Ticket: Ticket;
  TicketType: TicketType;
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Event:
    ( { __typename: 'Event' }
    & GraphQLRecursivePick<FederationTypes['Event'], {"id":true}> );
  Listing:
    ( { __typename: 'Listing' }
    & GraphQLRecursivePick<FederationTypes['Listing'], {"id":true}> );
  Ticket:
    ( { __typename: 'Ticket' }
    & GraphQLRecursivePick<FederationTypes['Ticket'], {"id":true}> );
  TicketType:
    ( { __typename: 'TicketType' }
    & GraphQLRecursivePick<FederationTypes['TicketType'], {"id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  BuyTicketsInput: BuyTicketsInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  CacheScope: CacheScope;
  CancelEventInput: CancelEventInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  CheckInInput: CheckInInput;
  CreateEventInput: CreateEventInput;
  CreateTicketTypeInput: CreateTicketTypeInput;
  CreditPricing: ResolverTypeWrapper<CreditPricing>;
  CreditPricingInput: CreditPricingInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Event: ResolverTypeWrapper<EventRow>;
  EventConnection: ResolverTypeWrapper<Omit<EventConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['EventEdge']>, nodes: Array<ResolversTypes['Event']> }>;
  EventEdge: ResolverTypeWrapper<Omit<EventEdge, 'node'> & { node: ResolversTypes['Event'] }>;
  EventStatus: EventStatus;
  EventVenue: ResolverTypeWrapper<Omit<EventVenue, 'listing'> & { listing?: Maybe<ResolversTypes['Listing']> }>;
  EventVenueInput: EventVenueInput;
  Listing: ResolverTypeWrapper<ListingRef>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ReportPage: ResolverTypeWrapper<ReportPage>;
  ReportPageInput: ReportPageInput;
  ServiceSearchHit: ResolverTypeWrapper<ServiceSearchHit>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Ticket: ResolverTypeWrapper<TicketRow>;
  TicketAttendeeInput: TicketAttendeeInput;
  TicketConnection: ResolverTypeWrapper<Omit<TicketConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['TicketEdge']>, nodes: Array<ResolversTypes['Ticket']> }>;
  TicketEdge: ResolverTypeWrapper<Omit<TicketEdge, 'node'> & { node: ResolversTypes['Ticket'] }>;
  TicketOrder: ResolverTypeWrapper<OrderView>;
  TicketOrderStatus: TicketOrderStatus;
  TicketQr: ResolverTypeWrapper<TicketQr>;
  TicketQrFormat: TicketQrFormat;
  TicketSales: ResolverTypeWrapper<TicketSales>;
  TicketStatus: TicketStatus;
  TicketType: ResolverTypeWrapper<TicketTypeRow>;
  UpdateEventInput: UpdateEventInput;
  UpdateTicketTypeInput: UpdateTicketTypeInput;
  User: ResolverTypeWrapper<UserRef>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  BuyTicketsInput: BuyTicketsInput;
  ID: Scalars['ID']['output'];
  CancelEventInput: CancelEventInput;
  String: Scalars['String']['output'];
  CheckInInput: CheckInInput;
  CreateEventInput: CreateEventInput;
  CreateTicketTypeInput: CreateTicketTypeInput;
  CreditPricing: CreditPricing;
  CreditPricingInput: CreditPricingInput;
  DateTime: Scalars['DateTime']['output'];
  Event: EventRow;
  EventConnection: Omit<EventConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['EventEdge']>, nodes: Array<ResolversParentTypes['Event']> };
  EventEdge: Omit<EventEdge, 'node'> & { node: ResolversParentTypes['Event'] };
  EventVenue: Omit<EventVenue, 'listing'> & { listing?: Maybe<ResolversParentTypes['Listing']> };
  EventVenueInput: EventVenueInput;
  Listing: ListingRef;
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  Boolean: Scalars['Boolean']['output'];
  Query: Record<PropertyKey, never>;
  Float: Scalars['Float']['output'];
  ReportPage: ReportPage;
  ReportPageInput: ReportPageInput;
  ServiceSearchHit: ServiceSearchHit;
  Subscription: Record<PropertyKey, never>;
  Ticket: TicketRow;
  TicketAttendeeInput: TicketAttendeeInput;
  TicketConnection: Omit<TicketConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['TicketEdge']>, nodes: Array<ResolversParentTypes['Ticket']> };
  TicketEdge: Omit<TicketEdge, 'node'> & { node: ResolversParentTypes['Ticket'] };
  TicketOrder: OrderView;
  TicketQr: TicketQr;
  TicketSales: TicketSales;
  TicketType: TicketTypeRow;
  UpdateEventInput: UpdateEventInput;
  UpdateTicketTypeInput: UpdateTicketTypeInput;
  User: UserRef;
  Int: Scalars['Int']['output'];
};

export type CacheControlDirectiveArgs = {
  maxAge: Scalars['Int']['input'];
  scope?: Maybe<CacheScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = EventsContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type CreditPricingResolvers<ContextType = EventsContext, ParentType extends ResolversParentTypes['CreditPricing'] = ResolversParentTypes['CreditPricing']> = {
  base?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EventResolvers<ContextType = EventsContext, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event'], FederationReferenceType extends FederationReferenceTypes['Event'] = FederationReferenceTypes['Event']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Event']> | FederationReferenceType, FederationReferenceType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coverImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizer?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  organizerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  refundCutoffHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  staffTeamIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EventStatus'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ticketTypes?: Resolver<Array<ResolversTypes['TicketType']>, ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  venue?: Resolver<ResolversTypes['EventVenue'], ParentType, ContextType>;
};

export type EventConnectionResolvers<ContextType = EventsContext, ParentType extends ResolversParentTypes['EventConnection'] = ResolversParentTypes['EventConnection']> = {
  edges?: Resolver<Array<ResolversTypes['EventEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type EventEdgeResolvers<ContextType = EventsContext, ParentType extends ResolversParentTypes['EventEdge'] = ResolversParentTypes['EventEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
};

export type EventVenueResolvers<ContextType = EventsContext, ParentType extends ResolversParentTypes['EventVenue'] = ResolversParentTypes['EventVenue']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
  listingId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ListingResolvers<ContextType = EventsContext, ParentType extends ResolversParentTypes['Listing'] = ResolversParentTypes['Listing'], FederationReferenceType extends FederationReferenceTypes['Listing'] = FederationReferenceTypes['Listing']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Listing']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  upcomingEventCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upcomingEvents?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType, Partial<ListingUpcomingEventsArgs>>;
};

export type MutationResolvers<ContextType = EventsContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  buyTickets?: Resolver<ResolversTypes['TicketOrder'], ParentType, ContextType, RequireFields<MutationBuyTicketsArgs, 'eventId' | 'input'>>;
  cancelEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationCancelEventArgs, 'id'>>;
  checkInTicket?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<MutationCheckInTicketArgs, 'input'>>;
  createEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationCreateEventArgs, 'input'>>;
  createTicketType?: Resolver<ResolversTypes['TicketType'], ParentType, ContextType, RequireFields<MutationCreateTicketTypeArgs, 'eventId' | 'input'>>;
  publishTicketedEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationPublishTicketedEventArgs, 'id'>>;
  refundTicket?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<MutationRefundTicketArgs, 'id'>>;
  updateEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationUpdateEventArgs, 'id' | 'input'>>;
  updateTicketType?: Resolver<ResolversTypes['TicketType'], ParentType, ContextType, RequireFields<MutationUpdateTicketTypeArgs, 'id' | 'input'>>;
};

export type PageInfoResolvers<ContextType = EventsContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = EventsContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<QueryEventArgs, 'id'>>;
  eventSearchHits?: Resolver<Array<ResolversTypes['ServiceSearchHit']>, ParentType, ContextType, RequireFields<QueryEventSearchHitsArgs, 'first' | 'q'>>;
  eventTicketSales?: Resolver<ResolversTypes['TicketSales'], ParentType, ContextType, RequireFields<QueryEventTicketSalesArgs, 'eventId'>>;
  eventTicketTypes?: Resolver<Array<ResolversTypes['TicketType']>, ParentType, ContextType, RequireFields<QueryEventTicketTypesArgs, 'eventId'>>;
  eventTickets?: Resolver<ResolversTypes['TicketConnection'], ParentType, ContextType, RequireFields<QueryEventTicketsArgs, 'eventId'>>;
  events?: Resolver<ResolversTypes['EventConnection'], ParentType, ContextType, Partial<QueryEventsArgs>>;
  eventsReportPage?: Resolver<ResolversTypes['ReportPage'], ParentType, ContextType, RequireFields<QueryEventsReportPageArgs, 'input'>>;
  myTickets?: Resolver<ResolversTypes['TicketConnection'], ParentType, ContextType, Partial<QueryMyTicketsArgs>>;
  ticket?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<QueryTicketArgs, 'id'>>;
  ticketQr?: Resolver<ResolversTypes['TicketQr'], ParentType, ContextType, RequireFields<QueryTicketQrArgs, 'id'>>;
};

export type ReportPageResolvers<ContextType = EventsContext, ParentType extends ResolversParentTypes['ReportPage'] = ResolversParentTypes['ReportPage']> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsJson?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ServiceSearchHitResolvers<ContextType = EventsContext, ParentType extends ResolversParentTypes['ServiceSearchHit'] = ResolversParentTypes['ServiceSearchHit']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  snippet?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = EventsContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  ticketSales?: SubscriptionResolver<ResolversTypes['TicketSales'], "ticketSales", ParentType, ContextType, RequireFields<SubscriptionTicketSalesArgs, 'eventId'>>;
};

export type TicketResolvers<ContextType = EventsContext, ParentType extends ResolversParentTypes['Ticket'] = ResolversParentTypes['Ticket'], FederationReferenceType extends FederationReferenceTypes['Ticket'] = FederationReferenceTypes['Ticket']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Ticket']> | FederationReferenceType, FederationReferenceType, ContextType>;
  attendeeEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attendeeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  checkedInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  holder?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  holderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  priceCredits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pricing?: Resolver<ResolversTypes['CreditPricing'], ParentType, ContextType>;
  refundedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TicketStatus'], ParentType, ContextType>;
  ticketType?: Resolver<ResolversTypes['TicketType'], ParentType, ContextType>;
  ticketTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TicketConnectionResolvers<ContextType = EventsContext, ParentType extends ResolversParentTypes['TicketConnection'] = ResolversParentTypes['TicketConnection']> = {
  edges?: Resolver<Array<ResolversTypes['TicketEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Ticket']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type TicketEdgeResolvers<ContextType = EventsContext, ParentType extends ResolversParentTypes['TicketEdge'] = ResolversParentTypes['TicketEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType>;
};

export type TicketOrderResolvers<ContextType = EventsContext, ParentType extends ResolversParentTypes['TicketOrder'] = ResolversParentTypes['TicketOrder']> = {
  buyerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  priceCredits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pricing?: Resolver<ResolversTypes['CreditPricing'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TicketOrderStatus'], ParentType, ContextType>;
  teamId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ticketTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tickets?: Resolver<Array<ResolversTypes['Ticket']>, ParentType, ContextType>;
  totalCredits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TicketQrResolvers<ContextType = EventsContext, ParentType extends ResolversParentTypes['TicketQr'] = ResolversParentTypes['TicketQr']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TicketSalesResolvers<ContextType = EventsContext, ParentType extends ResolversParentTypes['TicketSales'] = ResolversParentTypes['TicketSales']> = {
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkedIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueCredits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EventStatus'], ParentType, ContextType>;
};

export type TicketTypeResolvers<ContextType = EventsContext, ParentType extends ResolversParentTypes['TicketType'] = ResolversParentTypes['TicketType'], FederationReferenceType extends FederationReferenceTypes['TicketType'] = FederationReferenceTypes['TicketType']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['TicketType']> | FederationReferenceType, FederationReferenceType, ContextType>;
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxPerOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCredits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pricing?: Resolver<ResolversTypes['CreditPricing'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salesEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  salesStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = EventsContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tickets?: Resolver<Maybe<ResolversTypes['TicketConnection']>, ParentType, ContextType, Partial<UserTicketsArgs>>;
};

export type Resolvers<ContextType = EventsContext> = {
  CreditPricing?: CreditPricingResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Event?: EventResolvers<ContextType>;
  EventConnection?: EventConnectionResolvers<ContextType>;
  EventEdge?: EventEdgeResolvers<ContextType>;
  EventVenue?: EventVenueResolvers<ContextType>;
  Listing?: ListingResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReportPage?: ReportPageResolvers<ContextType>;
  ServiceSearchHit?: ServiceSearchHitResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Ticket?: TicketResolvers<ContextType>;
  TicketConnection?: TicketConnectionResolvers<ContextType>;
  TicketEdge?: TicketEdgeResolvers<ContextType>;
  TicketOrder?: TicketOrderResolvers<ContextType>;
  TicketQr?: TicketQrResolvers<ContextType>;
  TicketSales?: TicketSalesResolvers<ContextType>;
  TicketType?: TicketTypeResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = EventsContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
