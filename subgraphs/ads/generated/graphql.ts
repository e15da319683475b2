import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CampaignRow } from '../campaigns/campaign-store';
import type { ReviewRow } from '../reviews/review-store';
import type { BroadcastRow } from '../broadcasts/broadcast-store';
import type { SpherePlacementRow, PromotedSearchRow } from '../serving/serving-store';
import type { AdsContext } from '../common/context';
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

export type BidStrategy =
  | 'manual_cpc'
  | 'manual_cpm'
  | 'maximize_clicks'
  | 'target_cpa';

export type BroadcastChannel =
  | 'email'
  | 'in_app'
  | 'push'
  | 'sms'
  | 'sphere';

/** requested until the serving pipeline confirms the delivery, once. */
export type BroadcastStatus =
  | 'delivered'
  | 'requested';

export type BudgetType =
  | 'daily'
  | 'lifetime';

/** Who may share a cached answer, always within one tenant: everyone, callers of the same roles, one caller. */
export type CacheScope =
  | 'PRIVATE'
  | 'PUBLIC'
  | 'ROLE';

/** An ad campaign of the tenant (docs/ads.md); organizers, admins and system manage them. */
export type Campaign = {
  __typename?: 'Campaign';
  bidAmount?: Maybe<Scalars['Float']['output']>;
  bidStrategy: BidStrategy;
  /** Per day or for the whole campaign (budgetType), in `currency`; two decimal places. */
  budgetAmount: Scalars['Float']['output'];
  budgetType: BudgetType;
  createdAt: Scalars['DateTime']['output'];
  /** The user (or system caller) who created it. */
  createdBy: Scalars['ID']['output'];
  /** ISO 4217, upper case. */
  currency: Scalars['String']['output'];
  endDate: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  startDate: Scalars['DateTime']['output'];
  status: CampaignStatus;
  targetingAudienceId?: Maybe<Scalars['String']['output']>;
  tenantId: Scalars['ID']['output'];
  type: CampaignType;
  updatedAt: Scalars['DateTime']['output'];
};

export type CampaignBroadcast = {
  __typename?: 'CampaignBroadcast';
  audienceId: Scalars['String']['output'];
  campaignId: Scalars['ID']['output'];
  channel: BroadcastChannel;
  clicksDelivered?: Maybe<Scalars['Int']['output']>;
  costIncurred?: Maybe<Scalars['Float']['output']>;
  creativeId: Scalars['String']['output'];
  currency?: Maybe<Scalars['String']['output']>;
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  estimatedReach: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The delivery report; null until delivered. */
  impressionsDelivered?: Maybe<Scalars['Int']['output']>;
  requestedAt: Scalars['DateTime']['output'];
  requestedBy: Scalars['ID']['output'];
  scheduledAt: Scalars['DateTime']['output'];
  status: BroadcastStatus;
  tenantId: Scalars['ID']['output'];
};

export type CampaignBroadcastConnection = {
  __typename?: 'CampaignBroadcastConnection';
  edges: Array<CampaignBroadcastEdge>;
  nodes: Array<CampaignBroadcast>;
  pageInfo: PageInfo;
};

export type CampaignBroadcastEdge = {
  __typename?: 'CampaignBroadcastEdge';
  cursor: Scalars['String']['output'];
  node: CampaignBroadcast;
};

export type CampaignConnection = {
  __typename?: 'CampaignConnection';
  edges: Array<CampaignEdge>;
  nodes: Array<Campaign>;
  pageInfo: PageInfo;
};

export type CampaignEdge = {
  __typename?: 'CampaignEdge';
  cursor: Scalars['String']['output'];
  node: Campaign;
};

export type CampaignReview = {
  __typename?: 'CampaignReview';
  campaignId: Scalars['ID']['output'];
  creativeId: Scalars['String']['output'];
  /** Null while pending. */
  decision?: Maybe<CampaignReviewDecision>;
  id: Scalars['ID']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  priority: CampaignReviewPriority;
  /** Why it was rejected; null otherwise unless given. */
  reason?: Maybe<Scalars['String']['output']>;
  reviewType: CampaignReviewType;
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  reviewedBy?: Maybe<Scalars['ID']['output']>;
  status: CampaignReviewStatus;
  submittedAt: Scalars['DateTime']['output'];
  submittedBy: Scalars['ID']['output'];
  tenantId: Scalars['ID']['output'];
};

export type CampaignReviewConnection = {
  __typename?: 'CampaignReviewConnection';
  edges: Array<CampaignReviewEdge>;
  nodes: Array<CampaignReview>;
  pageInfo: PageInfo;
};

export type CampaignReviewDecision =
  | 'approved'
  | 'rejected';

export type CampaignReviewEdge = {
  __typename?: 'CampaignReviewEdge';
  cursor: Scalars['String']['output'];
  node: CampaignReview;
};

export type CampaignReviewPriority =
  | 'high'
  | 'low'
  | 'normal';

/** pending until an admin completes the review; then the decision. */
export type CampaignReviewStatus =
  | 'approved'
  | 'pending'
  | 'rejected';

export type CampaignReviewType =
  | 'campaign'
  | 'creative';

/**
 * State machine (docs/api/ads.md). draft -requestCampaignReview-> pending_review -approved-> active (-rejected-> draft);
 * active -pause-> paused -resume-> active; active|paused -complete-> completed;
 * draft|paused|completed -archive-> archived.
 */
export type CampaignStatus =
  | 'active'
  | 'archived'
  | 'completed'
  | 'draft'
  | 'paused'
  | 'pending_review';

export type CampaignType =
  | 'broadcast'
  | 'display'
  | 'search'
  | 'sponsored_listing'
  | 'video';

export type CompleteCampaignReviewInput = {
  decision: CampaignReviewDecision;
  /** At most 2000 characters. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Required when rejected; at most 1000 characters. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type ConfirmBroadcastDeliveryInput = {
  /** A whole number from 0 to impressionsDelivered. */
  clicksDelivered: Scalars['Int']['input'];
  /** At least 0, two decimal places, in the campaign's currency. */
  costIncurred: Scalars['Float']['input'];
  /** The campaign's currency (three letters). */
  currency: Scalars['String']['input'];
  /** A whole number, at least 0. */
  impressionsDelivered: Scalars['Int']['input'];
};

export type CreateCampaignInput = {
  /** At least 0, two decimal places. */
  bidAmount?: InputMaybe<Scalars['Float']['input']>;
  bidStrategy: BidStrategy;
  /** At least 0, two decimal places. */
  budgetAmount: Scalars['Float']['input'];
  budgetType: BudgetType;
  /** Three letters (ISO 4217); stored upper case. */
  currency: Scalars['String']['input'];
  /** Like startDate; after it. */
  endDate: Scalars['String']['input'];
  /** 1 to 200 characters. */
  name: Scalars['String']['input'];
  /** ISO 8601: a date (midnight UTC) or a date-time with Z or an offset. */
  startDate: Scalars['String']['input'];
  /** At most 200 characters. */
  targetingAudienceId?: InputMaybe<Scalars['String']['input']>;
  type: CampaignType;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** draft, paused or completed -> archived. */
  archiveCampaign: Campaign;
  /** active or paused -> completed. */
  completeCampaign: Campaign;
  /** An admin decides a pending review: approved activates the campaign, rejected returns it to draft; publishes ads.campaign.review.completed and ads.campaign.updated. */
  completeCampaignReview: CampaignReview;
  /** The serving pipeline (admin or system) confirms a requested broadcast's delivery, once; publishes ads.broadcast.delivered. */
  confirmBroadcastDelivery: CampaignBroadcast;
  /** Creates a draft campaign; publishes ads.campaign.created. */
  createCampaign: Campaign;
  /** Soft delete from any state; publishes ads.campaign.deleted. Then reads are 404. */
  deleteCampaign: Scalars['Boolean']['output'];
  /** active -> paused. */
  pauseCampaign: Campaign;
  /** Records a promoted listing served in search (admin or system); publishes ads.search.promoted. */
  recordPromotedSearch: PromotedSearchImpression;
  /** Records an ad served in a sphere (admin or system); publishes ads.sphere.placement. */
  recordSpherePlacement: SpherePlacement;
  /** Requests a broadcast of an active campaign; publishes ads.broadcast.requested. */
  requestBroadcast: CampaignBroadcast;
  /** Submits a draft campaign for moderation (draft -> pending_review); publishes ads.campaign.review.requested and ads.campaign.updated. */
  requestCampaignReview: CampaignReview;
  /** paused -> active. */
  resumeCampaign: Campaign;
  /** Changes fields (not in completed or archived); publishes ads.campaign.updated with what changed, and ads.pricing.updated when budget or bid fields changed. */
  updateCampaign: Campaign;
  /** Changes budget and bid (not in completed or archived); publishes ads.pricing.updated and ads.campaign.updated when anything changed. */
  updateCampaignPricing: Campaign;
};


export type MutationArchiveCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCompleteCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCompleteCampaignReviewArgs = {
  id: Scalars['ID']['input'];
  input: CompleteCampaignReviewInput;
};


export type MutationConfirmBroadcastDeliveryArgs = {
  id: Scalars['ID']['input'];
  input: ConfirmBroadcastDeliveryInput;
};


export type MutationCreateCampaignArgs = {
  input: CreateCampaignInput;
};


export type MutationDeleteCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPauseCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecordPromotedSearchArgs = {
  input: RecordPromotedSearchInput;
};


export type MutationRecordSpherePlacementArgs = {
  input: RecordSpherePlacementInput;
};


export type MutationRequestBroadcastArgs = {
  campaignId: Scalars['ID']['input'];
  input: RequestBroadcastInput;
};


export type MutationRequestCampaignReviewArgs = {
  campaignId: Scalars['ID']['input'];
  input: RequestCampaignReviewInput;
};


export type MutationResumeCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateCampaignArgs = {
  id: Scalars['ID']['input'];
  input: UpdateCampaignInput;
};


export type MutationUpdateCampaignPricingArgs = {
  id: Scalars['ID']['input'];
  input: UpdateCampaignPricingInput;
};

/** Shared by every subgraph's connections, hence shareable. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Pass as `cursor` to get the next page; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  limit: Scalars['Int']['output'];
};

export type PromotedSearchImpression = {
  __typename?: 'PromotedSearchImpression';
  campaignId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  listingId: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  query: Scalars['String']['output'];
  recordedBy: Scalars['ID']['output'];
  servedAt: Scalars['DateTime']['output'];
  tenantId: Scalars['ID']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** One page of one of this service's report datasets (role system: the reports service). */
  adsReportPage: ReportPage;
  /** A campaign of the tenant (organizer, admin or system). */
  campaign: Campaign;
  /** A broadcast of the tenant (organizer, admin or system). */
  campaignBroadcast: CampaignBroadcast;
  /** A campaign's broadcasts, oldest first (organizer, admin or system). */
  campaignBroadcasts: CampaignBroadcastConnection;
  /** A review of the tenant (organizer, admin or system). */
  campaignReview: CampaignReview;
  /** A campaign's reviews, oldest first (organizer, admin or system). */
  campaignReviews: CampaignReviewConnection;
  /** The tenant's campaigns, newest first, optionally of one status and type (organizer, admin or system). */
  campaigns: CampaignConnection;
};


export type QueryAdsReportPageArgs = {
  input: ReportPageInput;
};


export type QueryCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCampaignBroadcastArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCampaignBroadcastsArgs = {
  campaignId: Scalars['ID']['input'];
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCampaignReviewArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCampaignReviewsArgs = {
  campaignId: Scalars['ID']['input'];
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCampaignsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<CampaignStatus>;
  type?: InputMaybe<CampaignType>;
};

export type RecordPromotedSearchInput = {
  /** An active campaign of type search or sponsored_listing. */
  campaignId: Scalars['ID']['input'];
  /** The promoted listing, 1 to 200 characters. */
  listingId: Scalars['String']['input'];
  /** 1-based rank in the results, 1 to 1000. */
  position: Scalars['Int']['input'];
  /** The search text, 1 to 500 characters. */
  query: Scalars['String']['input'];
  /** When it was served (ISO 8601 date-time); now when absent; at most 5 minutes ahead of the server's clock. */
  servedAt?: InputMaybe<Scalars['String']['input']>;
};

export type RecordSpherePlacementInput = {
  /** An active campaign of the tenant. */
  campaignId: Scalars['ID']['input'];
  /** 1 to 200 characters. */
  creativeId: Scalars['String']['input'];
  placement: SpherePlacementSlot;
  /** When it was served (ISO 8601 date-time); now when absent; at most 5 minutes ahead of the server's clock. */
  servedAt?: InputMaybe<Scalars['String']['input']>;
  /** The community (sphere), 1 to 200 characters. */
  sphereId: Scalars['String']['input'];
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

export type RequestBroadcastInput = {
  /** 1 to 200 characters. */
  audienceId: Scalars['String']['input'];
  channel: BroadcastChannel;
  /** 1 to 200 characters. */
  creativeId: Scalars['String']['input'];
  /** A whole number, at least 0. */
  estimatedReach: Scalars['Int']['input'];
  /** When to send it; ISO 8601, a date (midnight UTC) or a date-time with Z or an offset. */
  scheduledAt: Scalars['String']['input'];
};

export type RequestCampaignReviewInput = {
  /** The creative to moderate (an id of the creative store), 1 to 200 characters. */
  creativeId: Scalars['String']['input'];
  /** normal when absent. */
  priority?: InputMaybe<CampaignReviewPriority>;
  /** creative when absent. */
  reviewType?: InputMaybe<CampaignReviewType>;
};

export type SpherePlacement = {
  __typename?: 'SpherePlacement';
  campaignId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  creativeId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  placement: SpherePlacementSlot;
  recordedBy: Scalars['ID']['output'];
  servedAt: Scalars['DateTime']['output'];
  sphereId: Scalars['String']['output'];
  tenantId: Scalars['ID']['output'];
};

export type SpherePlacementSlot =
  | 'feed'
  | 'sidebar'
  | 'thread';

/**
 * Only the fields sent change; null clears bidAmount and targetingAudienceId. The status changes
 * only through its own mutations.
 */
export type UpdateCampaignInput = {
  bidAmount?: InputMaybe<Scalars['Float']['input']>;
  bidStrategy?: InputMaybe<BidStrategy>;
  budgetAmount?: InputMaybe<Scalars['Float']['input']>;
  budgetType?: InputMaybe<BudgetType>;
  currency?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** ISO 8601, as in CreateCampaignInput. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  targetingAudienceId?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<CampaignType>;
};

/** Only the fields sent change; null clears bidAmount. */
export type UpdateCampaignPricingInput = {
  /** At least 0, two decimal places. */
  bidAmount?: InputMaybe<Scalars['Float']['input']>;
  bidStrategy?: InputMaybe<BidStrategy>;
  /** At least 0, two decimal places. */
  budgetAmount?: InputMaybe<Scalars['Float']['input']>;
  budgetType?: InputMaybe<BudgetType>;
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
  Campaign: Campaign;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Campaign:
    ( { __typename: 'Campaign' }
    & GraphQLRecursivePick<FederationTypes['Campaign'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  BidStrategy: BidStrategy;
  BroadcastChannel: BroadcastChannel;
  BroadcastStatus: BroadcastStatus;
  BudgetType: BudgetType;
  CacheScope: CacheScope;
  Campaign: ResolverTypeWrapper<CampaignRow>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  CampaignBroadcast: ResolverTypeWrapper<BroadcastRow>;
  CampaignBroadcastConnection: ResolverTypeWrapper<Omit<CampaignBroadcastConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['CampaignBroadcastEdge']>, nodes: Array<ResolversTypes['CampaignBroadcast']> }>;
  CampaignBroadcastEdge: ResolverTypeWrapper<Omit<CampaignBroadcastEdge, 'node'> & { node: ResolversTypes['CampaignBroadcast'] }>;
  CampaignConnection: ResolverTypeWrapper<Omit<CampaignConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['CampaignEdge']>, nodes: Array<ResolversTypes['Campaign']> }>;
  CampaignEdge: ResolverTypeWrapper<Omit<CampaignEdge, 'node'> & { node: ResolversTypes['Campaign'] }>;
  CampaignReview: ResolverTypeWrapper<ReviewRow>;
  CampaignReviewConnection: ResolverTypeWrapper<Omit<CampaignReviewConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['CampaignReviewEdge']>, nodes: Array<ResolversTypes['CampaignReview']> }>;
  CampaignReviewDecision: CampaignReviewDecision;
  CampaignReviewEdge: ResolverTypeWrapper<Omit<CampaignReviewEdge, 'node'> & { node: ResolversTypes['CampaignReview'] }>;
  CampaignReviewPriority: CampaignReviewPriority;
  CampaignReviewStatus: CampaignReviewStatus;
  CampaignReviewType: CampaignReviewType;
  CampaignStatus: CampaignStatus;
  CampaignType: CampaignType;
  CompleteCampaignReviewInput: CompleteCampaignReviewInput;
  ConfirmBroadcastDeliveryInput: ConfirmBroadcastDeliveryInput;
  CreateCampaignInput: CreateCampaignInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PromotedSearchImpression: ResolverTypeWrapper<PromotedSearchRow>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordPromotedSearchInput: RecordPromotedSearchInput;
  RecordSpherePlacementInput: RecordSpherePlacementInput;
  ReportPage: ResolverTypeWrapper<ReportPage>;
  ReportPageInput: ReportPageInput;
  RequestBroadcastInput: RequestBroadcastInput;
  RequestCampaignReviewInput: RequestCampaignReviewInput;
  SpherePlacement: ResolverTypeWrapper<SpherePlacementRow>;
  SpherePlacementSlot: SpherePlacementSlot;
  UpdateCampaignInput: UpdateCampaignInput;
  UpdateCampaignPricingInput: UpdateCampaignPricingInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Campaign: CampaignRow;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  String: Scalars['String']['output'];
  CampaignBroadcast: BroadcastRow;
  CampaignBroadcastConnection: Omit<CampaignBroadcastConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['CampaignBroadcastEdge']>, nodes: Array<ResolversParentTypes['CampaignBroadcast']> };
  CampaignBroadcastEdge: Omit<CampaignBroadcastEdge, 'node'> & { node: ResolversParentTypes['CampaignBroadcast'] };
  CampaignConnection: Omit<CampaignConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['CampaignEdge']>, nodes: Array<ResolversParentTypes['Campaign']> };
  CampaignEdge: Omit<CampaignEdge, 'node'> & { node: ResolversParentTypes['Campaign'] };
  CampaignReview: ReviewRow;
  CampaignReviewConnection: Omit<CampaignReviewConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['CampaignReviewEdge']>, nodes: Array<ResolversParentTypes['CampaignReview']> };
  CampaignReviewEdge: Omit<CampaignReviewEdge, 'node'> & { node: ResolversParentTypes['CampaignReview'] };
  CompleteCampaignReviewInput: CompleteCampaignReviewInput;
  ConfirmBroadcastDeliveryInput: ConfirmBroadcastDeliveryInput;
  CreateCampaignInput: CreateCampaignInput;
  DateTime: Scalars['DateTime']['output'];
  Mutation: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
  PageInfo: PageInfo;
  PromotedSearchImpression: PromotedSearchRow;
  Query: Record<PropertyKey, never>;
  RecordPromotedSearchInput: RecordPromotedSearchInput;
  RecordSpherePlacementInput: RecordSpherePlacementInput;
  ReportPage: ReportPage;
  ReportPageInput: ReportPageInput;
  RequestBroadcastInput: RequestBroadcastInput;
  RequestCampaignReviewInput: RequestCampaignReviewInput;
  SpherePlacement: SpherePlacementRow;
  UpdateCampaignInput: UpdateCampaignInput;
  UpdateCampaignPricingInput: UpdateCampaignPricingInput;
  Int: Scalars['Int']['output'];
};

export type CacheControlDirectiveArgs = {
  maxAge: Scalars['Int']['input'];
  scope?: Maybe<CacheScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = AdsContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type CampaignResolvers<ContextType = AdsContext, ParentType extends ResolversParentTypes['Campaign'] = ResolversParentTypes['Campaign'], FederationReferenceType extends FederationReferenceTypes['Campaign'] = FederationReferenceTypes['Campaign']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Campaign']> | FederationReferenceType, FederationReferenceType, ContextType>;
  bidAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  bidStrategy?: Resolver<ResolversTypes['BidStrategy'], ParentType, ContextType>;
  budgetAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  budgetType?: Resolver<ResolversTypes['BudgetType'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CampaignStatus'], ParentType, ContextType>;
  targetingAudienceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CampaignType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CampaignBroadcastResolvers<ContextType = AdsContext, ParentType extends ResolversParentTypes['CampaignBroadcast'] = ResolversParentTypes['CampaignBroadcast']> = {
  audienceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['BroadcastChannel'], ParentType, ContextType>;
  clicksDelivered?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  costIncurred?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  creativeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  estimatedReach?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  impressionsDelivered?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requestedBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  scheduledAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BroadcastStatus'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CampaignBroadcastConnectionResolvers<ContextType = AdsContext, ParentType extends ResolversParentTypes['CampaignBroadcastConnection'] = ResolversParentTypes['CampaignBroadcastConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CampaignBroadcastEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['CampaignBroadcast']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type CampaignBroadcastEdgeResolvers<ContextType = AdsContext, ParentType extends ResolversParentTypes['CampaignBroadcastEdge'] = ResolversParentTypes['CampaignBroadcastEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CampaignBroadcast'], ParentType, ContextType>;
};

export type CampaignConnectionResolvers<ContextType = AdsContext, ParentType extends ResolversParentTypes['CampaignConnection'] = ResolversParentTypes['CampaignConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CampaignEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Campaign']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type CampaignEdgeResolvers<ContextType = AdsContext, ParentType extends ResolversParentTypes['CampaignEdge'] = ResolversParentTypes['CampaignEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType>;
};

export type CampaignReviewResolvers<ContextType = AdsContext, ParentType extends ResolversParentTypes['CampaignReview'] = ResolversParentTypes['CampaignReview']> = {
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creativeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decision?: Resolver<Maybe<ResolversTypes['CampaignReviewDecision']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['CampaignReviewPriority'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewType?: Resolver<ResolversTypes['CampaignReviewType'], ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reviewedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CampaignReviewStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  submittedBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CampaignReviewConnectionResolvers<ContextType = AdsContext, ParentType extends ResolversParentTypes['CampaignReviewConnection'] = ResolversParentTypes['CampaignReviewConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CampaignReviewEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['CampaignReview']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type CampaignReviewEdgeResolvers<ContextType = AdsContext, ParentType extends ResolversParentTypes['CampaignReviewEdge'] = ResolversParentTypes['CampaignReviewEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CampaignReview'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type MutationResolvers<ContextType = AdsContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  archiveCampaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationArchiveCampaignArgs, 'id'>>;
  completeCampaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationCompleteCampaignArgs, 'id'>>;
  completeCampaignReview?: Resolver<ResolversTypes['CampaignReview'], ParentType, ContextType, RequireFields<MutationCompleteCampaignReviewArgs, 'id' | 'input'>>;
  confirmBroadcastDelivery?: Resolver<ResolversTypes['CampaignBroadcast'], ParentType, ContextType, RequireFields<MutationConfirmBroadcastDeliveryArgs, 'id' | 'input'>>;
  createCampaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationCreateCampaignArgs, 'input'>>;
  deleteCampaign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCampaignArgs, 'id'>>;
  pauseCampaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationPauseCampaignArgs, 'id'>>;
  recordPromotedSearch?: Resolver<ResolversTypes['PromotedSearchImpression'], ParentType, ContextType, RequireFields<MutationRecordPromotedSearchArgs, 'input'>>;
  recordSpherePlacement?: Resolver<ResolversTypes['SpherePlacement'], ParentType, ContextType, RequireFields<MutationRecordSpherePlacementArgs, 'input'>>;
  requestBroadcast?: Resolver<ResolversTypes['CampaignBroadcast'], ParentType, ContextType, RequireFields<MutationRequestBroadcastArgs, 'campaignId' | 'input'>>;
  requestCampaignReview?: Resolver<ResolversTypes['CampaignReview'], ParentType, ContextType, RequireFields<MutationRequestCampaignReviewArgs, 'campaignId' | 'input'>>;
  resumeCampaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationResumeCampaignArgs, 'id'>>;
  updateCampaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationUpdateCampaignArgs, 'id' | 'input'>>;
  updateCampaignPricing?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationUpdateCampaignPricingArgs, 'id' | 'input'>>;
};

export type PageInfoResolvers<ContextType = AdsContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromotedSearchImpressionResolvers<ContextType = AdsContext, ParentType extends ResolversParentTypes['PromotedSearchImpression'] = ResolversParentTypes['PromotedSearchImpression']> = {
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordedBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  servedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = AdsContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adsReportPage?: Resolver<ResolversTypes['ReportPage'], ParentType, ContextType, RequireFields<QueryAdsReportPageArgs, 'input'>>;
  campaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<QueryCampaignArgs, 'id'>>;
  campaignBroadcast?: Resolver<ResolversTypes['CampaignBroadcast'], ParentType, ContextType, RequireFields<QueryCampaignBroadcastArgs, 'id'>>;
  campaignBroadcasts?: Resolver<ResolversTypes['CampaignBroadcastConnection'], ParentType, ContextType, RequireFields<QueryCampaignBroadcastsArgs, 'campaignId'>>;
  campaignReview?: Resolver<ResolversTypes['CampaignReview'], ParentType, ContextType, RequireFields<QueryCampaignReviewArgs, 'id'>>;
  campaignReviews?: Resolver<ResolversTypes['CampaignReviewConnection'], ParentType, ContextType, RequireFields<QueryCampaignReviewsArgs, 'campaignId'>>;
  campaigns?: Resolver<ResolversTypes['CampaignConnection'], ParentType, ContextType, Partial<QueryCampaignsArgs>>;
};

export type ReportPageResolvers<ContextType = AdsContext, ParentType extends ResolversParentTypes['ReportPage'] = ResolversParentTypes['ReportPage']> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsJson?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SpherePlacementResolvers<ContextType = AdsContext, ParentType extends ResolversParentTypes['SpherePlacement'] = ResolversParentTypes['SpherePlacement']> = {
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creativeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  placement?: Resolver<ResolversTypes['SpherePlacementSlot'], ParentType, ContextType>;
  recordedBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  servedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sphereId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = AdsContext> = {
  Campaign?: CampaignResolvers<ContextType>;
  CampaignBroadcast?: CampaignBroadcastResolvers<ContextType>;
  CampaignBroadcastConnection?: CampaignBroadcastConnectionResolvers<ContextType>;
  CampaignBroadcastEdge?: CampaignBroadcastEdgeResolvers<ContextType>;
  CampaignConnection?: CampaignConnectionResolvers<ContextType>;
  CampaignEdge?: CampaignEdgeResolvers<ContextType>;
  CampaignReview?: CampaignReviewResolvers<ContextType>;
  CampaignReviewConnection?: CampaignReviewConnectionResolvers<ContextType>;
  CampaignReviewEdge?: CampaignReviewEdgeResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PromotedSearchImpression?: PromotedSearchImpressionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReportPage?: ReportPageResolvers<ContextType>;
  SpherePlacement?: SpherePlacementResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = AdsContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
