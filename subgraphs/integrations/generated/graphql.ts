import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { EndpointView } from '../webhooks/endpoint-store';
import type { DeliveryRow } from '../deliveries/delivery-store';
import type { IntegrationsContext } from '../common/context';
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
  /** Any JSON value (an event's data). */
  JSON: { input: unknown; output: unknown; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** Who may share a cached answer, always within one tenant: everyone, callers of the same roles, one caller. */
export type CacheScope =
  | 'PRIVATE'
  | 'PUBLIC'
  | 'ROLE';

export type CreateWebhookInput = {
  /** Required: at least one event type of the webhook catalogue (docs/api/integrations.md, Events). */
  events?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Required: at least 16 characters; signs every delivery. */
  secret?: InputMaybe<Scalars['String']['input']>;
  /** Required: the receiver's https address. */
  url?: InputMaybe<Scalars['String']['input']>;
};

export type IntegrationsServiceHealth = {
  __typename?: 'IntegrationsServiceHealth';
  status: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Registers a webhook endpoint; the answer shows its secret, this once (organizer or admin). */
  createWebhook: WebhookEndpoint;
  /** Deletes an endpoint and its delivery history (organizer or admin). */
  deleteWebhook: Scalars['Boolean']['output'];
  /** Publishes an event.* or ticket.* event to the tenant's webhooks (role system). */
  publishEvent: PublishedEvent;
  /** Sends a delivery again now, with a fresh retry schedule (organizer or admin). */
  redeliverWebhook: WebhookDelivery;
  /** Replaces an endpoint's secret; the answer shows the new one, this once (organizer or admin). */
  rotateWebhookSecret: WebhookEndpoint;
  /** Changes an endpoint's url, events or enabled flag (organizer or admin). */
  updateWebhook: WebhookEndpoint;
};


export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


export type MutationDeleteWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPublishEventArgs = {
  input: PublishEventInput;
};


export type MutationRedeliverWebhookArgs = {
  deliveryId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRotateWebhookSecretArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateWebhookArgs = {
  id: Scalars['ID']['input'];
  input: UpdateWebhookInput;
};

/** Shared by every subgraph's connections, hence shareable. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Pass as `cursor` to get the next page; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  limit: Scalars['Int']['output'];
};

export type PublishEventInput = {
  /** Required: the event's data object (ticket.purchased: ticketId, eventId, buyerId, amount, currency). */
  data?: InputMaybe<Scalars['JSON']['input']>;
  /** Required: an event.* or ticket.* type of the webhook catalogue (docs/api/integrations.md, Events), for example ticket.purchased. */
  type?: InputMaybe<Scalars['String']['input']>;
};

export type PublishedEvent = {
  __typename?: 'PublishedEvent';
  data: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  tenantId: Scalars['ID']['output'];
  time: Scalars['DateTime']['output'];
  type: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The integrations service answers (its features add their fields in their own folders). */
  integrationsHealth: IntegrationsServiceHealth;
  /** One page of one of this service's report datasets (role system: the reports service). */
  integrationsReportPage: ReportPage;
  /** One webhook endpoint (organizer or admin). */
  webhook: WebhookEndpoint;
  /** An endpoint's deliveries, newest first; status filters (organizer or admin). */
  webhookDeliveries: WebhookDeliveryConnection;
  /** The tenant's webhook endpoints, newest first (organizer or admin). */
  webhooks: WebhookEndpointConnection;
};


export type QueryIntegrationsReportPageArgs = {
  input: ReportPageInput;
};


export type QueryWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWebhookDeliveriesArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<WebhookDeliveryStatus>;
};


export type QueryWebhooksArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
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

export type UpdateWebhookInput = {
  /** true enables the endpoint again and resets its failure count. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  events?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  url?: InputMaybe<Scalars['String']['input']>;
};

/** One event for one endpoint, stored before it is sent. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  endpointId: Scalars['ID']['output'];
  /** The CloudEvents id (the same for every endpoint that receives the event). */
  eventId: Scalars['ID']['output'];
  eventType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  lastError?: Maybe<Scalars['String']['output']>;
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  /** When the next attempt is due; null once succeeded or dead. */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  status: WebhookDeliveryStatus;
};

export type WebhookDeliveryConnection = {
  __typename?: 'WebhookDeliveryConnection';
  edges: Array<WebhookDeliveryEdge>;
  nodes: Array<WebhookDelivery>;
  pageInfo: PageInfo;
};

export type WebhookDeliveryEdge = {
  __typename?: 'WebhookDeliveryEdge';
  cursor: Scalars['String']['output'];
  node: WebhookDelivery;
};

/** pending: not tried yet; failed: the last attempt failed and a retry is scheduled; dead: retries exhausted. */
export type WebhookDeliveryStatus =
  | 'dead'
  | 'failed'
  | 'pending'
  | 'succeeded';

/** A receiver of platform events; organizers and admins manage their tenant's endpoints. */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  consecutiveFailures: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  disabledAt?: Maybe<Scalars['DateTime']['output']>;
  /** False after 6 consecutive failed attempts, or when set so; enabling again resets the count. */
  enabled: Scalars['Boolean']['output'];
  /** Event types of the webhook catalogue (docs/api/integrations.md, Events), for example payment.completed. */
  events: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Only in the answers of createWebhook and rotateWebhookSecret; null everywhere else. */
  secret?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** https (http only for localhost and 127.0.0.1 outside production). */
  url: Scalars['String']['output'];
};

export type WebhookEndpointConnection = {
  __typename?: 'WebhookEndpointConnection';
  edges: Array<WebhookEndpointEdge>;
  nodes: Array<WebhookEndpoint>;
  pageInfo: PageInfo;
};

export type WebhookEndpointEdge = {
  __typename?: 'WebhookEndpointEdge';
  cursor: Scalars['String']['output'];
  node: WebhookEndpoint;
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
  CreateWebhookInput: CreateWebhookInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  IntegrationsServiceHealth: ResolverTypeWrapper<IntegrationsServiceHealth>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PublishEventInput: PublishEventInput;
  PublishedEvent: ResolverTypeWrapper<PublishedEvent>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReportPage: ResolverTypeWrapper<ReportPage>;
  ReportPageInput: ReportPageInput;
  UpdateWebhookInput: UpdateWebhookInput;
  WebhookDelivery: ResolverTypeWrapper<DeliveryRow>;
  WebhookDeliveryConnection: ResolverTypeWrapper<Omit<WebhookDeliveryConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['WebhookDeliveryEdge']>, nodes: Array<ResolversTypes['WebhookDelivery']> }>;
  WebhookDeliveryEdge: ResolverTypeWrapper<Omit<WebhookDeliveryEdge, 'node'> & { node: ResolversTypes['WebhookDelivery'] }>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookEndpoint: ResolverTypeWrapper<EndpointView>;
  WebhookEndpointConnection: ResolverTypeWrapper<Omit<WebhookEndpointConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['WebhookEndpointEdge']>, nodes: Array<ResolversTypes['WebhookEndpoint']> }>;
  WebhookEndpointEdge: ResolverTypeWrapper<Omit<WebhookEndpointEdge, 'node'> & { node: ResolversTypes['WebhookEndpoint'] }>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  CreateWebhookInput: CreateWebhookInput;
  String: Scalars['String']['output'];
  DateTime: Scalars['DateTime']['output'];
  IntegrationsServiceHealth: IntegrationsServiceHealth;
  JSON: Scalars['JSON']['output'];
  Mutation: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
  ID: Scalars['ID']['output'];
  PageInfo: PageInfo;
  PublishEventInput: PublishEventInput;
  PublishedEvent: PublishedEvent;
  Query: Record<PropertyKey, never>;
  ReportPage: ReportPage;
  ReportPageInput: ReportPageInput;
  UpdateWebhookInput: UpdateWebhookInput;
  WebhookDelivery: DeliveryRow;
  WebhookDeliveryConnection: Omit<WebhookDeliveryConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['WebhookDeliveryEdge']>, nodes: Array<ResolversParentTypes['WebhookDelivery']> };
  WebhookDeliveryEdge: Omit<WebhookDeliveryEdge, 'node'> & { node: ResolversParentTypes['WebhookDelivery'] };
  WebhookEndpoint: EndpointView;
  WebhookEndpointConnection: Omit<WebhookEndpointConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['WebhookEndpointEdge']>, nodes: Array<ResolversParentTypes['WebhookEndpoint']> };
  WebhookEndpointEdge: Omit<WebhookEndpointEdge, 'node'> & { node: ResolversParentTypes['WebhookEndpoint'] };
  Int: Scalars['Int']['output'];
};

export type CacheControlDirectiveArgs = {
  maxAge: Scalars['Int']['input'];
  scope?: Maybe<CacheScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = IntegrationsContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type IntegrationsServiceHealthResolvers<ContextType = IntegrationsContext, ParentType extends ResolversParentTypes['IntegrationsServiceHealth'] = ResolversParentTypes['IntegrationsServiceHealth']> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = IntegrationsContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createWebhook?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationCreateWebhookArgs, 'input'>>;
  deleteWebhook?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteWebhookArgs, 'id'>>;
  publishEvent?: Resolver<ResolversTypes['PublishedEvent'], ParentType, ContextType, RequireFields<MutationPublishEventArgs, 'input'>>;
  redeliverWebhook?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationRedeliverWebhookArgs, 'deliveryId' | 'id'>>;
  rotateWebhookSecret?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationRotateWebhookSecretArgs, 'id'>>;
  updateWebhook?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationUpdateWebhookArgs, 'id' | 'input'>>;
};

export type PageInfoResolvers<ContextType = IntegrationsContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublishedEventResolvers<ContextType = IntegrationsContext, ParentType extends ResolversParentTypes['PublishedEvent'] = ResolversParentTypes['PublishedEvent']> = {
  data?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = IntegrationsContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  integrationsHealth?: Resolver<ResolversTypes['IntegrationsServiceHealth'], ParentType, ContextType>;
  integrationsReportPage?: Resolver<ResolversTypes['ReportPage'], ParentType, ContextType, RequireFields<QueryIntegrationsReportPageArgs, 'input'>>;
  webhook?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<QueryWebhookArgs, 'id'>>;
  webhookDeliveries?: Resolver<ResolversTypes['WebhookDeliveryConnection'], ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'id'>>;
  webhooks?: Resolver<ResolversTypes['WebhookEndpointConnection'], ParentType, ContextType, Partial<QueryWebhooksArgs>>;
};

export type ReportPageResolvers<ContextType = IntegrationsContext, ParentType extends ResolversParentTypes['ReportPage'] = ResolversParentTypes['ReportPage']> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsJson?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = IntegrationsContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endpointId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastStatusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
};

export type WebhookDeliveryConnectionResolvers<ContextType = IntegrationsContext, ParentType extends ResolversParentTypes['WebhookDeliveryConnection'] = ResolversParentTypes['WebhookDeliveryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['WebhookDeliveryEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type WebhookDeliveryEdgeResolvers<ContextType = IntegrationsContext, ParentType extends ResolversParentTypes['WebhookDeliveryEdge'] = ResolversParentTypes['WebhookDeliveryEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType>;
};

export type WebhookEndpointResolvers<ContextType = IntegrationsContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = {
  consecutiveFailures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  disabledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookEndpointConnectionResolvers<ContextType = IntegrationsContext, ParentType extends ResolversParentTypes['WebhookEndpointConnection'] = ResolversParentTypes['WebhookEndpointConnection']> = {
  edges?: Resolver<Array<ResolversTypes['WebhookEndpointEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type WebhookEndpointEdgeResolvers<ContextType = IntegrationsContext, ParentType extends ResolversParentTypes['WebhookEndpointEdge'] = ResolversParentTypes['WebhookEndpointEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType>;
};

export type Resolvers<ContextType = IntegrationsContext> = {
  DateTime?: GraphQLScalarType;
  IntegrationsServiceHealth?: IntegrationsServiceHealthResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PublishedEvent?: PublishedEventResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReportPage?: ReportPageResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryConnection?: WebhookDeliveryConnectionResolvers<ContextType>;
  WebhookDeliveryEdge?: WebhookDeliveryEdgeResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
  WebhookEndpointConnection?: WebhookEndpointConnectionResolvers<ContextType>;
  WebhookEndpointEdge?: WebhookEndpointEdgeResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = IntegrationsContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
