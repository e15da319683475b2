import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ListingRow } from '../listings/listing-store';
import type { QuoteRow, QuoteOfferRow } from '../deals/quote-store';
import type { OrderRow } from '../deals/order-store';
import type { BookingRow, BookingGroupRow } from '../bookings/booking-store';
import type { ExhibitorSlotRow } from '../catalog/exhibitor-slot-store';
import type { SlotBookingRow } from '../catalog/slot-booking-store';
import type { ServiceTierRow } from '../catalog/service-tier-store';
import type { SponsorshipPackageRow } from '../catalog/sponsorship-package-store';
import type { RfpRow } from '../rfps/rfp-store';
import type { RfpMatchRow } from '../rfps/ranking-store';
import type { RfpAnswerRow } from '../rfps/answer-store';
import type { AiAssetRow } from '../ai-assets/ai-asset-store';
import type { MarketplaceMediaRow } from '../media/media-store';
import type { SellerPreferencesRow } from '../seller-preferences/preferences-store';
import type { MarketplaceHealthResult } from '../health/health-rules';
import type { DisputeRow, EvidenceRow } from '../disputes/dispute-store';
import type { CollaborationRow } from '../collaborations/collaboration-store';
import type { ListingAnalyticsResult, SellerAnalyticsResult, LaneAnalyticsResult, RankedLaneSeller } from '../analytics/analytics-rules';
import type { TopListingRow } from '../analytics/top-listings-store';
import type { MarketplaceContext } from '../common/context';
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
  /**
   * Any JSON value: a booking body exactly as a client sent it. validateBooking checks it against
   * CreateBookingInput itself, so that an invalid body is an answer rather than an error.
   */
  BookingBody: { input: unknown; output: unknown; }
  /** ISO 8601 date-time in UTC. */
  DateTime: { input: string; output: Date | string; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** A sellable model, prompt or dataset of a cortex-lane listing; prices are in the listing's currency. */
export type AiAsset = {
  __typename?: 'AiAsset';
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  /** File or serving format, for example safetensors, gguf, jsonl, csv. */
  format?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: AiAssetKind;
  /** Licence name or SPDX identifier, for example Apache-2.0 or commercial. */
  license: Scalars['String']['output'];
  /** Null when the caller can no longer see the listing. */
  listing?: Maybe<Listing>;
  listingId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  sellerId: Scalars['ID']['output'];
  /** Size of the asset in bytes. */
  sizeBytes?: Maybe<Scalars['Float']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['String']['output'];
};

export type AiAssetConnection = {
  __typename?: 'AiAssetConnection';
  edges: Array<AiAssetEdge>;
  nodes: Array<AiAsset>;
  pageInfo: PageInfo;
};

export type AiAssetEdge = {
  __typename?: 'AiAssetEdge';
  cursor: Scalars['String']['output'];
  node: AiAsset;
};

export type AiAssetKind =
  | 'dataset'
  | 'model'
  | 'prompt';

/** The metrics listings can be ranked by. */
export type AnalyticsMetric =
  | 'bookings'
  | 'rating'
  | 'revenue'
  | 'views';

export type AnswerRfpInput = {
  /** Greater than 0, two decimal places, in the RFP's currency. */
  amount: Scalars['Float']['input'];
  /** An active listing of the caller in the RFP's lane. */
  listingId: Scalars['ID']['input'];
  /** At most 2000 characters. */
  message?: InputMaybe<Scalars['String']['input']>;
};

export type BookExhibitorSlotInput = {
  /** Seats to book, 1 (the default) to 1000. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

export type Booking = {
  __typename?: 'Booking';
  attendee: BookingAttendee;
  /** attendee.email, as REST v1 knows it. */
  attendeeEmail: Scalars['String']['output'];
  buyer?: Maybe<User>;
  /** The caller who booked. */
  buyerId: Scalars['ID']['output'];
  cancellationReason?: Maybe<Scalars['String']['output']>;
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who cancelled: the buyer's or the seller's user id. */
  cancelledBy?: Maybe<Scalars['ID']['output']>;
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  confirmedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** pricing.currency. */
  currency: Scalars['String']['output'];
  /** Shared by the bookings of one group booking; null for single bookings. */
  groupId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  /** `status` in REST v1's vocabulary (draft reads as pending, completed as confirmed). */
  legacyStatus: LegacyBookingStatus;
  /** Null when the caller can no longer see the listing (paused, closed or deleted). */
  listing?: Maybe<Listing>;
  listingId: Scalars['ID']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  /** pricing.total: the one amount REST v1 knows, as `price`. */
  price: Scalars['Float']['output'];
  pricing: BookingPricing;
  /** Places booked (tickets, guests); the pricing is for all of them together. */
  quantity: Scalars['Int']['output'];
  seller?: Maybe<User>;
  /** The listing's seller. */
  sellerId: Scalars['ID']['output'];
  status: BookingStatus;
  /** When the booking reached pending (at creation unless it began as a draft). */
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type BookingAttendee = {
  __typename?: 'BookingAttendee';
  email: Scalars['String']['output'];
  name?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
};

export type BookingAttendeeInput = {
  /** An e-mail address, at most 254 characters. */
  email: Scalars['String']['input'];
  /** At most 200 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Digits, spaces, ()-. and an optional leading +; at least 5 digits, at most 32 characters. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type BookingConnection = {
  __typename?: 'BookingConnection';
  edges: Array<BookingEdge>;
  nodes: Array<Booking>;
  pageInfo: PageInfo;
};

export type BookingEdge = {
  __typename?: 'BookingEdge';
  cursor: Scalars['String']['output'];
  node: Booking;
};

/** Several attendees booked together on one listing; every booking carries the group's id. */
export type BookingGroup = {
  __typename?: 'BookingGroup';
  bookings: Array<Booking>;
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  listingId: Scalars['ID']['output'];
  size: Scalars['Int']['output'];
  /** Sum of the bookings' totals. */
  total: Scalars['Float']['output'];
};

/** Amounts in `currency`; total = base + tax. */
export type BookingPricing = {
  __typename?: 'BookingPricing';
  base: Scalars['Float']['output'];
  /** ISO 4217 code, for example USD. */
  currency: Scalars['String']['output'];
  tax: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
};

export type BookingPricingInput = {
  /** At least 0, two decimal places. */
  base: Scalars['Float']['input'];
  /** Three upper-case letters (ISO 4217). */
  currency: Scalars['String']['input'];
  /** At least 0, two decimal places; 0 when absent. */
  tax?: InputMaybe<Scalars['Float']['input']>;
  /** Computed as base + tax when absent; when sent it must equal base + tax. */
  total?: InputMaybe<Scalars['Float']['input']>;
};

export type BookingProblem = {
  __typename?: 'BookingProblem';
  /** The body field, with dots for nested fields and indexes for list items: attendee.email. */
  field: Scalars['String']['output'];
  problem: Scalars['String']['output'];
};

/**
 * draft -submit(buyer)-> pending -confirm(seller)-> confirmed -complete(seller)-> completed;
 * cancel (buyer or seller) from draft, pending or confirmed. completed and cancelled are final.
 */
export type BookingStatus =
  | 'cancelled'
  | 'completed'
  | 'confirmed'
  | 'draft'
  | 'pending';

/** What creating the booking would answer; nothing is written. */
export type BookingValidation = {
  __typename?: 'BookingValidation';
  /** Every problem of the body; empty when valid. */
  errors: Array<BookingProblem>;
  /** The pricing that would be stored, when valid. */
  pricing?: Maybe<BookingPricing>;
  /** The state the booking would be created in, when valid. */
  status?: Maybe<BookingStatus>;
  valid: Scalars['Boolean']['output'];
  /** Defaults applied and soft concerns (for example a price outside the listing's range). */
  warnings: Array<Scalars['String']['output']>;
};

/** Who may share a cached answer, always within one tenant: everyone, callers of the same roles, one caller. */
export type CacheScope =
  | 'PRIVATE'
  | 'PUBLIC'
  | 'ROLE';

export type CancelBookingInput = {
  /** At most 500 characters. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type CancelOrderInput = {
  /** At most 1000 characters. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type Collaboration = {
  __typename?: 'Collaboration';
  acceptedAt?: Maybe<Scalars['DateTime']['output']>;
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  /** The party that cancelled. */
  cancelledBy?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  declinedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Null when the caller cannot see the listing (any more). */
  listing?: Maybe<Listing>;
  /** One of the requester's listings the proposal is about. */
  listingId?: Maybe<Scalars['ID']['output']>;
  message: Scalars['String']['output'];
  partner: User;
  /** The seller asked to collaborate. */
  partnerId: Scalars['ID']['output'];
  partnerListing?: Maybe<Listing>;
  /** One of the partner's listings the proposal is about. */
  partnerListingId?: Maybe<Scalars['ID']['output']>;
  requester: User;
  /** The seller who proposed. */
  requesterId: Scalars['ID']['output'];
  /** The requester's proposed share of the joint revenue in percent; the partner gets the rest. */
  revenueSplitPercent?: Maybe<Scalars['Float']['output']>;
  status: CollaborationStatus;
  updatedAt: Scalars['DateTime']['output'];
};

export type CollaborationConnection = {
  __typename?: 'CollaborationConnection';
  edges: Array<CollaborationEdge>;
  nodes: Array<Collaboration>;
  pageInfo: PageInfo;
};

export type CollaborationEdge = {
  __typename?: 'CollaborationEdge';
  cursor: Scalars['String']['output'];
  node: Collaboration;
};

/** Which of the caller's requests to list: those they sent or those they received. */
export type CollaborationRole =
  | 'received'
  | 'sent';

/**
 * pending -accept(partner)-> accepted; pending -decline(partner)-> declined;
 * cancel: the requester while pending, either party once accepted.
 */
export type CollaborationStatus =
  | 'accepted'
  | 'cancelled'
  | 'declined'
  | 'pending';

export type CompleteOrderInput = {
  /** 1 to 5. */
  rating?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateAiAssetInput = {
  /** At most 5000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** At most 50 characters. */
  format?: InputMaybe<Scalars['String']['input']>;
  kind: AiAssetKind;
  /** 1 to 100 characters. */
  license: Scalars['String']['input'];
  /** A cortex-lane listing of the caller that is not closed. */
  listingId: Scalars['ID']['input'];
  /** 1 to 200 characters; unique per listing and version, whatever the letter case. */
  name: Scalars['String']['input'];
  /** At least 0, two decimal places. */
  price: Scalars['Float']['input'];
  /** A whole number of bytes, at least 0. */
  sizeBytes?: InputMaybe<Scalars['Float']['input']>;
  /** 1 to 50 characters; 1.0.0 when absent. */
  version?: InputMaybe<Scalars['String']['input']>;
};

export type CreateBookingGroupInput = {
  /** 1 to 50 attendees with distinct e-mail addresses; one booking each. */
  attendees: Array<BookingAttendeeInput>;
  listingId: Scalars['ID']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Per attendee: each booking of the group gets this pricing. */
  pricing: BookingPricingInput;
  status?: InputMaybe<InitialBookingStatus>;
};

export type CreateBookingInput = {
  attendee: BookingAttendeeInput;
  /** An active listing of the tenant that is not the caller's own. */
  listingId: Scalars['ID']['input'];
  /** At most 2000 characters. */
  notes?: InputMaybe<Scalars['String']['input']>;
  pricing: BookingPricingInput;
  /** 1 to 1000; 1 when absent. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** pending (the default) goes to the seller at once; a draft waits for submitBooking. */
  status?: InputMaybe<InitialBookingStatus>;
};

export type CreateCollaborationInput = {
  /** One of the caller's listings. */
  listingId?: InputMaybe<Scalars['ID']['input']>;
  /** At most 2000 characters. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** Another seller of the tenant (a user with at least one listing); not the caller. */
  partnerId: Scalars['ID']['input'];
  /** One of the partner's listings that the caller can see. */
  partnerListingId?: InputMaybe<Scalars['ID']['input']>;
  /** 0 to 100, at most two decimals: the requester's share of the joint revenue. */
  revenueSplitPercent?: InputMaybe<Scalars['Float']['input']>;
};

export type CreateDisputeInput = {
  /** Optional first evidence, at most 20 items. */
  evidence?: InputMaybe<Array<EvidenceItemInput>>;
  /** A delivered or in-progress order of the caller (buyer or seller). */
  orderId: Scalars['ID']['input'];
  /** 1 to 2000 characters. */
  reason: Scalars['String']['input'];
};

export type CreateExhibitorSlotInput = {
  /** 1 to 100000. */
  capacity: Scalars['Int']['input'];
  /** At most 2000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  endsAt: Scalars['DateTime']['input'];
  /** A poper-lane listing of the caller that is not closed. */
  listingId: Scalars['ID']['input'];
  /** 1 to 200 characters, for example Booth A12. */
  name: Scalars['String']['input'];
  /** Per seat, at least 0 (the default), two decimal places. */
  price?: InputMaybe<Scalars['Float']['input']>;
  /** startsAt < endsAt; a new slot must start in the future. */
  startsAt: Scalars['DateTime']['input'];
};

export type CreateListingInput = {
  category: MarketplaceLane;
  /** Three upper-case letters (ISO 4217); USD when absent. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** At most 5000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** At most 100 characters. */
  geoRegion?: InputMaybe<Scalars['String']['input']>;
  /** Portico listings only (venues): where it is and how many it holds. */
  place?: InputMaybe<VenuePlaceInput>;
  priceMax: Scalars['Float']['input'];
  /** At least 0, at most priceMax, two decimal places. */
  priceMin: Scalars['Float']['input'];
  /** 1 to 200 characters. */
  title: Scalars['String']['input'];
};

export type CreateOrderInput = {
  /** At most 2000 characters. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** An accepted quote of the caller (its responder). */
  quoteId: Scalars['ID']['input'];
};

export type CreateQuoteInput = {
  /** Greater than 0, at most 999999999999.99, two decimal places. */
  amount: Scalars['Float']['input'];
  /** An active listing of someone else. */
  listingId: Scalars['ID']['input'];
  /** At most 2000 characters. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** In the future, at most 365 days ahead; 30 days from now when absent. */
  validUntil?: InputMaybe<Scalars['DateTime']['input']>;
};

export type CreateRfpInput = {
  budgetMax: Scalars['Float']['input'];
  /** 0 ≤ budgetMin ≤ budgetMax, two decimal places. */
  budgetMin: Scalars['Float']['input'];
  category: MarketplaceLane;
  /** Three upper-case letters; USD when absent. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** In the future, at most a year ahead. */
  deadline: Scalars['DateTime']['input'];
  /** At most 5000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** At most 100 characters. */
  geoRegion?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 200 characters. */
  title: Scalars['String']['input'];
};

export type CreateServiceTierInput = {
  /** At most 30 items of 1 to 200 characters. */
  deliverables?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 1 to 365. */
  deliveryDays: Scalars['Int']['input'];
  /** At most 2000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A listing of the caller that is not closed. */
  listingId: Scalars['ID']['input'];
  /** 1 to 100 characters, unique per listing whatever the letter case (409). */
  name: Scalars['String']['input'];
  /** At least 0, two decimal places. */
  price: Scalars['Float']['input'];
};

/** REST v1's booking: one price (no tax, in the listing's currency) and an attendee e-mail. */
export type CreateSimpleBookingInput = {
  attendeeEmail: Scalars['String']['input'];
  listingId: Scalars['ID']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  /** At least 0, two decimal places; becomes pricing.base and pricing.total. */
  price: Scalars['Float']['input'];
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateSponsorshipPackageInput = {
  /** At most 30 items of 1 to 200 characters. */
  benefits?: InputMaybe<Array<Scalars['String']['input']>>;
  /** At most 2000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  level: SponsorshipLevel;
  /** A nexus-lane listing of the caller that is not closed. */
  listingId: Scalars['ID']['input'];
  /** 1 to 100 characters, unique per listing whatever the letter case (409). */
  name: Scalars['String']['input'];
  /** At least 0, two decimal places. */
  price: Scalars['Float']['input'];
  /** 0 to 100000. */
  slotsAvailable: Scalars['Int']['input'];
};

export type DailyViews = {
  __typename?: 'DailyViews';
  /** The UTC day, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  views: Scalars['Int']['output'];
};

export type DeliverOrderInput = {
  /** At most 20 items of at most 500 characters (links or descriptions). */
  deliverables?: InputMaybe<Array<Scalars['String']['input']>>;
  /** At most 2000 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
};

export type Dispute = {
  __typename?: 'Dispute';
  buyerId: Scalars['ID']['output'];
  /** The buyer's share of the order amount in a split (1 to 99). */
  buyerPercent?: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['DateTime']['output'];
  escalatedAt?: Maybe<Scalars['DateTime']['output']>;
  evidence: Array<DisputeEvidence>;
  id: Scalars['ID']['output'];
  listingId: Scalars['ID']['output'];
  /** The party that opened the dispute. */
  openedBy: Scalars['ID']['output'];
  /** Null for a caller who may not see the order. */
  order?: Maybe<Order>;
  orderId: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  /** What the buyer gets back, set on resolution. */
  refundAmount?: Maybe<Scalars['Float']['output']>;
  resolution?: Maybe<DisputeResolution>;
  resolutionNote?: Maybe<Scalars['String']['output']>;
  resolvedAt?: Maybe<Scalars['DateTime']['output']>;
  resolvedBy?: Maybe<Scalars['ID']['output']>;
  /** What the seller keeps, set on resolution. */
  sellerAmount?: Maybe<Scalars['Float']['output']>;
  sellerId: Scalars['ID']['output'];
  status: DisputeStatus;
  /** Support tier, 1 to 3. */
  tier: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type DisputeConnection = {
  __typename?: 'DisputeConnection';
  edges: Array<DisputeEdge>;
  nodes: Array<Dispute>;
  pageInfo: PageInfo;
};

export type DisputeEdge = {
  __typename?: 'DisputeEdge';
  cursor: Scalars['String']['output'];
  node: Dispute;
};

/** One statement or file reference, with who gave it and when. */
export type DisputeEvidence = {
  __typename?: 'DisputeEvidence';
  id: Scalars['ID']['output'];
  kind: DisputeEvidenceKind;
  submittedAt: Scalars['DateTime']['output'];
  submittedBy: Scalars['ID']['output'];
  submitter: User;
  /** The statement (text), or a caption (file). */
  text?: Maybe<Scalars['String']['output']>;
  /** The file's URL (file): a platform file as a signed link that expires (docs/api/README.md, Files), any other URL as given. */
  url?: Maybe<Scalars['String']['output']>;
};

export type DisputeEvidenceKind =
  | 'file'
  | 'text';

/**
 * refund_buyer: the order is refunded. release_to_seller: the order is completed (the listing
 * gains the booking and the amount). split: the order is completed with the seller's share
 * (100 - buyerPercent) as the listing's revenue; the buyer gets buyerPercent back.
 */
export type DisputeResolution =
  | 'refund_buyer'
  | 'release_to_seller'
  | 'split';

export type DisputeSortKey =
  | 'createdAt'
  /** Unresolved disputes come last in either direction. */
  | 'resolvedAt'
  | 'status';

/** open -escalate-> escalated (tier 1 to 3); open|escalated -resolve(admin)-> resolved. */
export type DisputeStatus =
  | 'escalated'
  | 'open'
  | 'resolved';

export type EvidenceItemInput = {
  kind: DisputeEvidenceKind;
  /** Required for text evidence (at most 5000 characters); an optional caption of a file. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** Required for file evidence: an http(s) URL or a /files/ path, at most 2000 characters. */
  url?: InputMaybe<Scalars['String']['input']>;
};

export type ExhibitorSlot = {
  __typename?: 'ExhibitorSlot';
  /** capacity - booked. */
  available: Scalars['Int']['output'];
  /** Seats held by confirmed bookings. */
  booked: Scalars['Int']['output'];
  capacity: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  endsAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  listing?: Maybe<Listing>;
  listingId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Price per seat in the listing's currency. */
  price: Scalars['Float']['output'];
  sellerId: Scalars['ID']['output'];
  startsAt: Scalars['DateTime']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type ExhibitorSlotConnection = {
  __typename?: 'ExhibitorSlotConnection';
  edges: Array<ExhibitorSlotEdge>;
  nodes: Array<ExhibitorSlot>;
  pageInfo: PageInfo;
};

export type ExhibitorSlotEdge = {
  __typename?: 'ExhibitorSlotEdge';
  cursor: Scalars['String']['output'];
  node: ExhibitorSlot;
};

/** The states a booking may be created in. */
export type InitialBookingStatus =
  | 'draft'
  | 'pending';

export type Lane = {
  __typename?: 'Lane';
  /** What the lane is for, for example artist booking. */
  covers: Scalars['String']['output'];
  id: MarketplaceLane;
  name: Scalars['String']['output'];
};

export type LaneAnalytics = {
  __typename?: 'LaneAnalytics';
  activeListings: Scalars['Int']['output'];
  category: MarketplaceLane;
  completedOrders: Scalars['Int']['output'];
  endDate?: Maybe<Scalars['DateTime']['output']>;
  /** Live listings of the lane now. */
  listings: Scalars['Int']['output'];
  /** Live listings created in the range. */
  newListings: Scalars['Int']['output'];
  orderCompletionRate?: Maybe<Scalars['Float']['output']>;
  orders: Scalars['Int']['output'];
  quoteAcceptanceRate?: Maybe<Scalars['Float']['output']>;
  quotesAccepted: Scalars['Int']['output'];
  quotesReceived: Scalars['Int']['output'];
  revenue: Scalars['Float']['output'];
  startDate?: Maybe<Scalars['DateTime']['output']>;
  /** The five sellers with the most revenue from orders completed in the range. */
  topSellers: Array<LaneSeller>;
  uniqueViewers: Scalars['Int']['output'];
  viewToOrderRate?: Maybe<Scalars['Float']['output']>;
  viewToQuoteRate?: Maybe<Scalars['Float']['output']>;
  views: Scalars['Int']['output'];
};

export type LaneSeller = {
  __typename?: 'LaneSeller';
  completedOrders: Scalars['Int']['output'];
  rank: Scalars['Int']['output'];
  revenue: Scalars['Float']['output'];
  seller: User;
  sellerId: Scalars['ID']['output'];
};

/** REST v1's status vocabulary: a draft reads as pending, a completed booking as confirmed. */
export type LegacyBookingStatus =
  | 'cancelled'
  | 'confirmed'
  | 'pending';

export type Listing = {
  __typename?: 'Listing';
  /** Null until the listing has a rating. */
  averageRating?: Maybe<Scalars['Float']['output']>;
  category: MarketplaceLane;
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 code, for example USD. */
  currency: Scalars['String']['output'];
  description: Scalars['String']['output'];
  geoRegion?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** A portico listing's place (address, capacity), its fields null where none was given; null on other lanes. */
  place?: Maybe<VenuePlace>;
  priceMax: Scalars['Float']['output'];
  priceMin: Scalars['Float']['output'];
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  seller?: Maybe<User>;
  sellerId: Scalars['ID']['output'];
  status: ListingStatus;
  title: Scalars['String']['output'];
  totalBookings: Scalars['Int']['output'];
  totalViews: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/**
 * A listing's funnel in the range: views (viewed_at), quotes received (created) and accepted
 * (accepted), orders made (created) and completed (completed), and the sellers' revenue from the
 * completed ones. Rates are fractions (0.25 = 25%), rounded to 4 decimals, null without a base.
 */
export type ListingAnalytics = {
  __typename?: 'ListingAnalytics';
  /** The listing's average rating (all time); null when unrated. */
  averageRating?: Maybe<Scalars['Float']['output']>;
  completedOrders: Scalars['Int']['output'];
  /** Views per UTC day, zero-filled, at most the last 366 days of the range. */
  dailyViews: Array<DailyViews>;
  endDate?: Maybe<Scalars['DateTime']['output']>;
  listing?: Maybe<Listing>;
  listingId: Scalars['ID']['output'];
  /** completedOrders / orders */
  orderCompletionRate?: Maybe<Scalars['Float']['output']>;
  orders: Scalars['Int']['output'];
  /** quotesAccepted / quotesReceived */
  quoteAcceptanceRate?: Maybe<Scalars['Float']['output']>;
  quotesAccepted: Scalars['Int']['output'];
  quotesReceived: Scalars['Int']['output'];
  ratingCount: Scalars['Int']['output'];
  revenue: Scalars['Float']['output'];
  startDate?: Maybe<Scalars['DateTime']['output']>;
  uniqueViewers: Scalars['Int']['output'];
  /** orders / views */
  viewToOrderRate?: Maybe<Scalars['Float']['output']>;
  /** quotesReceived / views */
  viewToQuoteRate?: Maybe<Scalars['Float']['output']>;
  views: Scalars['Int']['output'];
};

export type ListingConnection = {
  __typename?: 'ListingConnection';
  edges: Array<ListingEdge>;
  nodes: Array<Listing>;
  pageInfo: PageInfo;
};

export type ListingEdge = {
  __typename?: 'ListingEdge';
  cursor: Scalars['String']['output'];
  node: Listing;
};

export type ListingSortKey =
  | 'averageRating'
  | 'createdAt'
  | 'priceMax'
  | 'priceMin'
  | 'title'
  | 'totalBookings'
  | 'totalViews';

/** Analytics of one listing, computed from its stored views with their timestamps. */
export type ListingStats = {
  __typename?: 'ListingStats';
  averageRating?: Maybe<Scalars['Float']['output']>;
  listingId: Scalars['ID']['output'];
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  ratingCount: Scalars['Int']['output'];
  revenue: Scalars['Float']['output'];
  status: ListingStatus;
  totalBookings: Scalars['Int']['output'];
  totalViews: Scalars['Int']['output'];
  /** Distinct signed-in viewers over the listing's whole life. */
  uniqueViewers: Scalars['Int']['output'];
  viewsLast7Days: Scalars['Int']['output'];
  viewsLast24Hours: Scalars['Int']['output'];
  viewsLast30Days: Scalars['Int']['output'];
};

/** draft -publish-> active -pause-> paused -unpause-> active; close from draft, active or paused. */
export type ListingStatus =
  | 'active'
  | 'closed'
  | 'draft'
  | 'paused';

export type MarketplaceHealth = {
  __typename?: 'MarketplaceHealth';
  checkedAt: Scalars['DateTime']['output'];
  /** ok after a trivial query; null for the liveness probe, which checks nothing. */
  database?: Maybe<Scalars['String']['output']>;
  probe: MarketplaceHealthProbe;
  /** ok (a failed readiness check is an error: 503 SERVICE_UNAVAILABLE). */
  status: Scalars['String']['output'];
};

export type MarketplaceHealthProbe =
  | 'live'
  | 'ready';

/** The nine marketplace lanes; parameters call the lane `category`. */
export type MarketplaceLane =
  | 'cortex'
  | 'meridian'
  | 'nexus'
  | 'poper'
  | 'portico'
  | 'spotlight'
  | 'squad'
  | 'synapse'
  | 'vendora';

/** An uploaded PNG, JPEG or WebP image. */
export type MarketplaceMedia = {
  __typename?: 'MarketplaceMedia';
  /** Detected from the file's bytes: image/png, image/jpeg or image/webp. */
  contentType: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  filename: Scalars['String']['output'];
  height?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  kind: MarketplaceMediaKind;
  listing?: Maybe<Listing>;
  /** Product images may belong to a listing of their owner. */
  listingId?: Maybe<Scalars['ID']['output']>;
  ownerId: Scalars['ID']['output'];
  sizeBytes: Scalars['Int']['output'];
  /** A signed download link (GET, no token needed) that expires after FILE_URL_TTL_SECONDS; read the media again for a fresh one. */
  url: Scalars['String']['output'];
  width?: Maybe<Scalars['Int']['output']>;
};

export type MarketplaceMediaConnection = {
  __typename?: 'MarketplaceMediaConnection';
  edges: Array<MarketplaceMediaEdge>;
  nodes: Array<MarketplaceMedia>;
  pageInfo: PageInfo;
};

export type MarketplaceMediaEdge = {
  __typename?: 'MarketplaceMediaEdge';
  cursor: Scalars['String']['output'];
  node: MarketplaceMedia;
};

export type MarketplaceMediaKind =
  | 'banner'
  | 'product_image'
  | 'vendor_logo';

/** A file as the REST facade hands over a multipart part (or a client sends it as JSON). */
export type MarketplaceUploadFile = {
  /** The file's bytes, base64. */
  base64: Scalars['String']['input'];
  /** The type the client declares; the stored type is detected from the bytes. */
  contentType: Scalars['String']['input'];
  /** 1 to 255 characters. */
  filename: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** The partner accepts a pending request. */
  acceptCollaboration: Collaboration;
  /** Seller only, while pending or negotiating and not expired; not the seller's own counter-offer. */
  acceptQuote: Quote;
  /** A matching seller answers an open RFP once; a quote for the buyer is made from it. */
  answerRfp: RfpAnswer;
  /**
   * Books seats of a slot of an active listing that has not started yet. Never oversells: when
   * fewer seats are left than asked for, 409 CONFLICT.
   */
  bookExhibitorSlot: SlotBooking;
  /** Buyer or seller: draft, pending or confirmed to cancelled. */
  cancelBooking: Booking;
  /** The requester while pending; either party once accepted. */
  cancelCollaboration: Collaboration;
  /** Either party, from pending, confirmed or in_progress. */
  cancelOrder: Order;
  /** The buyer only, from open. */
  cancelRfp: Rfp;
  /** The booker or the listing's owner cancels a confirmed booking; its seats become free. */
  cancelSlotBooking: SlotBooking;
  closeListing: Listing;
  /** The buyer only, from open or expired. */
  closeRfp: Rfp;
  /** Seller: confirmed to completed. */
  completeBooking: Booking;
  /** Buyer only, from delivered; adds to the listing's bookings, revenue and rating. */
  completeOrder: Order;
  /** Seller: pending to confirmed. */
  confirmBooking: Booking;
  /** The listing's owner adds an asset to a cortex-lane listing (400 for other lanes). */
  createAiAsset: AiAsset;
  /** Any signed-in caller books an active listing of someone else; pending unless status is draft. */
  createBooking: Booking;
  /** All attendees booked in one transaction, or none. */
  createBookingGroup: BookingGroup;
  /** A seller with role organizer or admin proposes a collaboration to another seller; it starts pending. */
  createCollaboration: Collaboration;
  /** A party of a delivered or in-progress order opens a dispute; the order becomes disputed. One unresolved dispute per order (409). */
  createDispute: Dispute;
  /** The listing's owner adds a slot to a poper-lane listing (400 for other lanes). */
  createExhibitorSlot: ExhibitorSlot;
  /** Organizers and admins create listings; a new listing is a draft owned by its creator. */
  createListing: Listing;
  /** The quote's responder makes the (one) order of an accepted quote; 409 when it exists. */
  createOrder: Order;
  /** Quote on someone else's active listing; the new quote is pending. */
  createQuote: Quote;
  /** Any signed-in user broadcasts an RFP; it starts open. */
  createRfp: Rfp;
  /** The listing's owner, on a listing of any lane that is not closed. */
  createServiceTier: ServiceTier;
  /** createBooking with REST v1's fields; always pending. */
  createSimpleBooking: Booking;
  /** The listing's owner, on a nexus-lane listing (400 for other lanes). */
  createSponsorshipPackage: SponsorshipPackage;
  /** The partner declines a pending request. */
  declineCollaboration: Collaboration;
  deleteAiAsset: Scalars['Boolean']['output'];
  /** Only while no seat is booked (409 otherwise). */
  deleteExhibitorSlot: Scalars['Boolean']['output'];
  /** Owner only, from any state (soft delete). */
  deleteListing: Scalars['Boolean']['output'];
  /** The owner removes the file and its record. */
  deleteMarketplaceMedia: Scalars['Boolean']['output'];
  deleteServiceTier: Scalars['Boolean']['output'];
  deleteSponsorshipPackage: Scalars['Boolean']['output'];
  /** Seller only, from in_progress. */
  deliverOrder: Order;
  /** Either party raises the support tier by one (to 3 at most). */
  escalateDispute: Dispute;
  /** Either party, while pending or negotiating: a counter-offer, kept in the history. */
  negotiateQuote: Quote;
  pauseListing: Listing;
  publishListing: Listing;
  /** Seller only, while pending or negotiating. */
  rejectQuote: Quote;
  /** Admins only (not a party of the order): resolves the dispute and refunds or completes the order. */
  resolveDispute: Dispute;
  /** Creates or replaces the caller's own preferences (PUT semantics per field). */
  setSellerPreferences: SellerPreferences;
  /** Buyer: draft to pending (the listing must be active). */
  submitBooking: Booking;
  /** Either party, while open or escalated. */
  submitDisputeEvidence: Dispute;
  unpauseListing: Listing;
  /** The listing's owner only, while the listing is not closed. */
  updateAiAsset: AiAsset;
  updateExhibitorSlot: ExhibitorSlot;
  /** Owner only, while draft, active or paused. */
  updateListing: Listing;
  /** Seller only: confirmed (from pending) or in_progress (from confirmed). */
  updateOrderStatus: Order;
  /** Responder only, while pending. */
  updateQuote: Quote;
  /** The buyer only, while open. */
  updateRfp: Rfp;
  updateServiceTier: ServiceTier;
  updateSponsorshipPackage: SponsorshipPackage;
  /**
   * Uploads an image: PNG, JPEG or WebP by its bytes (others 400); vendor_logo at most 1 MiB,
   * banner and product_image at most 5 MiB (413).
   */
  uploadMarketplaceMedia: MarketplaceMedia;
  /** Counts a view of an active listing; views of listings in other states are accepted and not counted. */
  viewListing: Scalars['Boolean']['output'];
  /** Responder only, while pending or negotiating. */
  withdrawQuote: Quote;
};


export type MutationAcceptCollaborationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAcceptQuoteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAnswerRfpArgs = {
  input: AnswerRfpInput;
  rfpId: Scalars['ID']['input'];
};


export type MutationBookExhibitorSlotArgs = {
  input?: InputMaybe<BookExhibitorSlotInput>;
  slotId: Scalars['ID']['input'];
};


export type MutationCancelBookingArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<CancelBookingInput>;
};


export type MutationCancelCollaborationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelOrderArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<CancelOrderInput>;
};


export type MutationCancelRfpArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelSlotBookingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCloseListingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCloseRfpArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCompleteBookingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCompleteOrderArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<CompleteOrderInput>;
};


export type MutationConfirmBookingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateAiAssetArgs = {
  input: CreateAiAssetInput;
};


export type MutationCreateBookingArgs = {
  input: CreateBookingInput;
};


export type MutationCreateBookingGroupArgs = {
  input: CreateBookingGroupInput;
};


export type MutationCreateCollaborationArgs = {
  input: CreateCollaborationInput;
};


export type MutationCreateDisputeArgs = {
  input: CreateDisputeInput;
};


export type MutationCreateExhibitorSlotArgs = {
  input: CreateExhibitorSlotInput;
};


export type MutationCreateListingArgs = {
  input: CreateListingInput;
};


export type MutationCreateOrderArgs = {
  input: CreateOrderInput;
};


export type MutationCreateQuoteArgs = {
  input: CreateQuoteInput;
};


export type MutationCreateRfpArgs = {
  input: CreateRfpInput;
};


export type MutationCreateServiceTierArgs = {
  input: CreateServiceTierInput;
};


export type MutationCreateSimpleBookingArgs = {
  input: CreateSimpleBookingInput;
};


export type MutationCreateSponsorshipPackageArgs = {
  input: CreateSponsorshipPackageInput;
};


export type MutationDeclineCollaborationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteAiAssetArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteExhibitorSlotArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteListingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMarketplaceMediaArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteServiceTierArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSponsorshipPackageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeliverOrderArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<DeliverOrderInput>;
};


export type MutationEscalateDisputeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationNegotiateQuoteArgs = {
  id: Scalars['ID']['input'];
  input: NegotiateQuoteInput;
};


export type MutationPauseListingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPublishListingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRejectQuoteArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<RejectQuoteInput>;
};


export type MutationResolveDisputeArgs = {
  id: Scalars['ID']['input'];
  input: ResolveDisputeInput;
};


export type MutationSetSellerPreferencesArgs = {
  input: SellerPreferencesInput;
};


export type MutationSubmitBookingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSubmitDisputeEvidenceArgs = {
  id: Scalars['ID']['input'];
  input: SubmitEvidenceInput;
};


export type MutationUnpauseListingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateAiAssetArgs = {
  id: Scalars['ID']['input'];
  input: UpdateAiAssetInput;
};


export type MutationUpdateExhibitorSlotArgs = {
  id: Scalars['ID']['input'];
  input: UpdateExhibitorSlotInput;
};


export type MutationUpdateListingArgs = {
  id: Scalars['ID']['input'];
  input: UpdateListingInput;
};


export type MutationUpdateOrderStatusArgs = {
  id: Scalars['ID']['input'];
  input: UpdateOrderStatusInput;
};


export type MutationUpdateQuoteArgs = {
  id: Scalars['ID']['input'];
  input: UpdateQuoteInput;
};


export type MutationUpdateRfpArgs = {
  id: Scalars['ID']['input'];
  input: UpdateRfpInput;
};


export type MutationUpdateServiceTierArgs = {
  id: Scalars['ID']['input'];
  input: UpdateServiceTierInput;
};


export type MutationUpdateSponsorshipPackageArgs = {
  id: Scalars['ID']['input'];
  input: UpdateSponsorshipPackageInput;
};


export type MutationUploadMarketplaceMediaArgs = {
  input: UploadMarketplaceMediaInput;
};


export type MutationViewListingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationWithdrawQuoteArgs = {
  id: Scalars['ID']['input'];
};

export type NegotiateQuoteInput = {
  /** The counter-offered amount; becomes the quote's amount. */
  amount: Scalars['Float']['input'];
  /** 1 to 2000 characters. */
  message: Scalars['String']['input'];
  /** Optionally moves the quote's validity (same bounds as on create). */
  validUntil?: InputMaybe<Scalars['DateTime']['input']>;
};

export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  /** New RFPs the seller matches. */
  newRfps: Scalars['Boolean']['output'];
  orderUpdates: Scalars['Boolean']['output'];
  quoteUpdates: Scalars['Boolean']['output'];
  slotBookings: Scalars['Boolean']['output'];
  weeklyDigest: Scalars['Boolean']['output'];
};

export type NotificationSettingsInput = {
  newRfps?: InputMaybe<Scalars['Boolean']['input']>;
  orderUpdates?: InputMaybe<Scalars['Boolean']['input']>;
  quoteUpdates?: InputMaybe<Scalars['Boolean']['input']>;
  slotBookings?: InputMaybe<Scalars['Boolean']['input']>;
  weeklyDigest?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Order = {
  __typename?: 'Order';
  buyer: User;
  /** The quote's responder. */
  buyerId: Scalars['ID']['output'];
  cancellationReason?: Maybe<Scalars['String']['output']>;
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  /** The party that cancelled. */
  cancelledBy?: Maybe<Scalars['ID']['output']>;
  /** The listing's lane when the order was made. */
  category: MarketplaceLane;
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  confirmedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  deliverables: Array<Scalars['String']['output']>;
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  deliveryNote?: Maybe<Scalars['String']['output']>;
  disputedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Shown to the order's parties in any state; null once the listing is deleted. */
  listing?: Maybe<Listing>;
  listingId: Scalars['ID']['output'];
  notes: Scalars['String']['output'];
  quote?: Maybe<Quote>;
  quoteId: Scalars['ID']['output'];
  /** The buyer's rating (1 to 5) given on completion. */
  rating?: Maybe<Scalars['Int']['output']>;
  refundedAt?: Maybe<Scalars['DateTime']['output']>;
  seller: User;
  /** The listing's owner. */
  sellerId: Scalars['ID']['output'];
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: OrderStatus;
  /** The accepted quote's amount. */
  totalAmount: Scalars['Float']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type OrderConnection = {
  __typename?: 'OrderConnection';
  edges: Array<OrderEdge>;
  nodes: Array<Order>;
  pageInfo: PageInfo;
};

export type OrderEdge = {
  __typename?: 'OrderEdge';
  cursor: Scalars['String']['output'];
  node: Order;
};

export type OrderSortKey =
  | 'createdAt'
  | 'status'
  | 'totalAmount';

/**
 * pending -status confirmed(seller)-> confirmed -status in_progress(seller)-> in_progress
 * -deliver(seller)-> delivered -complete(buyer)-> completed; cancel (either party) from pending,
 * confirmed or in_progress. A dispute moves a delivered or in_progress order to disputed, and its
 * resolution to refunded or completed.
 */
export type OrderStatus =
  | 'cancelled'
  | 'completed'
  | 'confirmed'
  | 'delivered'
  | 'disputed'
  | 'in_progress'
  | 'pending'
  | 'refunded';

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
  /** An AI asset of a listing the caller can see. */
  aiAsset: AiAsset;
  /**
   * AI assets of the listings the caller can see, newest first; `listingId` keeps one listing's
   * (404 when the caller cannot see it).
   */
  aiAssets: AiAssetConnection;
  /** A booking its buyer, the listing's seller (once submitted) or an admin may see. */
  booking: Booking;
  bookingGroup: BookingGroup;
  /**
   * The caller's bookings as buyer (admins: every booking of the tenant), newest first. Pages by
   * `cursor`, or by `page` (1-based, REST v1) which cannot be combined with a cursor.
   */
  bookings: BookingConnection;
  /** A request the caller is a party of (admins: any request of the tenant). */
  collaboration: Collaboration;
  /** The caller's collaboration requests, newest first by default. */
  collaborations: CollaborationConnection;
  /** The order's buyer and seller and admins; 403 for anyone else of the tenant. */
  dispute: Dispute;
  /** Admins only: the tenant's disputes. */
  disputes: DisputeConnection;
  /** A slot of a listing the caller can see. */
  exhibitorSlot: ExhibitorSlot;
  /** Slots of a listing the caller can see, oldest first. */
  exhibitorSlots: ExhibitorSlotConnection;
  /** Admins only. */
  laneAnalytics: LaneAnalytics;
  lanes: Array<Lane>;
  listing: Listing;
  /** The listing's seller and admins; 404 for anyone else. */
  listingAnalytics: ListingAnalytics;
  /** Product images of a listing the caller can see, oldest first. */
  listingMedia: MarketplaceMediaConnection;
  /** The quotes on one listing: its seller only (403 for others who can see the listing). */
  listingQuotes: QuoteConnection;
  /**
   * Active listings of the tenant matching `q`, best first, after (`afterScore`, `afterKey`):
   * listings of every lane but portico when `listings`, portico ones (venues) when `venues`.
   */
  listingSearchHits: Array<ServiceSearchHit>;
  listingStats: ListingStats;
  /**
   * Listings the caller may see: active listings of the tenant and the caller's own in any state
   * (admins: all of the tenant). `priceMin`/`priceMax` keep listings whose price range overlaps
   * the one asked for; `search` is full-text over title and description.
   */
  listings: ListingConnection;
  listingsByLane: ListingConnection;
  /** No token needed: liveness answers at once, readiness checks the database. */
  marketplaceHealth: MarketplaceHealth;
  /** The owner, or anyone who can see the listing of a product image; logos and banners: the tenant. */
  marketplaceMedia: MarketplaceMedia;
  /** One page of one of this service's report datasets (role system: the reports service). */
  marketplaceReportPage: ReportPage;
  /** The caller's own uploads, newest first. */
  myMarketplaceMedia: MarketplaceMediaConnection;
  /** The caller's own bookings, newest first. */
  mySlotBookings: SlotBookingConnection;
  /** An order the caller is a party of (admins: any order of the tenant). */
  order: Order;
  /** The caller's orders as buyer. */
  orders: OrderConnection;
  /** A quote the caller is a party of (admins: any quote of the tenant). */
  quote: Quote;
  /** The caller's quotes as responder. */
  quotes: QuoteConnection;
  /** Visible to its buyer, admins, matching sellers while it is open, and sellers that answered it. */
  rfp: Rfp;
  /** The buyer sees every answer, a seller only their own; oldest first. */
  rfpAnswers: RfpAnswerConnection;
  /** The buyer only: matching sellers, best score first (ties by seller id). */
  rfpMatches: RfpMatchConnection;
  /** The caller's own RFPs (admins: the tenant's), newest first. */
  rfps: RfpConnection;
  /** Open RFPs of other buyers that the caller matches as a seller, newest first. */
  rfpsForMe: RfpConnection;
  /** The seller themself and admins; 404 for anyone else. */
  sellerAnalytics: SellerAnalytics;
  /** Submitted bookings on the caller's listings, newest first. */
  sellerBookings: BookingConnection;
  /** The caller's orders as seller. */
  sellerOrders: OrderConnection;
  /** The caller's own preferences (defaults when never saved). */
  sellerPreferences: SellerPreferences;
  serviceTier: ServiceTier;
  /** Tiers of a listing the caller can see, oldest first. */
  serviceTiers: ServiceTierConnection;
  /** Visible to its booker and to the listing's owner. */
  slotBooking: SlotBooking;
  /** The listing's owner only: bookings of one slot, oldest first. */
  slotBookings: SlotBookingConnection;
  sponsorshipPackage: SponsorshipPackage;
  /** Packages of a listing the caller can see, oldest first. */
  sponsorshipPackages: SponsorshipPackageConnection;
  /**
   * Admins only. The lane's live listings ranked by the metric: without a range by their running
   * totals, with one by views and completed orders in the range; rating is the listing's average
   * (unrated listings are left out). limit 1 to 100.
   */
  topListings: Array<TopListing>;
  /** Dry run of createBooking: checks a body (null counts as missing) and writes nothing. */
  validateBooking: BookingValidation;
  /** One venue: an active portico listing; any other id is 404. */
  venue: Listing;
  /**
   * Venues of the tenant, newest first: active portico listings, in `city` (any case), holding at
   * least `minCapacity`, matching `q` (full text over title and description).
   */
  venues: ListingConnection;
};


export type QueryAiAssetArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAiAssetsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<AiAssetKind>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  listingId?: InputMaybe<Scalars['ID']['input']>;
  sellerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryBookingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBookingGroupArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBookingsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  legacyStatus?: InputMaybe<LegacyBookingStatus>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  listingId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
  status?: InputMaybe<BookingStatus>;
};


export type QueryCollaborationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCollaborationsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  role?: InputMaybe<CollaborationRole>;
  sortOrder?: InputMaybe<SortOrder>;
  status?: InputMaybe<CollaborationStatus>;
};


export type QueryDisputeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDisputesArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  orderId?: InputMaybe<Scalars['ID']['input']>;
  sortBy?: InputMaybe<DisputeSortKey>;
  sortOrder?: InputMaybe<SortOrder>;
  status?: InputMaybe<DisputeStatus>;
};


export type QueryExhibitorSlotArgs = {
  id: Scalars['ID']['input'];
};


export type QueryExhibitorSlotsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  listingId: Scalars['ID']['input'];
};


export type QueryLaneAnalyticsArgs = {
  category: MarketplaceLane;
  endDate?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
};


export type QueryListingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryListingAnalyticsArgs = {
  endDate?: InputMaybe<Scalars['String']['input']>;
  listingId: Scalars['ID']['input'];
  startDate?: InputMaybe<Scalars['String']['input']>;
};


export type QueryListingMediaArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  listingId: Scalars['ID']['input'];
};


export type QueryListingQuotesArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  listingId: Scalars['ID']['input'];
  sortBy?: InputMaybe<QuoteSortKey>;
  sortOrder?: InputMaybe<SortOrder>;
  status?: InputMaybe<QuoteStatus>;
};


export type QueryListingSearchHitsArgs = {
  afterKey?: InputMaybe<Scalars['String']['input']>;
  afterScore?: InputMaybe<Scalars['Float']['input']>;
  first: Scalars['Int']['input'];
  listings: Scalars['Boolean']['input'];
  q: Scalars['String']['input'];
  venues: Scalars['Boolean']['input'];
};


export type QueryListingStatsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryListingsArgs = {
  category?: InputMaybe<MarketplaceLane>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  geoRegion?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  priceMax?: InputMaybe<Scalars['Float']['input']>;
  priceMin?: InputMaybe<Scalars['Float']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sellerId?: InputMaybe<Scalars['ID']['input']>;
  sortBy?: InputMaybe<ListingSortKey>;
  sortOrder?: InputMaybe<SortOrder>;
  status?: InputMaybe<ListingStatus>;
};


export type QueryListingsByLaneArgs = {
  category: MarketplaceLane;
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<ListingSortKey>;
  sortOrder?: InputMaybe<SortOrder>;
  status?: InputMaybe<ListingStatus>;
};


export type QueryMarketplaceHealthArgs = {
  probe?: MarketplaceHealthProbe;
};


export type QueryMarketplaceMediaArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMarketplaceReportPageArgs = {
  input: ReportPageInput;
};


export type QueryMyMarketplaceMediaArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<MarketplaceMediaKind>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMySlotBookingsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<SlotBookingStatus>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  category?: InputMaybe<MarketplaceLane>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<OrderSortKey>;
  sortOrder?: InputMaybe<SortOrder>;
  status?: InputMaybe<OrderStatus>;
};


export type QueryQuoteArgs = {
  id: Scalars['ID']['input'];
};


export type QueryQuotesArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  listingId?: InputMaybe<Scalars['ID']['input']>;
  sortBy?: InputMaybe<QuoteSortKey>;
  sortOrder?: InputMaybe<SortOrder>;
  status?: InputMaybe<QuoteStatus>;
};


export type QueryRfpArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRfpAnswersArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  rfpId: Scalars['ID']['input'];
};


export type QueryRfpMatchesArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRfpsArgs = {
  category?: InputMaybe<MarketplaceLane>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<RfpStatus>;
};


export type QueryRfpsForMeArgs = {
  category?: InputMaybe<MarketplaceLane>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySellerAnalyticsArgs = {
  endDate?: InputMaybe<Scalars['String']['input']>;
  sellerId: Scalars['ID']['input'];
  startDate?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySellerBookingsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  legacyStatus?: InputMaybe<LegacyBookingStatus>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  listingId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
  status?: InputMaybe<BookingStatus>;
};


export type QuerySellerOrdersArgs = {
  category?: InputMaybe<MarketplaceLane>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<OrderSortKey>;
  sortOrder?: InputMaybe<SortOrder>;
  status?: InputMaybe<OrderStatus>;
};


export type QueryServiceTierArgs = {
  id: Scalars['ID']['input'];
};


export type QueryServiceTiersArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  listingId: Scalars['ID']['input'];
};


export type QuerySlotBookingArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySlotBookingsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  slotId: Scalars['ID']['input'];
  status?: InputMaybe<SlotBookingStatus>;
};


export type QuerySponsorshipPackageArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySponsorshipPackagesArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  level?: InputMaybe<SponsorshipLevel>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  listingId: Scalars['ID']['input'];
};


export type QueryTopListingsArgs = {
  category?: InputMaybe<MarketplaceLane>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  metric?: InputMaybe<AnalyticsMetric>;
  startDate?: InputMaybe<Scalars['String']['input']>;
};


export type QueryValidateBookingArgs = {
  input?: InputMaybe<Scalars['BookingBody']['input']>;
};


export type QueryVenueArgs = {
  id: Scalars['ID']['input'];
};


export type QueryVenuesArgs = {
  city?: InputMaybe<Scalars['String']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  minCapacity?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
};

export type Quote = {
  __typename?: 'Quote';
  acceptedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The amount currently on the table: the latest offer or counter-offer. */
  amount: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The listing's currency (ISO 4217). */
  currency: Scalars['String']['output'];
  /** The counter-offers, oldest first (the opening offer is the quote itself). */
  history: Array<QuoteOffer>;
  id: Scalars['ID']['output'];
  /** Who made the terms now on the table; the seller accepts only the responder's. */
  lastOfferBy: QuotePartyRole;
  /** Shown to the quote's parties in any state; null once the listing is deleted. */
  listing?: Maybe<Listing>;
  listingId: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  /** When the latest counter-offer was made. */
  negotiatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The order made from this quote, once there is one. */
  order?: Maybe<Order>;
  rejectedAt?: Maybe<Scalars['DateTime']['output']>;
  rejectionReason?: Maybe<Scalars['String']['output']>;
  responder: User;
  responderId: Scalars['ID']['output'];
  seller: User;
  sellerId: Scalars['ID']['output'];
  status: QuoteStatus;
  updatedAt: Scalars['DateTime']['output'];
  validUntil: Scalars['DateTime']['output'];
  withdrawnAt?: Maybe<Scalars['DateTime']['output']>;
};

export type QuoteConnection = {
  __typename?: 'QuoteConnection';
  edges: Array<QuoteEdge>;
  nodes: Array<Quote>;
  pageInfo: PageInfo;
};

export type QuoteEdge = {
  __typename?: 'QuoteEdge';
  cursor: Scalars['String']['output'];
  node: Quote;
};

/** One counter-offer of a negotiation. */
export type QuoteOffer = {
  __typename?: 'QuoteOffer';
  amount: Scalars['Float']['output'];
  at: Scalars['DateTime']['output'];
  by: QuoteParty;
  message: Scalars['String']['output'];
};

export type QuoteParty = {
  __typename?: 'QuoteParty';
  role: QuotePartyRole;
  user: User;
  userId: Scalars['ID']['output'];
};

/** The side of a quote: the buyer who quotes (responder) or the listing's owner (seller). */
export type QuotePartyRole =
  | 'responder'
  | 'seller';

export type QuoteSortKey =
  | 'amount'
  | 'createdAt'
  | 'status'
  | 'validUntil';

/**
 * pending|negotiating -accept(seller)-> accepted, -reject(seller)-> rejected,
 * -withdraw(responder)-> withdrawn, -negotiate(either party)-> negotiating.
 * `expired` is never stored: a pending or negotiating quote past validUntil reads as expired.
 */
export type QuoteStatus =
  | 'accepted'
  | 'expired'
  | 'negotiating'
  | 'pending'
  | 'rejected'
  | 'withdrawn';

export type RejectQuoteInput = {
  /** At most 1000 characters. */
  reason?: InputMaybe<Scalars['String']['input']>;
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

export type ResolveDisputeInput = {
  /** Required for split, and only for split: the buyer's share, 1 to 99 (whole percent). */
  buyerPercent?: InputMaybe<Scalars['Int']['input']>;
  /** At most 2000 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  resolution: DisputeResolution;
};

export type Rfp = {
  __typename?: 'Rfp';
  budgetMax: Scalars['Float']['output'];
  budgetMin: Scalars['Float']['output'];
  buyer?: Maybe<User>;
  buyerId: Scalars['ID']['output'];
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  /** The lane the buyer needs a seller in. */
  category: MarketplaceLane;
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  deadline: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  geoRegion?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  status: RfpStatus;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** A seller's proposal for an RFP; one per seller and RFP. */
export type RfpAnswer = {
  __typename?: 'RfpAnswer';
  amount: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  listing?: Maybe<Listing>;
  listingId: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  /** The quote made from this answer (responder: the RFP's buyer), when one was made. */
  quoteId?: Maybe<Scalars['ID']['output']>;
  rfp?: Maybe<Rfp>;
  rfpId: Scalars['ID']['output'];
  seller?: Maybe<User>;
  sellerId: Scalars['ID']['output'];
};

export type RfpAnswerConnection = {
  __typename?: 'RfpAnswerConnection';
  edges: Array<RfpAnswerEdge>;
  nodes: Array<RfpAnswer>;
  pageInfo: PageInfo;
};

export type RfpAnswerEdge = {
  __typename?: 'RfpAnswerEdge';
  cursor: Scalars['String']['output'];
  node: RfpAnswer;
};

export type RfpConnection = {
  __typename?: 'RfpConnection';
  edges: Array<RfpEdge>;
  nodes: Array<Rfp>;
  pageInfo: PageInfo;
};

export type RfpEdge = {
  __typename?: 'RfpEdge';
  cursor: Scalars['String']['output'];
  node: Rfp;
};

/** A seller that matches an RFP, with its score (0 to 100) and the parts it is made of. */
export type RfpMatch = {
  __typename?: 'RfpMatch';
  /** Rating-count-weighted average over the seller's rated active listings; null while unrated. */
  averageRating?: Maybe<Scalars['Float']['output']>;
  bestListing?: Maybe<Listing>;
  /** The active listing in the lane that fits the budget best. */
  bestListingId: Scalars['ID']['output'];
  /** Active listings of the seller in the RFP's lane. */
  laneListings: Scalars['Int']['output'];
  /** Up to 30: the share of the seller's active listings that are in the RFP's lane. */
  laneScore: Scalars['Float']['output'];
  /** Up to 30: how well the best-fitting active listing in the lane fits the budget. */
  priceFitScore: Scalars['Float']['output'];
  /** Up to 20: the seller's rating over all rated active listings (10 while unrated). */
  ratingScore: Scalars['Float']['output'];
  /** 0 or 20: the region matches a listing's or a preferred region (20 when the RFP names none). */
  regionScore: Scalars['Float']['output'];
  score: Scalars['Float']['output'];
  seller?: Maybe<User>;
  sellerId: Scalars['ID']['output'];
};

export type RfpMatchConnection = {
  __typename?: 'RfpMatchConnection';
  edges: Array<RfpMatchEdge>;
  nodes: Array<RfpMatch>;
  pageInfo: PageInfo;
};

export type RfpMatchEdge = {
  __typename?: 'RfpMatchEdge';
  cursor: Scalars['String']['output'];
  node: RfpMatch;
};

/** Stored open, closed or cancelled; an open RFP past its deadline reads as expired. */
export type RfpStatus =
  | 'cancelled'
  | 'closed'
  | 'expired'
  | 'open';

/** Totals across a seller's listings (views and orders of deleted listings included). */
export type SellerAnalytics = {
  __typename?: 'SellerAnalytics';
  activeListings: Scalars['Int']['output'];
  /** Over all rated listings, weighted by their number of ratings (all time). */
  averageRating?: Maybe<Scalars['Float']['output']>;
  completedOrders: Scalars['Int']['output'];
  endDate?: Maybe<Scalars['DateTime']['output']>;
  /** Live (not deleted) listings now. */
  listings: Scalars['Int']['output'];
  orderCompletionRate?: Maybe<Scalars['Float']['output']>;
  orders: Scalars['Int']['output'];
  quoteAcceptanceRate?: Maybe<Scalars['Float']['output']>;
  quotesAccepted: Scalars['Int']['output'];
  quotesReceived: Scalars['Int']['output'];
  ratingCount: Scalars['Int']['output'];
  revenue: Scalars['Float']['output'];
  seller: User;
  sellerId: Scalars['ID']['output'];
  startDate?: Maybe<Scalars['DateTime']['output']>;
  uniqueViewers: Scalars['Int']['output'];
  viewToOrderRate?: Maybe<Scalars['Float']['output']>;
  viewToQuoteRate?: Maybe<Scalars['Float']['output']>;
  views: Scalars['Int']['output'];
};

/** A seller's settings; sellers who never saved any get the defaults. */
export type SellerPreferences = {
  __typename?: 'SellerPreferences';
  /** False: no RFP matches the seller. */
  acceptingRfps: Scalars['Boolean']['output'];
  /** Lanes served; empty means every lane. RFPs in other lanes do not match. */
  lanes: Array<MarketplaceLane>;
  /** RFPs whose budgetMax is below this do not match. */
  minBudget?: Maybe<Scalars['Float']['output']>;
  notifications: NotificationSettings;
  /** Regions served; they count for the region part of RFP matching. */
  regions: Array<Scalars['String']['output']>;
  sellerId: Scalars['ID']['output'];
  /** Null until the seller first saves preferences. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Fields sent replace the stored (or default) ones; null clears minBudget. */
export type SellerPreferencesInput = {
  acceptingRfps?: InputMaybe<Scalars['Boolean']['input']>;
  /** Repeats are kept once. */
  lanes?: InputMaybe<Array<MarketplaceLane>>;
  minBudget?: InputMaybe<Scalars['Float']['input']>;
  notifications?: InputMaybe<NotificationSettingsInput>;
  /** At most 50, each 1 to 100 characters; repeats (whatever the letter case) are kept once. */
  regions?: InputMaybe<Array<Scalars['String']['input']>>;
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

/** A named package of a listing, for example Basic, Standard or Premium. */
export type ServiceTier = {
  __typename?: 'ServiceTier';
  createdAt: Scalars['DateTime']['output'];
  deliverables: Array<Scalars['String']['output']>;
  deliveryDays: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  listing?: Maybe<Listing>;
  listingId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  sellerId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type ServiceTierConnection = {
  __typename?: 'ServiceTierConnection';
  edges: Array<ServiceTierEdge>;
  nodes: Array<ServiceTier>;
  pageInfo: PageInfo;
};

export type ServiceTierEdge = {
  __typename?: 'ServiceTierEdge';
  cursor: Scalars['String']['output'];
  node: ServiceTier;
};

export type SlotBooking = {
  __typename?: 'SlotBooking';
  booker?: Maybe<User>;
  bookerId: Scalars['ID']['output'];
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  cancelledBy?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  listingId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** The booked slot (its bookings go when a slot is deleted, so it is there for every booking). */
  slot?: Maybe<ExhibitorSlot>;
  slotId: Scalars['ID']['output'];
  status: SlotBookingStatus;
};

export type SlotBookingConnection = {
  __typename?: 'SlotBookingConnection';
  edges: Array<SlotBookingEdge>;
  nodes: Array<SlotBooking>;
  pageInfo: PageInfo;
};

export type SlotBookingEdge = {
  __typename?: 'SlotBookingEdge';
  cursor: Scalars['String']['output'];
  node: SlotBooking;
};

export type SlotBookingStatus =
  | 'cancelled'
  | 'confirmed';

export type SortOrder =
  | 'ASC'
  | 'DESC';

export type SponsorshipLevel =
  | 'bronze'
  | 'gold'
  | 'platinum'
  | 'silver';

export type SponsorshipPackage = {
  __typename?: 'SponsorshipPackage';
  benefits: Array<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  level: SponsorshipLevel;
  listing?: Maybe<Listing>;
  listingId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  sellerId: Scalars['ID']['output'];
  /** How many sponsors can still take this package. */
  slotsAvailable: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type SponsorshipPackageConnection = {
  __typename?: 'SponsorshipPackageConnection';
  edges: Array<SponsorshipPackageEdge>;
  nodes: Array<SponsorshipPackage>;
  pageInfo: PageInfo;
};

export type SponsorshipPackageEdge = {
  __typename?: 'SponsorshipPackageEdge';
  cursor: Scalars['String']['output'];
  node: SponsorshipPackage;
};

export type SubmitEvidenceInput = {
  /** 1 to 20 items. */
  items: Array<EvidenceItemInput>;
};

export type TopListing = {
  __typename?: 'TopListing';
  listing?: Maybe<Listing>;
  listingId: Scalars['ID']['output'];
  /** 1 for the best. */
  rank: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  /** The metric's value: a count, an amount or an average rating. */
  value: Scalars['Float']['output'];
};

/** Only the fields sent change; null clears description, format and sizeBytes. */
export type UpdateAiAssetInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  format?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<AiAssetKind>;
  license?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  sizeBytes?: InputMaybe<Scalars['Float']['input']>;
  version?: InputMaybe<Scalars['String']['input']>;
};

/** Only the fields sent change; capacity may not drop below the seats booked. */
export type UpdateExhibitorSlotInput = {
  capacity?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Only the fields sent change; null clears description and geoRegion. */
export type UpdateListingInput = {
  category?: InputMaybe<MarketplaceLane>;
  currency?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  geoRegion?: InputMaybe<Scalars['String']['input']>;
  /** Portico listings only: the fields sent change; null clears the place. */
  place?: InputMaybe<VenuePlaceInput>;
  priceMax?: InputMaybe<Scalars['Float']['input']>;
  priceMin?: InputMaybe<Scalars['Float']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateOrderStatusInput = {
  /** confirmed (from pending) or in_progress (from confirmed); at most 50 characters. */
  status: Scalars['String']['input'];
};

/** Only the fields sent change; the responder may update while the quote is pending. */
export type UpdateQuoteInput = {
  amount?: InputMaybe<Scalars['Float']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  validUntil?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Only the fields sent change, while the RFP is open; null clears description and geoRegion. */
export type UpdateRfpInput = {
  budgetMax?: InputMaybe<Scalars['Float']['input']>;
  budgetMin?: InputMaybe<Scalars['Float']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  deadline?: InputMaybe<Scalars['DateTime']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  geoRegion?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateServiceTierInput = {
  deliverables?: InputMaybe<Array<Scalars['String']['input']>>;
  deliveryDays?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
};

export type UpdateSponsorshipPackageInput = {
  benefits?: InputMaybe<Array<Scalars['String']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  level?: InputMaybe<SponsorshipLevel>;
  name?: InputMaybe<Scalars['String']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  slotsAvailable?: InputMaybe<Scalars['Int']['input']>;
};

export type UploadMarketplaceMediaInput = {
  file: MarketplaceUploadFile;
  kind: MarketplaceMediaKind;
  /** Only for product images: a listing of the caller that is not closed. */
  listingId?: InputMaybe<Scalars['ID']['input']>;
};

/** Users live in the identity subgraph; a listing only knows its seller's id. */
export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
};

/** Where a venue is and how many it holds: the place of a portico listing (docs/api/marketplace.md, Venues). */
export type VenuePlace = {
  __typename?: 'VenuePlace';
  address?: Maybe<Scalars['String']['output']>;
  /** How many people it holds. */
  capacity?: Maybe<Scalars['Int']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2, for example DE. */
  country?: Maybe<Scalars['String']['output']>;
};

/** A venue's place: portico listings only; each field optional. */
export type VenuePlaceInput = {
  /** At most 200 characters. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 1,000,000. */
  capacity?: InputMaybe<Scalars['Int']['input']>;
  /** At most 100 characters. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** An ISO 3166-1 alpha-2 code in either case (de or DE), kept in upper case. */
  country?: InputMaybe<Scalars['String']['input']>;
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
  Booking: Booking;
  Collaboration: Collaboration;
  Dispute: Dispute;
  Listing: Listing;
  Order: Order;
  Quote: Quote;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Booking:
    ( { __typename: 'Booking' }
    & GraphQLRecursivePick<FederationTypes['Booking'], {"id":true}> );
  Collaboration:
    ( { __typename: 'Collaboration' }
    & GraphQLRecursivePick<FederationTypes['Collaboration'], {"id":true}> );
  Dispute:
    ( { __typename: 'Dispute' }
    & GraphQLRecursivePick<FederationTypes['Dispute'], {"id":true}> );
  Listing:
    ( { __typename: 'Listing' }
    & GraphQLRecursivePick<FederationTypes['Listing'], {"id":true}> );
  Order:
    ( { __typename: 'Order' }
    & GraphQLRecursivePick<FederationTypes['Order'], {"id":true}> );
  Quote:
    ( { __typename: 'Quote' }
    & GraphQLRecursivePick<FederationTypes['Quote'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AiAsset: ResolverTypeWrapper<AiAssetRow>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  AiAssetConnection: ResolverTypeWrapper<Omit<AiAssetConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['AiAssetEdge']>, nodes: Array<ResolversTypes['AiAsset']> }>;
  AiAssetEdge: ResolverTypeWrapper<Omit<AiAssetEdge, 'node'> & { node: ResolversTypes['AiAsset'] }>;
  AiAssetKind: AiAssetKind;
  AnalyticsMetric: AnalyticsMetric;
  AnswerRfpInput: AnswerRfpInput;
  BookExhibitorSlotInput: BookExhibitorSlotInput;
  Booking: ResolverTypeWrapper<BookingRow>;
  BookingAttendee: ResolverTypeWrapper<BookingAttendee>;
  BookingAttendeeInput: BookingAttendeeInput;
  BookingBody: ResolverTypeWrapper<Scalars['BookingBody']['output']>;
  BookingConnection: ResolverTypeWrapper<Omit<BookingConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['BookingEdge']>, nodes: Array<ResolversTypes['Booking']> }>;
  BookingEdge: ResolverTypeWrapper<Omit<BookingEdge, 'node'> & { node: ResolversTypes['Booking'] }>;
  BookingGroup: ResolverTypeWrapper<BookingGroupRow>;
  BookingPricing: ResolverTypeWrapper<BookingPricing>;
  BookingPricingInput: BookingPricingInput;
  BookingProblem: ResolverTypeWrapper<BookingProblem>;
  BookingStatus: BookingStatus;
  BookingValidation: ResolverTypeWrapper<BookingValidation>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CacheScope: CacheScope;
  CancelBookingInput: CancelBookingInput;
  CancelOrderInput: CancelOrderInput;
  Collaboration: ResolverTypeWrapper<CollaborationRow>;
  CollaborationConnection: ResolverTypeWrapper<Omit<CollaborationConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['CollaborationEdge']>, nodes: Array<ResolversTypes['Collaboration']> }>;
  CollaborationEdge: ResolverTypeWrapper<Omit<CollaborationEdge, 'node'> & { node: ResolversTypes['Collaboration'] }>;
  CollaborationRole: CollaborationRole;
  CollaborationStatus: CollaborationStatus;
  CompleteOrderInput: CompleteOrderInput;
  CreateAiAssetInput: CreateAiAssetInput;
  CreateBookingGroupInput: CreateBookingGroupInput;
  CreateBookingInput: CreateBookingInput;
  CreateCollaborationInput: CreateCollaborationInput;
  CreateDisputeInput: CreateDisputeInput;
  CreateExhibitorSlotInput: CreateExhibitorSlotInput;
  CreateListingInput: CreateListingInput;
  CreateOrderInput: CreateOrderInput;
  CreateQuoteInput: CreateQuoteInput;
  CreateRfpInput: CreateRfpInput;
  CreateServiceTierInput: CreateServiceTierInput;
  CreateSimpleBookingInput: CreateSimpleBookingInput;
  CreateSponsorshipPackageInput: CreateSponsorshipPackageInput;
  DailyViews: ResolverTypeWrapper<DailyViews>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeliverOrderInput: DeliverOrderInput;
  Dispute: ResolverTypeWrapper<DisputeRow>;
  DisputeConnection: ResolverTypeWrapper<Omit<DisputeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['DisputeEdge']>, nodes: Array<ResolversTypes['Dispute']> }>;
  DisputeEdge: ResolverTypeWrapper<Omit<DisputeEdge, 'node'> & { node: ResolversTypes['Dispute'] }>;
  DisputeEvidence: ResolverTypeWrapper<EvidenceRow>;
  DisputeEvidenceKind: DisputeEvidenceKind;
  DisputeResolution: DisputeResolution;
  DisputeSortKey: DisputeSortKey;
  DisputeStatus: DisputeStatus;
  EvidenceItemInput: EvidenceItemInput;
  ExhibitorSlot: ResolverTypeWrapper<ExhibitorSlotRow>;
  ExhibitorSlotConnection: ResolverTypeWrapper<Omit<ExhibitorSlotConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ExhibitorSlotEdge']>, nodes: Array<ResolversTypes['ExhibitorSlot']> }>;
  ExhibitorSlotEdge: ResolverTypeWrapper<Omit<ExhibitorSlotEdge, 'node'> & { node: ResolversTypes['ExhibitorSlot'] }>;
  InitialBookingStatus: InitialBookingStatus;
  Lane: ResolverTypeWrapper<Lane>;
  LaneAnalytics: ResolverTypeWrapper<LaneAnalyticsResult>;
  LaneSeller: ResolverTypeWrapper<RankedLaneSeller>;
  LegacyBookingStatus: LegacyBookingStatus;
  Listing: ResolverTypeWrapper<ListingRow>;
  ListingAnalytics: ResolverTypeWrapper<ListingAnalyticsResult>;
  ListingConnection: ResolverTypeWrapper<Omit<ListingConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ListingEdge']>, nodes: Array<ResolversTypes['Listing']> }>;
  ListingEdge: ResolverTypeWrapper<Omit<ListingEdge, 'node'> & { node: ResolversTypes['Listing'] }>;
  ListingSortKey: ListingSortKey;
  ListingStats: ResolverTypeWrapper<ListingStats>;
  ListingStatus: ListingStatus;
  MarketplaceHealth: ResolverTypeWrapper<MarketplaceHealthResult>;
  MarketplaceHealthProbe: MarketplaceHealthProbe;
  MarketplaceLane: MarketplaceLane;
  MarketplaceMedia: ResolverTypeWrapper<MarketplaceMediaRow>;
  MarketplaceMediaConnection: ResolverTypeWrapper<Omit<MarketplaceMediaConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['MarketplaceMediaEdge']>, nodes: Array<ResolversTypes['MarketplaceMedia']> }>;
  MarketplaceMediaEdge: ResolverTypeWrapper<Omit<MarketplaceMediaEdge, 'node'> & { node: ResolversTypes['MarketplaceMedia'] }>;
  MarketplaceMediaKind: MarketplaceMediaKind;
  MarketplaceUploadFile: MarketplaceUploadFile;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NegotiateQuoteInput: NegotiateQuoteInput;
  NotificationSettings: ResolverTypeWrapper<NotificationSettings>;
  NotificationSettingsInput: NotificationSettingsInput;
  Order: ResolverTypeWrapper<OrderRow>;
  OrderConnection: ResolverTypeWrapper<Omit<OrderConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['OrderEdge']>, nodes: Array<ResolversTypes['Order']> }>;
  OrderEdge: ResolverTypeWrapper<Omit<OrderEdge, 'node'> & { node: ResolversTypes['Order'] }>;
  OrderSortKey: OrderSortKey;
  OrderStatus: OrderStatus;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Quote: ResolverTypeWrapper<QuoteRow>;
  QuoteConnection: ResolverTypeWrapper<Omit<QuoteConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['QuoteEdge']>, nodes: Array<ResolversTypes['Quote']> }>;
  QuoteEdge: ResolverTypeWrapper<Omit<QuoteEdge, 'node'> & { node: ResolversTypes['Quote'] }>;
  QuoteOffer: ResolverTypeWrapper<QuoteOfferRow>;
  QuoteParty: ResolverTypeWrapper<QuoteParty>;
  QuotePartyRole: QuotePartyRole;
  QuoteSortKey: QuoteSortKey;
  QuoteStatus: QuoteStatus;
  RejectQuoteInput: RejectQuoteInput;
  ReportPage: ResolverTypeWrapper<ReportPage>;
  ReportPageInput: ReportPageInput;
  ResolveDisputeInput: ResolveDisputeInput;
  Rfp: ResolverTypeWrapper<RfpRow>;
  RfpAnswer: ResolverTypeWrapper<RfpAnswerRow>;
  RfpAnswerConnection: ResolverTypeWrapper<Omit<RfpAnswerConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['RfpAnswerEdge']>, nodes: Array<ResolversTypes['RfpAnswer']> }>;
  RfpAnswerEdge: ResolverTypeWrapper<Omit<RfpAnswerEdge, 'node'> & { node: ResolversTypes['RfpAnswer'] }>;
  RfpConnection: ResolverTypeWrapper<Omit<RfpConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['RfpEdge']>, nodes: Array<ResolversTypes['Rfp']> }>;
  RfpEdge: ResolverTypeWrapper<Omit<RfpEdge, 'node'> & { node: ResolversTypes['Rfp'] }>;
  RfpMatch: ResolverTypeWrapper<RfpMatchRow>;
  RfpMatchConnection: ResolverTypeWrapper<Omit<RfpMatchConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['RfpMatchEdge']>, nodes: Array<ResolversTypes['RfpMatch']> }>;
  RfpMatchEdge: ResolverTypeWrapper<Omit<RfpMatchEdge, 'node'> & { node: ResolversTypes['RfpMatch'] }>;
  RfpStatus: RfpStatus;
  SellerAnalytics: ResolverTypeWrapper<SellerAnalyticsResult>;
  SellerPreferences: ResolverTypeWrapper<SellerPreferencesRow>;
  SellerPreferencesInput: SellerPreferencesInput;
  ServiceSearchHit: ResolverTypeWrapper<ServiceSearchHit>;
  ServiceTier: ResolverTypeWrapper<ServiceTierRow>;
  ServiceTierConnection: ResolverTypeWrapper<Omit<ServiceTierConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ServiceTierEdge']>, nodes: Array<ResolversTypes['ServiceTier']> }>;
  ServiceTierEdge: ResolverTypeWrapper<Omit<ServiceTierEdge, 'node'> & { node: ResolversTypes['ServiceTier'] }>;
  SlotBooking: ResolverTypeWrapper<SlotBookingRow>;
  SlotBookingConnection: ResolverTypeWrapper<Omit<SlotBookingConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['SlotBookingEdge']>, nodes: Array<ResolversTypes['SlotBooking']> }>;
  SlotBookingEdge: ResolverTypeWrapper<Omit<SlotBookingEdge, 'node'> & { node: ResolversTypes['SlotBooking'] }>;
  SlotBookingStatus: SlotBookingStatus;
  SortOrder: SortOrder;
  SponsorshipLevel: SponsorshipLevel;
  SponsorshipPackage: ResolverTypeWrapper<SponsorshipPackageRow>;
  SponsorshipPackageConnection: ResolverTypeWrapper<Omit<SponsorshipPackageConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['SponsorshipPackageEdge']>, nodes: Array<ResolversTypes['SponsorshipPackage']> }>;
  SponsorshipPackageEdge: ResolverTypeWrapper<Omit<SponsorshipPackageEdge, 'node'> & { node: ResolversTypes['SponsorshipPackage'] }>;
  SubmitEvidenceInput: SubmitEvidenceInput;
  TopListing: ResolverTypeWrapper<TopListingRow>;
  UpdateAiAssetInput: UpdateAiAssetInput;
  UpdateExhibitorSlotInput: UpdateExhibitorSlotInput;
  UpdateListingInput: UpdateListingInput;
  UpdateOrderStatusInput: UpdateOrderStatusInput;
  UpdateQuoteInput: UpdateQuoteInput;
  UpdateRfpInput: UpdateRfpInput;
  UpdateServiceTierInput: UpdateServiceTierInput;
  UpdateSponsorshipPackageInput: UpdateSponsorshipPackageInput;
  UploadMarketplaceMediaInput: UploadMarketplaceMediaInput;
  User: ResolverTypeWrapper<User>;
  VenuePlace: ResolverTypeWrapper<VenuePlace>;
  VenuePlaceInput: VenuePlaceInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AiAsset: AiAssetRow;
  String: Scalars['String']['output'];
  ID: Scalars['ID']['output'];
  Float: Scalars['Float']['output'];
  AiAssetConnection: Omit<AiAssetConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['AiAssetEdge']>, nodes: Array<ResolversParentTypes['AiAsset']> };
  AiAssetEdge: Omit<AiAssetEdge, 'node'> & { node: ResolversParentTypes['AiAsset'] };
  AnswerRfpInput: AnswerRfpInput;
  BookExhibitorSlotInput: BookExhibitorSlotInput;
  Booking: BookingRow;
  BookingAttendee: BookingAttendee;
  BookingAttendeeInput: BookingAttendeeInput;
  BookingBody: Scalars['BookingBody']['output'];
  BookingConnection: Omit<BookingConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['BookingEdge']>, nodes: Array<ResolversParentTypes['Booking']> };
  BookingEdge: Omit<BookingEdge, 'node'> & { node: ResolversParentTypes['Booking'] };
  BookingGroup: BookingGroupRow;
  BookingPricing: BookingPricing;
  BookingPricingInput: BookingPricingInput;
  BookingProblem: BookingProblem;
  BookingValidation: BookingValidation;
  Boolean: Scalars['Boolean']['output'];
  CancelBookingInput: CancelBookingInput;
  CancelOrderInput: CancelOrderInput;
  Collaboration: CollaborationRow;
  CollaborationConnection: Omit<CollaborationConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['CollaborationEdge']>, nodes: Array<ResolversParentTypes['Collaboration']> };
  CollaborationEdge: Omit<CollaborationEdge, 'node'> & { node: ResolversParentTypes['Collaboration'] };
  CompleteOrderInput: CompleteOrderInput;
  CreateAiAssetInput: CreateAiAssetInput;
  CreateBookingGroupInput: CreateBookingGroupInput;
  CreateBookingInput: CreateBookingInput;
  CreateCollaborationInput: CreateCollaborationInput;
  CreateDisputeInput: CreateDisputeInput;
  CreateExhibitorSlotInput: CreateExhibitorSlotInput;
  CreateListingInput: CreateListingInput;
  CreateOrderInput: CreateOrderInput;
  CreateQuoteInput: CreateQuoteInput;
  CreateRfpInput: CreateRfpInput;
  CreateServiceTierInput: CreateServiceTierInput;
  CreateSimpleBookingInput: CreateSimpleBookingInput;
  CreateSponsorshipPackageInput: CreateSponsorshipPackageInput;
  DailyViews: DailyViews;
  DateTime: Scalars['DateTime']['output'];
  DeliverOrderInput: DeliverOrderInput;
  Dispute: DisputeRow;
  DisputeConnection: Omit<DisputeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['DisputeEdge']>, nodes: Array<ResolversParentTypes['Dispute']> };
  DisputeEdge: Omit<DisputeEdge, 'node'> & { node: ResolversParentTypes['Dispute'] };
  DisputeEvidence: EvidenceRow;
  EvidenceItemInput: EvidenceItemInput;
  ExhibitorSlot: ExhibitorSlotRow;
  ExhibitorSlotConnection: Omit<ExhibitorSlotConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ExhibitorSlotEdge']>, nodes: Array<ResolversParentTypes['ExhibitorSlot']> };
  ExhibitorSlotEdge: Omit<ExhibitorSlotEdge, 'node'> & { node: ResolversParentTypes['ExhibitorSlot'] };
  Lane: Lane;
  LaneAnalytics: LaneAnalyticsResult;
  LaneSeller: RankedLaneSeller;
  Listing: ListingRow;
  ListingAnalytics: ListingAnalyticsResult;
  ListingConnection: Omit<ListingConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ListingEdge']>, nodes: Array<ResolversParentTypes['Listing']> };
  ListingEdge: Omit<ListingEdge, 'node'> & { node: ResolversParentTypes['Listing'] };
  ListingStats: ListingStats;
  MarketplaceHealth: MarketplaceHealthResult;
  MarketplaceMedia: MarketplaceMediaRow;
  MarketplaceMediaConnection: Omit<MarketplaceMediaConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['MarketplaceMediaEdge']>, nodes: Array<ResolversParentTypes['MarketplaceMedia']> };
  MarketplaceMediaEdge: Omit<MarketplaceMediaEdge, 'node'> & { node: ResolversParentTypes['MarketplaceMedia'] };
  MarketplaceUploadFile: MarketplaceUploadFile;
  Mutation: Record<PropertyKey, never>;
  NegotiateQuoteInput: NegotiateQuoteInput;
  NotificationSettings: NotificationSettings;
  NotificationSettingsInput: NotificationSettingsInput;
  Order: OrderRow;
  OrderConnection: Omit<OrderConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['OrderEdge']>, nodes: Array<ResolversParentTypes['Order']> };
  OrderEdge: Omit<OrderEdge, 'node'> & { node: ResolversParentTypes['Order'] };
  PageInfo: PageInfo;
  Query: Record<PropertyKey, never>;
  Quote: QuoteRow;
  QuoteConnection: Omit<QuoteConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['QuoteEdge']>, nodes: Array<ResolversParentTypes['Quote']> };
  QuoteEdge: Omit<QuoteEdge, 'node'> & { node: ResolversParentTypes['Quote'] };
  QuoteOffer: QuoteOfferRow;
  QuoteParty: QuoteParty;
  RejectQuoteInput: RejectQuoteInput;
  ReportPage: ReportPage;
  ReportPageInput: ReportPageInput;
  ResolveDisputeInput: ResolveDisputeInput;
  Rfp: RfpRow;
  RfpAnswer: RfpAnswerRow;
  RfpAnswerConnection: Omit<RfpAnswerConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['RfpAnswerEdge']>, nodes: Array<ResolversParentTypes['RfpAnswer']> };
  RfpAnswerEdge: Omit<RfpAnswerEdge, 'node'> & { node: ResolversParentTypes['RfpAnswer'] };
  RfpConnection: Omit<RfpConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['RfpEdge']>, nodes: Array<ResolversParentTypes['Rfp']> };
  RfpEdge: Omit<RfpEdge, 'node'> & { node: ResolversParentTypes['Rfp'] };
  RfpMatch: RfpMatchRow;
  RfpMatchConnection: Omit<RfpMatchConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['RfpMatchEdge']>, nodes: Array<ResolversParentTypes['RfpMatch']> };
  RfpMatchEdge: Omit<RfpMatchEdge, 'node'> & { node: ResolversParentTypes['RfpMatch'] };
  SellerAnalytics: SellerAnalyticsResult;
  SellerPreferences: SellerPreferencesRow;
  SellerPreferencesInput: SellerPreferencesInput;
  ServiceSearchHit: ServiceSearchHit;
  ServiceTier: ServiceTierRow;
  ServiceTierConnection: Omit<ServiceTierConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ServiceTierEdge']>, nodes: Array<ResolversParentTypes['ServiceTier']> };
  ServiceTierEdge: Omit<ServiceTierEdge, 'node'> & { node: ResolversParentTypes['ServiceTier'] };
  SlotBooking: SlotBookingRow;
  SlotBookingConnection: Omit<SlotBookingConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['SlotBookingEdge']>, nodes: Array<ResolversParentTypes['SlotBooking']> };
  SlotBookingEdge: Omit<SlotBookingEdge, 'node'> & { node: ResolversParentTypes['SlotBooking'] };
  SponsorshipPackage: SponsorshipPackageRow;
  SponsorshipPackageConnection: Omit<SponsorshipPackageConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['SponsorshipPackageEdge']>, nodes: Array<ResolversParentTypes['SponsorshipPackage']> };
  SponsorshipPackageEdge: Omit<SponsorshipPackageEdge, 'node'> & { node: ResolversParentTypes['SponsorshipPackage'] };
  SubmitEvidenceInput: SubmitEvidenceInput;
  TopListing: TopListingRow;
  UpdateAiAssetInput: UpdateAiAssetInput;
  UpdateExhibitorSlotInput: UpdateExhibitorSlotInput;
  UpdateListingInput: UpdateListingInput;
  UpdateOrderStatusInput: UpdateOrderStatusInput;
  UpdateQuoteInput: UpdateQuoteInput;
  UpdateRfpInput: UpdateRfpInput;
  UpdateServiceTierInput: UpdateServiceTierInput;
  UpdateSponsorshipPackageInput: UpdateSponsorshipPackageInput;
  UploadMarketplaceMediaInput: UploadMarketplaceMediaInput;
  User: User;
  VenuePlace: VenuePlace;
  VenuePlaceInput: VenuePlaceInput;
  Int: Scalars['Int']['output'];
};

export type CacheControlDirectiveArgs = {
  maxAge: Scalars['Int']['input'];
  scope?: Maybe<CacheScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = MarketplaceContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AiAssetResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['AiAsset'] = ResolversParentTypes['AiAsset']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AiAssetKind'], ParentType, ContextType>;
  license?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sizeBytes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AiAssetConnectionResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['AiAssetConnection'] = ResolversParentTypes['AiAssetConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AiAssetEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['AiAsset']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type AiAssetEdgeResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['AiAssetEdge'] = ResolversParentTypes['AiAssetEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AiAsset'], ParentType, ContextType>;
};

export type BookingResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['Booking'] = ResolversParentTypes['Booking'], FederationReferenceType extends FederationReferenceTypes['Booking'] = FederationReferenceTypes['Booking']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Booking']> | FederationReferenceType, FederationReferenceType, ContextType>;
  attendee?: Resolver<ResolversTypes['BookingAttendee'], ParentType, ContextType>;
  attendeeEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  buyerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cancellationReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  cancelledBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  confirmedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legacyStatus?: Resolver<ResolversTypes['LegacyBookingStatus'], ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pricing?: Resolver<ResolversTypes['BookingPricing'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seller?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookingStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BookingAttendeeResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['BookingAttendee'] = ResolversParentTypes['BookingAttendee']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface BookingBodyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['BookingBody'], any> {
  name: 'BookingBody';
}

export type BookingConnectionResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['BookingConnection'] = ResolversParentTypes['BookingConnection']> = {
  edges?: Resolver<Array<ResolversTypes['BookingEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type BookingEdgeResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['BookingEdge'] = ResolversParentTypes['BookingEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Booking'], ParentType, ContextType>;
};

export type BookingGroupResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['BookingGroup'] = ResolversParentTypes['BookingGroup']> = {
  bookings?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type BookingPricingResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['BookingPricing'] = ResolversParentTypes['BookingPricing']> = {
  base?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type BookingProblemResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['BookingProblem'] = ResolversParentTypes['BookingProblem']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  problem?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookingValidationResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['BookingValidation'] = ResolversParentTypes['BookingValidation']> = {
  errors?: Resolver<Array<ResolversTypes['BookingProblem']>, ParentType, ContextType>;
  pricing?: Resolver<Maybe<ResolversTypes['BookingPricing']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['BookingStatus']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CollaborationResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['Collaboration'] = ResolversParentTypes['Collaboration'], FederationReferenceType extends FederationReferenceTypes['Collaboration'] = FederationReferenceTypes['Collaboration']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Collaboration']> | FederationReferenceType, FederationReferenceType, ContextType>;
  acceptedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  cancelledBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  declinedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
  listingId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partner?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  partnerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  partnerListing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
  partnerListingId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  requester?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  requesterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  revenueSplitPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CollaborationStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CollaborationConnectionResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['CollaborationConnection'] = ResolversParentTypes['CollaborationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CollaborationEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Collaboration']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type CollaborationEdgeResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['CollaborationEdge'] = ResolversParentTypes['CollaborationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Collaboration'], ParentType, ContextType>;
};

export type DailyViewsResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['DailyViews'] = ResolversParentTypes['DailyViews']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DisputeResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['Dispute'] = ResolversParentTypes['Dispute'], FederationReferenceType extends FederationReferenceTypes['Dispute'] = FederationReferenceTypes['Dispute']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Dispute']> | FederationReferenceType, FederationReferenceType, ContextType>;
  buyerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  buyerPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  escalatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  evidence?: Resolver<Array<ResolversTypes['DisputeEvidence']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  openedBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  resolution?: Resolver<Maybe<ResolversTypes['DisputeResolution']>, ParentType, ContextType>;
  resolutionNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  resolvedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sellerAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DisputeStatus'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type DisputeConnectionResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['DisputeConnection'] = ResolversParentTypes['DisputeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['DisputeEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Dispute']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type DisputeEdgeResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['DisputeEdge'] = ResolversParentTypes['DisputeEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Dispute'], ParentType, ContextType>;
};

export type DisputeEvidenceResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['DisputeEvidence'] = ResolversParentTypes['DisputeEvidence']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DisputeEvidenceKind'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  submittedBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  submitter?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ExhibitorSlotResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['ExhibitorSlot'] = ResolversParentTypes['ExhibitorSlot']> = {
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  booked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ExhibitorSlotConnectionResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['ExhibitorSlotConnection'] = ResolversParentTypes['ExhibitorSlotConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ExhibitorSlotEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ExhibitorSlot']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ExhibitorSlotEdgeResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['ExhibitorSlotEdge'] = ResolversParentTypes['ExhibitorSlotEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ExhibitorSlot'], ParentType, ContextType>;
};

export type LaneResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['Lane'] = ResolversParentTypes['Lane']> = {
  covers?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['MarketplaceLane'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LaneAnalyticsResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['LaneAnalytics'] = ResolversParentTypes['LaneAnalytics']> = {
  activeListings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['MarketplaceLane'], ParentType, ContextType>;
  completedOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  listings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newListings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderCompletionRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quoteAcceptanceRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quotesAccepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quotesReceived?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  topSellers?: Resolver<Array<ResolversTypes['LaneSeller']>, ParentType, ContextType>;
  uniqueViewers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewToOrderRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  viewToQuoteRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LaneSellerResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['LaneSeller'] = ResolversParentTypes['LaneSeller']> = {
  completedOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ListingResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['Listing'] = ResolversParentTypes['Listing'], FederationReferenceType extends FederationReferenceTypes['Listing'] = FederationReferenceTypes['Listing']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Listing']> | FederationReferenceType, FederationReferenceType, ContextType>;
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['MarketplaceLane'], ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  geoRegion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['VenuePlace']>, ParentType, ContextType>;
  priceMax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceMin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  seller?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ListingStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalBookings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalViews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ListingAnalyticsResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['ListingAnalytics'] = ResolversParentTypes['ListingAnalytics']> = {
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  completedOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dailyViews?: Resolver<Array<ResolversTypes['DailyViews']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderCompletionRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quoteAcceptanceRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quotesAccepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quotesReceived?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ratingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  uniqueViewers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewToOrderRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  viewToQuoteRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ListingConnectionResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['ListingConnection'] = ResolversParentTypes['ListingConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ListingEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ListingEdgeResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['ListingEdge'] = ResolversParentTypes['ListingEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Listing'], ParentType, ContextType>;
};

export type ListingStatsResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['ListingStats'] = ResolversParentTypes['ListingStats']> = {
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  ratingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ListingStatus'], ParentType, ContextType>;
  totalBookings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalViews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uniqueViewers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewsLast7Days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewsLast24Hours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewsLast30Days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketplaceHealthResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['MarketplaceHealth'] = ResolversParentTypes['MarketplaceHealth']> = {
  checkedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  database?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  probe?: Resolver<ResolversTypes['MarketplaceHealthProbe'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarketplaceMediaResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['MarketplaceMedia'] = ResolversParentTypes['MarketplaceMedia']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MarketplaceMediaKind'], ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
  listingId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ownerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MarketplaceMediaConnectionResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['MarketplaceMediaConnection'] = ResolversParentTypes['MarketplaceMediaConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MarketplaceMediaEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['MarketplaceMedia']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type MarketplaceMediaEdgeResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['MarketplaceMediaEdge'] = ResolversParentTypes['MarketplaceMediaEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MarketplaceMedia'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptCollaboration?: Resolver<ResolversTypes['Collaboration'], ParentType, ContextType, RequireFields<MutationAcceptCollaborationArgs, 'id'>>;
  acceptQuote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<MutationAcceptQuoteArgs, 'id'>>;
  answerRfp?: Resolver<ResolversTypes['RfpAnswer'], ParentType, ContextType, RequireFields<MutationAnswerRfpArgs, 'input' | 'rfpId'>>;
  bookExhibitorSlot?: Resolver<ResolversTypes['SlotBooking'], ParentType, ContextType, RequireFields<MutationBookExhibitorSlotArgs, 'slotId'>>;
  cancelBooking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType, RequireFields<MutationCancelBookingArgs, 'id'>>;
  cancelCollaboration?: Resolver<ResolversTypes['Collaboration'], ParentType, ContextType, RequireFields<MutationCancelCollaborationArgs, 'id'>>;
  cancelOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'id'>>;
  cancelRfp?: Resolver<ResolversTypes['Rfp'], ParentType, ContextType, RequireFields<MutationCancelRfpArgs, 'id'>>;
  cancelSlotBooking?: Resolver<ResolversTypes['SlotBooking'], ParentType, ContextType, RequireFields<MutationCancelSlotBookingArgs, 'id'>>;
  closeListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationCloseListingArgs, 'id'>>;
  closeRfp?: Resolver<ResolversTypes['Rfp'], ParentType, ContextType, RequireFields<MutationCloseRfpArgs, 'id'>>;
  completeBooking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType, RequireFields<MutationCompleteBookingArgs, 'id'>>;
  completeOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCompleteOrderArgs, 'id'>>;
  confirmBooking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType, RequireFields<MutationConfirmBookingArgs, 'id'>>;
  createAiAsset?: Resolver<ResolversTypes['AiAsset'], ParentType, ContextType, RequireFields<MutationCreateAiAssetArgs, 'input'>>;
  createBooking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType, RequireFields<MutationCreateBookingArgs, 'input'>>;
  createBookingGroup?: Resolver<ResolversTypes['BookingGroup'], ParentType, ContextType, RequireFields<MutationCreateBookingGroupArgs, 'input'>>;
  createCollaboration?: Resolver<ResolversTypes['Collaboration'], ParentType, ContextType, RequireFields<MutationCreateCollaborationArgs, 'input'>>;
  createDispute?: Resolver<ResolversTypes['Dispute'], ParentType, ContextType, RequireFields<MutationCreateDisputeArgs, 'input'>>;
  createExhibitorSlot?: Resolver<ResolversTypes['ExhibitorSlot'], ParentType, ContextType, RequireFields<MutationCreateExhibitorSlotArgs, 'input'>>;
  createListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationCreateListingArgs, 'input'>>;
  createOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  createQuote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<MutationCreateQuoteArgs, 'input'>>;
  createRfp?: Resolver<ResolversTypes['Rfp'], ParentType, ContextType, RequireFields<MutationCreateRfpArgs, 'input'>>;
  createServiceTier?: Resolver<ResolversTypes['ServiceTier'], ParentType, ContextType, RequireFields<MutationCreateServiceTierArgs, 'input'>>;
  createSimpleBooking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType, RequireFields<MutationCreateSimpleBookingArgs, 'input'>>;
  createSponsorshipPackage?: Resolver<ResolversTypes['SponsorshipPackage'], ParentType, ContextType, RequireFields<MutationCreateSponsorshipPackageArgs, 'input'>>;
  declineCollaboration?: Resolver<ResolversTypes['Collaboration'], ParentType, ContextType, RequireFields<MutationDeclineCollaborationArgs, 'id'>>;
  deleteAiAsset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAiAssetArgs, 'id'>>;
  deleteExhibitorSlot?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteExhibitorSlotArgs, 'id'>>;
  deleteListing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteListingArgs, 'id'>>;
  deleteMarketplaceMedia?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMarketplaceMediaArgs, 'id'>>;
  deleteServiceTier?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteServiceTierArgs, 'id'>>;
  deleteSponsorshipPackage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSponsorshipPackageArgs, 'id'>>;
  deliverOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationDeliverOrderArgs, 'id'>>;
  escalateDispute?: Resolver<ResolversTypes['Dispute'], ParentType, ContextType, RequireFields<MutationEscalateDisputeArgs, 'id'>>;
  negotiateQuote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<MutationNegotiateQuoteArgs, 'id' | 'input'>>;
  pauseListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationPauseListingArgs, 'id'>>;
  publishListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationPublishListingArgs, 'id'>>;
  rejectQuote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<MutationRejectQuoteArgs, 'id'>>;
  resolveDispute?: Resolver<ResolversTypes['Dispute'], ParentType, ContextType, RequireFields<MutationResolveDisputeArgs, 'id' | 'input'>>;
  setSellerPreferences?: Resolver<ResolversTypes['SellerPreferences'], ParentType, ContextType, RequireFields<MutationSetSellerPreferencesArgs, 'input'>>;
  submitBooking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType, RequireFields<MutationSubmitBookingArgs, 'id'>>;
  submitDisputeEvidence?: Resolver<ResolversTypes['Dispute'], ParentType, ContextType, RequireFields<MutationSubmitDisputeEvidenceArgs, 'id' | 'input'>>;
  unpauseListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationUnpauseListingArgs, 'id'>>;
  updateAiAsset?: Resolver<ResolversTypes['AiAsset'], ParentType, ContextType, RequireFields<MutationUpdateAiAssetArgs, 'id' | 'input'>>;
  updateExhibitorSlot?: Resolver<ResolversTypes['ExhibitorSlot'], ParentType, ContextType, RequireFields<MutationUpdateExhibitorSlotArgs, 'id' | 'input'>>;
  updateListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationUpdateListingArgs, 'id' | 'input'>>;
  updateOrderStatus?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderStatusArgs, 'id' | 'input'>>;
  updateQuote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<MutationUpdateQuoteArgs, 'id' | 'input'>>;
  updateRfp?: Resolver<ResolversTypes['Rfp'], ParentType, ContextType, RequireFields<MutationUpdateRfpArgs, 'id' | 'input'>>;
  updateServiceTier?: Resolver<ResolversTypes['ServiceTier'], ParentType, ContextType, RequireFields<MutationUpdateServiceTierArgs, 'id' | 'input'>>;
  updateSponsorshipPackage?: Resolver<ResolversTypes['SponsorshipPackage'], ParentType, ContextType, RequireFields<MutationUpdateSponsorshipPackageArgs, 'id' | 'input'>>;
  uploadMarketplaceMedia?: Resolver<ResolversTypes['MarketplaceMedia'], ParentType, ContextType, RequireFields<MutationUploadMarketplaceMediaArgs, 'input'>>;
  viewListing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationViewListingArgs, 'id'>>;
  withdrawQuote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<MutationWithdrawQuoteArgs, 'id'>>;
};

export type NotificationSettingsResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['NotificationSettings'] = ResolversParentTypes['NotificationSettings']> = {
  newRfps?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderUpdates?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quoteUpdates?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slotBookings?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  weeklyDigest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order'], FederationReferenceType extends FederationReferenceTypes['Order'] = FederationReferenceTypes['Order']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Order']> | FederationReferenceType, FederationReferenceType, ContextType>;
  buyer?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  buyerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cancellationReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  cancelledBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['MarketplaceLane'], ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  confirmedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliverables?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deliveryNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  disputedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType>;
  quoteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  refundedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type OrderConnectionResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type OrderEdgeResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['OrderEdge'] = ResolversParentTypes['OrderEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  aiAsset?: Resolver<ResolversTypes['AiAsset'], ParentType, ContextType, RequireFields<QueryAiAssetArgs, 'id'>>;
  aiAssets?: Resolver<ResolversTypes['AiAssetConnection'], ParentType, ContextType, Partial<QueryAiAssetsArgs>>;
  booking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType, RequireFields<QueryBookingArgs, 'id'>>;
  bookingGroup?: Resolver<ResolversTypes['BookingGroup'], ParentType, ContextType, RequireFields<QueryBookingGroupArgs, 'id'>>;
  bookings?: Resolver<ResolversTypes['BookingConnection'], ParentType, ContextType, RequireFields<QueryBookingsArgs, 'sortOrder'>>;
  collaboration?: Resolver<ResolversTypes['Collaboration'], ParentType, ContextType, RequireFields<QueryCollaborationArgs, 'id'>>;
  collaborations?: Resolver<ResolversTypes['CollaborationConnection'], ParentType, ContextType, RequireFields<QueryCollaborationsArgs, 'sortOrder'>>;
  dispute?: Resolver<ResolversTypes['Dispute'], ParentType, ContextType, RequireFields<QueryDisputeArgs, 'id'>>;
  disputes?: Resolver<ResolversTypes['DisputeConnection'], ParentType, ContextType, RequireFields<QueryDisputesArgs, 'sortBy' | 'sortOrder'>>;
  exhibitorSlot?: Resolver<ResolversTypes['ExhibitorSlot'], ParentType, ContextType, RequireFields<QueryExhibitorSlotArgs, 'id'>>;
  exhibitorSlots?: Resolver<ResolversTypes['ExhibitorSlotConnection'], ParentType, ContextType, RequireFields<QueryExhibitorSlotsArgs, 'listingId'>>;
  laneAnalytics?: Resolver<ResolversTypes['LaneAnalytics'], ParentType, ContextType, RequireFields<QueryLaneAnalyticsArgs, 'category'>>;
  lanes?: Resolver<Array<ResolversTypes['Lane']>, ParentType, ContextType>;
  listing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<QueryListingArgs, 'id'>>;
  listingAnalytics?: Resolver<ResolversTypes['ListingAnalytics'], ParentType, ContextType, RequireFields<QueryListingAnalyticsArgs, 'listingId'>>;
  listingMedia?: Resolver<ResolversTypes['MarketplaceMediaConnection'], ParentType, ContextType, RequireFields<QueryListingMediaArgs, 'listingId'>>;
  listingQuotes?: Resolver<ResolversTypes['QuoteConnection'], ParentType, ContextType, RequireFields<QueryListingQuotesArgs, 'listingId' | 'sortBy' | 'sortOrder'>>;
  listingSearchHits?: Resolver<Array<ResolversTypes['ServiceSearchHit']>, ParentType, ContextType, RequireFields<QueryListingSearchHitsArgs, 'first' | 'listings' | 'q' | 'venues'>>;
  listingStats?: Resolver<ResolversTypes['ListingStats'], ParentType, ContextType, RequireFields<QueryListingStatsArgs, 'id'>>;
  listings?: Resolver<ResolversTypes['ListingConnection'], ParentType, ContextType, RequireFields<QueryListingsArgs, 'sortBy' | 'sortOrder'>>;
  listingsByLane?: Resolver<ResolversTypes['ListingConnection'], ParentType, ContextType, RequireFields<QueryListingsByLaneArgs, 'category' | 'sortBy' | 'sortOrder'>>;
  marketplaceHealth?: Resolver<ResolversTypes['MarketplaceHealth'], ParentType, ContextType, RequireFields<QueryMarketplaceHealthArgs, 'probe'>>;
  marketplaceMedia?: Resolver<ResolversTypes['MarketplaceMedia'], ParentType, ContextType, RequireFields<QueryMarketplaceMediaArgs, 'id'>>;
  marketplaceReportPage?: Resolver<ResolversTypes['ReportPage'], ParentType, ContextType, RequireFields<QueryMarketplaceReportPageArgs, 'input'>>;
  myMarketplaceMedia?: Resolver<ResolversTypes['MarketplaceMediaConnection'], ParentType, ContextType, Partial<QueryMyMarketplaceMediaArgs>>;
  mySlotBookings?: Resolver<ResolversTypes['SlotBookingConnection'], ParentType, ContextType, Partial<QueryMySlotBookingsArgs>>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'sortBy' | 'sortOrder'>>;
  quote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<QueryQuoteArgs, 'id'>>;
  quotes?: Resolver<ResolversTypes['QuoteConnection'], ParentType, ContextType, RequireFields<QueryQuotesArgs, 'sortBy' | 'sortOrder'>>;
  rfp?: Resolver<ResolversTypes['Rfp'], ParentType, ContextType, RequireFields<QueryRfpArgs, 'id'>>;
  rfpAnswers?: Resolver<ResolversTypes['RfpAnswerConnection'], ParentType, ContextType, RequireFields<QueryRfpAnswersArgs, 'rfpId'>>;
  rfpMatches?: Resolver<ResolversTypes['RfpMatchConnection'], ParentType, ContextType, RequireFields<QueryRfpMatchesArgs, 'id'>>;
  rfps?: Resolver<ResolversTypes['RfpConnection'], ParentType, ContextType, Partial<QueryRfpsArgs>>;
  rfpsForMe?: Resolver<ResolversTypes['RfpConnection'], ParentType, ContextType, Partial<QueryRfpsForMeArgs>>;
  sellerAnalytics?: Resolver<ResolversTypes['SellerAnalytics'], ParentType, ContextType, RequireFields<QuerySellerAnalyticsArgs, 'sellerId'>>;
  sellerBookings?: Resolver<ResolversTypes['BookingConnection'], ParentType, ContextType, RequireFields<QuerySellerBookingsArgs, 'sortOrder'>>;
  sellerOrders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, RequireFields<QuerySellerOrdersArgs, 'sortBy' | 'sortOrder'>>;
  sellerPreferences?: Resolver<ResolversTypes['SellerPreferences'], ParentType, ContextType>;
  serviceTier?: Resolver<ResolversTypes['ServiceTier'], ParentType, ContextType, RequireFields<QueryServiceTierArgs, 'id'>>;
  serviceTiers?: Resolver<ResolversTypes['ServiceTierConnection'], ParentType, ContextType, RequireFields<QueryServiceTiersArgs, 'listingId'>>;
  slotBooking?: Resolver<ResolversTypes['SlotBooking'], ParentType, ContextType, RequireFields<QuerySlotBookingArgs, 'id'>>;
  slotBookings?: Resolver<ResolversTypes['SlotBookingConnection'], ParentType, ContextType, RequireFields<QuerySlotBookingsArgs, 'slotId'>>;
  sponsorshipPackage?: Resolver<ResolversTypes['SponsorshipPackage'], ParentType, ContextType, RequireFields<QuerySponsorshipPackageArgs, 'id'>>;
  sponsorshipPackages?: Resolver<ResolversTypes['SponsorshipPackageConnection'], ParentType, ContextType, RequireFields<QuerySponsorshipPackagesArgs, 'listingId'>>;
  topListings?: Resolver<Array<ResolversTypes['TopListing']>, ParentType, ContextType, RequireFields<QueryTopListingsArgs, 'category' | 'limit' | 'metric'>>;
  validateBooking?: Resolver<ResolversTypes['BookingValidation'], ParentType, ContextType, Partial<QueryValidateBookingArgs>>;
  venue?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<QueryVenueArgs, 'id'>>;
  venues?: Resolver<ResolversTypes['ListingConnection'], ParentType, ContextType, Partial<QueryVenuesArgs>>;
};

export type QuoteResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['Quote'] = ResolversParentTypes['Quote'], FederationReferenceType extends FederationReferenceTypes['Quote'] = FederationReferenceTypes['Quote']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Quote']> | FederationReferenceType, FederationReferenceType, ContextType>;
  acceptedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['QuoteOffer']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastOfferBy?: Resolver<ResolversTypes['QuotePartyRole'], ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  negotiatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  rejectedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responder?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  responderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['QuoteStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  withdrawnAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type QuoteConnectionResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['QuoteConnection'] = ResolversParentTypes['QuoteConnection']> = {
  edges?: Resolver<Array<ResolversTypes['QuoteEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Quote']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type QuoteEdgeResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['QuoteEdge'] = ResolversParentTypes['QuoteEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Quote'], ParentType, ContextType>;
};

export type QuoteOfferResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['QuoteOffer'] = ResolversParentTypes['QuoteOffer']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['QuoteParty'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QuotePartyResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['QuoteParty'] = ResolversParentTypes['QuoteParty']> = {
  role?: Resolver<ResolversTypes['QuotePartyRole'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ReportPageResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['ReportPage'] = ResolversParentTypes['ReportPage']> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsJson?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type RfpResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['Rfp'] = ResolversParentTypes['Rfp']> = {
  budgetMax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  budgetMin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  buyer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  buyerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['MarketplaceLane'], ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deadline?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  geoRegion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RfpStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type RfpAnswerResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['RfpAnswer'] = ResolversParentTypes['RfpAnswer']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quoteId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  rfp?: Resolver<Maybe<ResolversTypes['Rfp']>, ParentType, ContextType>;
  rfpId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seller?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RfpAnswerConnectionResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['RfpAnswerConnection'] = ResolversParentTypes['RfpAnswerConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RfpAnswerEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['RfpAnswer']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type RfpAnswerEdgeResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['RfpAnswerEdge'] = ResolversParentTypes['RfpAnswerEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['RfpAnswer'], ParentType, ContextType>;
};

export type RfpConnectionResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['RfpConnection'] = ResolversParentTypes['RfpConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RfpEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Rfp']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type RfpEdgeResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['RfpEdge'] = ResolversParentTypes['RfpEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Rfp'], ParentType, ContextType>;
};

export type RfpMatchResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['RfpMatch'] = ResolversParentTypes['RfpMatch']> = {
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  bestListing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
  bestListingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  laneListings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  laneScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceFitScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ratingScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  regionScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  seller?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RfpMatchConnectionResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['RfpMatchConnection'] = ResolversParentTypes['RfpMatchConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RfpMatchEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['RfpMatch']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type RfpMatchEdgeResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['RfpMatchEdge'] = ResolversParentTypes['RfpMatchEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['RfpMatch'], ParentType, ContextType>;
};

export type SellerAnalyticsResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['SellerAnalytics'] = ResolversParentTypes['SellerAnalytics']> = {
  activeListings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  completedOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  listings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderCompletionRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quoteAcceptanceRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quotesAccepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quotesReceived?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ratingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  uniqueViewers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewToOrderRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  viewToQuoteRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SellerPreferencesResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['SellerPreferences'] = ResolversParentTypes['SellerPreferences']> = {
  acceptingRfps?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lanes?: Resolver<Array<ResolversTypes['MarketplaceLane']>, ParentType, ContextType>;
  minBudget?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type ServiceSearchHitResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['ServiceSearchHit'] = ResolversParentTypes['ServiceSearchHit']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  snippet?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServiceTierResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['ServiceTier'] = ResolversParentTypes['ServiceTier']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliverables?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ServiceTierConnectionResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['ServiceTierConnection'] = ResolversParentTypes['ServiceTierConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ServiceTierEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ServiceTier']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ServiceTierEdgeResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['ServiceTierEdge'] = ResolversParentTypes['ServiceTierEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ServiceTier'], ParentType, ContextType>;
};

export type SlotBookingResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['SlotBooking'] = ResolversParentTypes['SlotBooking']> = {
  booker?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  bookerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  cancelledBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slot?: Resolver<Maybe<ResolversTypes['ExhibitorSlot']>, ParentType, ContextType>;
  slotId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SlotBookingStatus'], ParentType, ContextType>;
};

export type SlotBookingConnectionResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['SlotBookingConnection'] = ResolversParentTypes['SlotBookingConnection']> = {
  edges?: Resolver<Array<ResolversTypes['SlotBookingEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['SlotBooking']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type SlotBookingEdgeResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['SlotBookingEdge'] = ResolversParentTypes['SlotBookingEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SlotBooking'], ParentType, ContextType>;
};

export type SponsorshipPackageResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['SponsorshipPackage'] = ResolversParentTypes['SponsorshipPackage']> = {
  benefits?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['SponsorshipLevel'], ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slotsAvailable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SponsorshipPackageConnectionResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['SponsorshipPackageConnection'] = ResolversParentTypes['SponsorshipPackageConnection']> = {
  edges?: Resolver<Array<ResolversTypes['SponsorshipPackageEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['SponsorshipPackage']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type SponsorshipPackageEdgeResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['SponsorshipPackageEdge'] = ResolversParentTypes['SponsorshipPackageEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SponsorshipPackage'], ParentType, ContextType>;
};

export type TopListingResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['TopListing'] = ResolversParentTypes['TopListing']> = {
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type VenuePlaceResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['VenuePlace'] = ResolversParentTypes['VenuePlace']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  capacity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = MarketplaceContext> = {
  AiAsset?: AiAssetResolvers<ContextType>;
  AiAssetConnection?: AiAssetConnectionResolvers<ContextType>;
  AiAssetEdge?: AiAssetEdgeResolvers<ContextType>;
  Booking?: BookingResolvers<ContextType>;
  BookingAttendee?: BookingAttendeeResolvers<ContextType>;
  BookingBody?: GraphQLScalarType;
  BookingConnection?: BookingConnectionResolvers<ContextType>;
  BookingEdge?: BookingEdgeResolvers<ContextType>;
  BookingGroup?: BookingGroupResolvers<ContextType>;
  BookingPricing?: BookingPricingResolvers<ContextType>;
  BookingProblem?: BookingProblemResolvers<ContextType>;
  BookingValidation?: BookingValidationResolvers<ContextType>;
  Collaboration?: CollaborationResolvers<ContextType>;
  CollaborationConnection?: CollaborationConnectionResolvers<ContextType>;
  CollaborationEdge?: CollaborationEdgeResolvers<ContextType>;
  DailyViews?: DailyViewsResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Dispute?: DisputeResolvers<ContextType>;
  DisputeConnection?: DisputeConnectionResolvers<ContextType>;
  DisputeEdge?: DisputeEdgeResolvers<ContextType>;
  DisputeEvidence?: DisputeEvidenceResolvers<ContextType>;
  ExhibitorSlot?: ExhibitorSlotResolvers<ContextType>;
  ExhibitorSlotConnection?: ExhibitorSlotConnectionResolvers<ContextType>;
  ExhibitorSlotEdge?: ExhibitorSlotEdgeResolvers<ContextType>;
  Lane?: LaneResolvers<ContextType>;
  LaneAnalytics?: LaneAnalyticsResolvers<ContextType>;
  LaneSeller?: LaneSellerResolvers<ContextType>;
  Listing?: ListingResolvers<ContextType>;
  ListingAnalytics?: ListingAnalyticsResolvers<ContextType>;
  ListingConnection?: ListingConnectionResolvers<ContextType>;
  ListingEdge?: ListingEdgeResolvers<ContextType>;
  ListingStats?: ListingStatsResolvers<ContextType>;
  MarketplaceHealth?: MarketplaceHealthResolvers<ContextType>;
  MarketplaceMedia?: MarketplaceMediaResolvers<ContextType>;
  MarketplaceMediaConnection?: MarketplaceMediaConnectionResolvers<ContextType>;
  MarketplaceMediaEdge?: MarketplaceMediaEdgeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotificationSettings?: NotificationSettingsResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderEdge?: OrderEdgeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Quote?: QuoteResolvers<ContextType>;
  QuoteConnection?: QuoteConnectionResolvers<ContextType>;
  QuoteEdge?: QuoteEdgeResolvers<ContextType>;
  QuoteOffer?: QuoteOfferResolvers<ContextType>;
  QuoteParty?: QuotePartyResolvers<ContextType>;
  ReportPage?: ReportPageResolvers<ContextType>;
  Rfp?: RfpResolvers<ContextType>;
  RfpAnswer?: RfpAnswerResolvers<ContextType>;
  RfpAnswerConnection?: RfpAnswerConnectionResolvers<ContextType>;
  RfpAnswerEdge?: RfpAnswerEdgeResolvers<ContextType>;
  RfpConnection?: RfpConnectionResolvers<ContextType>;
  RfpEdge?: RfpEdgeResolvers<ContextType>;
  RfpMatch?: RfpMatchResolvers<ContextType>;
  RfpMatchConnection?: RfpMatchConnectionResolvers<ContextType>;
  RfpMatchEdge?: RfpMatchEdgeResolvers<ContextType>;
  SellerAnalytics?: SellerAnalyticsResolvers<ContextType>;
  SellerPreferences?: SellerPreferencesResolvers<ContextType>;
  ServiceSearchHit?: ServiceSearchHitResolvers<ContextType>;
  ServiceTier?: ServiceTierResolvers<ContextType>;
  ServiceTierConnection?: ServiceTierConnectionResolvers<ContextType>;
  ServiceTierEdge?: ServiceTierEdgeResolvers<ContextType>;
  SlotBooking?: SlotBookingResolvers<ContextType>;
  SlotBookingConnection?: SlotBookingConnectionResolvers<ContextType>;
  SlotBookingEdge?: SlotBookingEdgeResolvers<ContextType>;
  SponsorshipPackage?: SponsorshipPackageResolvers<ContextType>;
  SponsorshipPackageConnection?: SponsorshipPackageConnectionResolvers<ContextType>;
  SponsorshipPackageEdge?: SponsorshipPackageEdgeResolvers<ContextType>;
  TopListing?: TopListingResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VenuePlace?: VenuePlaceResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = MarketplaceContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
