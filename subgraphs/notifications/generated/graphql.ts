import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { NotificationRow } from '../inbox/inbox-store';
import type { Preference } from '../preferences/preference-rules';
import type { NotificationsContext } from '../common/context';
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

/** Who may share a cached answer, always within one tenant: everyone, callers of the same roles, one caller. */
export type CacheScope =
  | 'PRIVATE'
  | 'PUBLIC'
  | 'ROLE';

export type Mutation = {
  __typename?: 'Mutation';
  /** Marks every unread notice of the caller read. */
  markAllNotificationsRead: NotificationsMarkedRead;
  /** Marks one of the caller's notices read (again: no change). */
  markNotificationRead: Notification;
  /** The same change given as a map of category to channels; answers the whole map. */
  updateNotificationPreferenceMap: NotificationPreferenceMap;
  /** Changes some of the caller's choices; turning off account e-mails is VALIDATION_FAILED. */
  updateNotificationPreferences: Array<NotificationPreference>;
};


export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateNotificationPreferenceMapArgs = {
  input: NotificationPreferenceMapInput;
};


export type MutationUpdateNotificationPreferencesArgs = {
  input: UpdateNotificationPreferencesInput;
};

/** One notice in a user's inbox (docs/api/notifications.md, "Inbox"). */
export type Notification = {
  __typename?: 'Notification';
  body: Scalars['String']['output'];
  category: NotificationCategory;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** What happened, e.g. export_completed (docs/api/notifications.md, "Kinds"). */
  kind: Scalars['String']['output'];
  /** The page of the platform it is about, when there is one. */
  link?: Maybe<Scalars['String']['output']>;
  readAt?: Maybe<Scalars['DateTime']['output']>;
  status: NotificationStatus;
  title: Scalars['String']['output'];
};

/**
 * What a notice or an e-mail is about; each category has its own preferences
 * (docs/api/notifications.md, "Preferences"). `account` e-mails cannot be turned off.
 */
export type NotificationCategory =
  | 'account'
  | 'billing'
  | 'events'
  | 'jobs'
  | 'ml'
  | 'reports';

/** Where a notice goes: the in-app inbox or e-mail. */
export type NotificationChannel =
  | 'email'
  | 'in_app';

/** Whether one category's notices go out on each channel (in_app as inApp). */
export type NotificationChannelChoices = {
  __typename?: 'NotificationChannelChoices';
  email: Scalars['Boolean']['output'];
  inApp: Scalars['Boolean']['output'];
};

/** The channels of one category to change; one left out keeps its value. */
export type NotificationChannelChoicesInput = {
  email?: InputMaybe<Scalars['Boolean']['input']>;
  inApp?: InputMaybe<Scalars['Boolean']['input']>;
};

export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  edges: Array<NotificationEdge>;
  nodes: Array<Notification>;
  pageInfo: PageInfo;
};

export type NotificationEdge = {
  __typename?: 'NotificationEdge';
  cursor: Scalars['String']['output'];
  node: Notification;
};

/** One category on one channel for the caller (docs/api/notifications.md, "Preferences"). */
export type NotificationPreference = {
  __typename?: 'NotificationPreference';
  category: NotificationCategory;
  /** False for account e-mails, which are always sent. */
  changeable: Scalars['Boolean']['output'];
  channel: NotificationChannel;
  enabled: Scalars['Boolean']['output'];
};

export type NotificationPreferenceInput = {
  category: NotificationCategory;
  channel: NotificationChannel;
  enabled: Scalars['Boolean']['input'];
};

/**
 * The caller's preferences as a map of category to channels, as notifications v2 answers them
 * (docs/api/notifications.md, "Versions"): the same choices as myNotificationPreferences.
 */
export type NotificationPreferenceMap = {
  __typename?: 'NotificationPreferenceMap';
  account: NotificationChannelChoices;
  billing: NotificationChannelChoices;
  events: NotificationChannelChoices;
  jobs: NotificationChannelChoices;
  ml: NotificationChannelChoices;
  reports: NotificationChannelChoices;
};

/** The categories to change; one left out keeps its values. */
export type NotificationPreferenceMapInput = {
  account?: InputMaybe<NotificationChannelChoicesInput>;
  billing?: InputMaybe<NotificationChannelChoicesInput>;
  events?: InputMaybe<NotificationChannelChoicesInput>;
  jobs?: InputMaybe<NotificationChannelChoicesInput>;
  ml?: InputMaybe<NotificationChannelChoicesInput>;
  reports?: InputMaybe<NotificationChannelChoicesInput>;
};

export type NotificationStatus =
  | 'read'
  | 'unread';

export type NotificationsMarkedRead = {
  __typename?: 'NotificationsMarkedRead';
  /** How many unread notices this marked read. */
  marked: Scalars['Int']['output'];
  unreadCount: Scalars['Int']['output'];
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
  /** The same choices as a map of category to channels. */
  myNotificationPreferenceMap: NotificationPreferenceMap;
  /** Every category on every channel for the caller: on unless turned off. */
  myNotificationPreferences: Array<NotificationPreference>;
  /** The caller's notices, newest first; only the unread ones with `unreadOnly`. */
  myNotifications: NotificationConnection;
  /** How many of the caller's notices are unread. */
  myUnreadNotificationCount: Scalars['Int']['output'];
  /** One of the caller's notices; another user's is NOT_FOUND. */
  notification: Notification;
};


export type QueryMyNotificationsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryNotificationArgs = {
  id: Scalars['ID']['input'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * Each notice entering the caller's inbox, as it arrives. Served by the gateway over graphql-ws
   * (docs/api/notifications.md, "Subscription").
   */
  notificationAdded: Notification;
};

export type UpdateNotificationPreferencesInput = {
  /** The choices to change; the others keep their values. */
  preferences: Array<NotificationPreferenceInput>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


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





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  CacheScope: CacheScope;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Notification: ResolverTypeWrapper<NotificationRow>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  NotificationCategory: NotificationCategory;
  NotificationChannel: NotificationChannel;
  NotificationChannelChoices: ResolverTypeWrapper<NotificationChannelChoices>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  NotificationChannelChoicesInput: NotificationChannelChoicesInput;
  NotificationConnection: ResolverTypeWrapper<Omit<NotificationConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['NotificationEdge']>, nodes: Array<ResolversTypes['Notification']> }>;
  NotificationEdge: ResolverTypeWrapper<Omit<NotificationEdge, 'node'> & { node: ResolversTypes['Notification'] }>;
  NotificationPreference: ResolverTypeWrapper<Preference>;
  NotificationPreferenceInput: NotificationPreferenceInput;
  NotificationPreferenceMap: ResolverTypeWrapper<NotificationPreferenceMap>;
  NotificationPreferenceMapInput: NotificationPreferenceMapInput;
  NotificationStatus: NotificationStatus;
  NotificationsMarkedRead: ResolverTypeWrapper<NotificationsMarkedRead>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UpdateNotificationPreferencesInput: UpdateNotificationPreferencesInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  DateTime: Scalars['DateTime']['output'];
  Mutation: Record<PropertyKey, never>;
  ID: Scalars['ID']['output'];
  Notification: NotificationRow;
  String: Scalars['String']['output'];
  NotificationChannelChoices: NotificationChannelChoices;
  Boolean: Scalars['Boolean']['output'];
  NotificationChannelChoicesInput: NotificationChannelChoicesInput;
  NotificationConnection: Omit<NotificationConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['NotificationEdge']>, nodes: Array<ResolversParentTypes['Notification']> };
  NotificationEdge: Omit<NotificationEdge, 'node'> & { node: ResolversParentTypes['Notification'] };
  NotificationPreference: Preference;
  NotificationPreferenceInput: NotificationPreferenceInput;
  NotificationPreferenceMap: NotificationPreferenceMap;
  NotificationPreferenceMapInput: NotificationPreferenceMapInput;
  NotificationsMarkedRead: NotificationsMarkedRead;
  PageInfo: PageInfo;
  Query: Record<PropertyKey, never>;
  Subscription: Record<PropertyKey, never>;
  UpdateNotificationPreferencesInput: UpdateNotificationPreferencesInput;
  Int: Scalars['Int']['output'];
};

export type CacheControlDirectiveArgs = {
  maxAge: Scalars['Int']['input'];
  scope?: Maybe<CacheScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = NotificationsContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type MutationResolvers<ContextType = NotificationsContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  markAllNotificationsRead?: Resolver<ResolversTypes['NotificationsMarkedRead'], ParentType, ContextType>;
  markNotificationRead?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'id'>>;
  updateNotificationPreferenceMap?: Resolver<ResolversTypes['NotificationPreferenceMap'], ParentType, ContextType, RequireFields<MutationUpdateNotificationPreferenceMapArgs, 'input'>>;
  updateNotificationPreferences?: Resolver<Array<ResolversTypes['NotificationPreference']>, ParentType, ContextType, RequireFields<MutationUpdateNotificationPreferencesArgs, 'input'>>;
};

export type NotificationResolvers<ContextType = NotificationsContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['NotificationCategory'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NotificationStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationChannelChoicesResolvers<ContextType = NotificationsContext, ParentType extends ResolversParentTypes['NotificationChannelChoices'] = ResolversParentTypes['NotificationChannelChoices']> = {
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inApp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationConnectionResolvers<ContextType = NotificationsContext, ParentType extends ResolversParentTypes['NotificationConnection'] = ResolversParentTypes['NotificationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['NotificationEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type NotificationEdgeResolvers<ContextType = NotificationsContext, ParentType extends ResolversParentTypes['NotificationEdge'] = ResolversParentTypes['NotificationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
};

export type NotificationPreferenceResolvers<ContextType = NotificationsContext, ParentType extends ResolversParentTypes['NotificationPreference'] = ResolversParentTypes['NotificationPreference']> = {
  category?: Resolver<ResolversTypes['NotificationCategory'], ParentType, ContextType>;
  changeable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['NotificationChannel'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationPreferenceMapResolvers<ContextType = NotificationsContext, ParentType extends ResolversParentTypes['NotificationPreferenceMap'] = ResolversParentTypes['NotificationPreferenceMap']> = {
  account?: Resolver<ResolversTypes['NotificationChannelChoices'], ParentType, ContextType>;
  billing?: Resolver<ResolversTypes['NotificationChannelChoices'], ParentType, ContextType>;
  events?: Resolver<ResolversTypes['NotificationChannelChoices'], ParentType, ContextType>;
  jobs?: Resolver<ResolversTypes['NotificationChannelChoices'], ParentType, ContextType>;
  ml?: Resolver<ResolversTypes['NotificationChannelChoices'], ParentType, ContextType>;
  reports?: Resolver<ResolversTypes['NotificationChannelChoices'], ParentType, ContextType>;
};

export type NotificationsMarkedReadResolvers<ContextType = NotificationsContext, ParentType extends ResolversParentTypes['NotificationsMarkedRead'] = ResolversParentTypes['NotificationsMarkedRead']> = {
  marked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = NotificationsContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = NotificationsContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  myNotificationPreferenceMap?: Resolver<ResolversTypes['NotificationPreferenceMap'], ParentType, ContextType>;
  myNotificationPreferences?: Resolver<Array<ResolversTypes['NotificationPreference']>, ParentType, ContextType>;
  myNotifications?: Resolver<ResolversTypes['NotificationConnection'], ParentType, ContextType, Partial<QueryMyNotificationsArgs>>;
  myUnreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<QueryNotificationArgs, 'id'>>;
};

export type SubscriptionResolvers<ContextType = NotificationsContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  notificationAdded?: SubscriptionResolver<ResolversTypes['Notification'], "notificationAdded", ParentType, ContextType>;
};

export type Resolvers<ContextType = NotificationsContext> = {
  DateTime?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationChannelChoices?: NotificationChannelChoicesResolvers<ContextType>;
  NotificationConnection?: NotificationConnectionResolvers<ContextType>;
  NotificationEdge?: NotificationEdgeResolvers<ContextType>;
  NotificationPreference?: NotificationPreferenceResolvers<ContextType>;
  NotificationPreferenceMap?: NotificationPreferenceMapResolvers<ContextType>;
  NotificationsMarkedRead?: NotificationsMarkedReadResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = NotificationsContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
