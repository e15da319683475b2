import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ListingRow } from '../data/listings';
import type { MarketplaceContext } from '../context';
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

export type CreateListingInput = {
  category: MarketplaceLane;
  /** Three upper-case letters (ISO 4217); USD when absent. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** At most 5000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** At most 100 characters. */
  geoRegion?: InputMaybe<Scalars['String']['input']>;
  priceMax: Scalars['Float']['input'];
  /** At least 0, at most priceMax, two decimal places. */
  priceMin: Scalars['Float']['input'];
  /** 1 to 200 characters. */
  title: Scalars['String']['input'];
};

export type Lane = {
  __typename?: 'Lane';
  /** What the lane is for, for example artist booking. */
  covers: Scalars['String']['output'];
  id: MarketplaceLane;
  name: Scalars['String']['output'];
};

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

export type Mutation = {
  __typename?: 'Mutation';
  closeListing: Listing;
  /** Organizers and admins create listings; a new listing is a draft owned by its creator. */
  createListing: Listing;
  /** Owner only, from any state (soft delete). */
  deleteListing: Scalars['Boolean']['output'];
  pauseListing: Listing;
  publishListing: Listing;
  unpauseListing: Listing;
  /** Owner only, while draft, active or paused. */
  updateListing: Listing;
  /** Counts a view of an active listing; views of listings in other states are accepted and not counted. */
  viewListing: Scalars['Boolean']['output'];
};


export type MutationCloseListingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateListingArgs = {
  input: CreateListingInput;
};


export type MutationDeleteListingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPauseListingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPublishListingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnpauseListingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateListingArgs = {
  id: Scalars['ID']['input'];
  input: UpdateListingInput;
};


export type MutationViewListingArgs = {
  id: Scalars['ID']['input'];
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
  lanes: Array<Lane>;
  listing: Listing;
  listingStats: ListingStats;
  /**
   * Listings the caller may see: active listings of the tenant and the caller's own in any state
   * (admins: all of the tenant). `priceMin`/`priceMax` keep listings whose price range overlaps
   * the one asked for; `search` is full-text over title and description.
   */
  listings: ListingConnection;
  listingsByLane: ListingConnection;
};


export type QueryListingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryListingStatsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryListingsArgs = {
  category?: InputMaybe<MarketplaceLane>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  geoRegion?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
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

export type SortOrder =
  | 'ASC'
  | 'DESC';

/** Only the fields sent change; null clears description and geoRegion. */
export type UpdateListingInput = {
  category?: InputMaybe<MarketplaceLane>;
  currency?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  geoRegion?: InputMaybe<Scalars['String']['input']>;
  priceMax?: InputMaybe<Scalars['Float']['input']>;
  priceMin?: InputMaybe<Scalars['Float']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Users live in the identity subgraph; a listing only knows its seller's id. */
export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
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
  Listing: Listing;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Listing:
    ( { __typename: 'Listing' }
    & GraphQLRecursivePick<FederationTypes['Listing'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  CreateListingInput: CreateListingInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Lane: ResolverTypeWrapper<Lane>;
  Listing: ResolverTypeWrapper<ListingRow>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ListingConnection: ResolverTypeWrapper<Omit<ListingConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ListingEdge']>, nodes: Array<ResolversTypes['Listing']> }>;
  ListingEdge: ResolverTypeWrapper<Omit<ListingEdge, 'node'> & { node: ResolversTypes['Listing'] }>;
  ListingSortKey: ListingSortKey;
  ListingStats: ResolverTypeWrapper<ListingStats>;
  ListingStatus: ListingStatus;
  MarketplaceLane: MarketplaceLane;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SortOrder: SortOrder;
  UpdateListingInput: UpdateListingInput;
  User: ResolverTypeWrapper<User>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  CreateListingInput: CreateListingInput;
  String: Scalars['String']['output'];
  Float: Scalars['Float']['output'];
  DateTime: Scalars['DateTime']['output'];
  Lane: Lane;
  Listing: ListingRow;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  ListingConnection: Omit<ListingConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ListingEdge']>, nodes: Array<ResolversParentTypes['Listing']> };
  ListingEdge: Omit<ListingEdge, 'node'> & { node: ResolversParentTypes['Listing'] };
  ListingStats: ListingStats;
  Mutation: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
  PageInfo: PageInfo;
  Query: Record<PropertyKey, never>;
  UpdateListingInput: UpdateListingInput;
  User: User;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type LaneResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['Lane'] = ResolversParentTypes['Lane']> = {
  covers?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['MarketplaceLane'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type MutationResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  closeListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationCloseListingArgs, 'id'>>;
  createListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationCreateListingArgs, 'input'>>;
  deleteListing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteListingArgs, 'id'>>;
  pauseListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationPauseListingArgs, 'id'>>;
  publishListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationPublishListingArgs, 'id'>>;
  unpauseListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationUnpauseListingArgs, 'id'>>;
  updateListing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<MutationUpdateListingArgs, 'id' | 'input'>>;
  viewListing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationViewListingArgs, 'id'>>;
};

export type PageInfoResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  lanes?: Resolver<Array<ResolversTypes['Lane']>, ParentType, ContextType>;
  listing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<QueryListingArgs, 'id'>>;
  listingStats?: Resolver<ResolversTypes['ListingStats'], ParentType, ContextType, RequireFields<QueryListingStatsArgs, 'id'>>;
  listings?: Resolver<ResolversTypes['ListingConnection'], ParentType, ContextType, RequireFields<QueryListingsArgs, 'sortBy' | 'sortOrder'>>;
  listingsByLane?: Resolver<ResolversTypes['ListingConnection'], ParentType, ContextType, RequireFields<QueryListingsByLaneArgs, 'category' | 'sortBy' | 'sortOrder'>>;
};

export type UserResolvers<ContextType = MarketplaceContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = MarketplaceContext> = {
  DateTime?: GraphQLScalarType;
  Lane?: LaneResolvers<ContextType>;
  Listing?: ListingResolvers<ContextType>;
  ListingConnection?: ListingConnectionResolvers<ContextType>;
  ListingEdge?: ListingEdgeResolvers<ContextType>;
  ListingStats?: ListingStatsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

