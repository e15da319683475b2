import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { TemplateRow } from '../templates/template-store';
import type { ExportRow } from '../exports/export-store';
import type { ExportDownload } from '../exports/export-rules';
import type { ScheduleRow } from '../schedules/schedule-store';
import type { UsageRow } from '../admin/admin-store';
import type { SourceView, EventRow } from '../webhooks/source-store';
import type { ReportsContext } from '../common/context';
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
  /** Any JSON value. */
  JSON: { input: unknown; output: unknown; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** Who may share a cached answer, always within one tenant: everyone, callers of the same roles, one caller. */
export type CacheScope =
  | 'PRIVATE'
  | 'PUBLIC'
  | 'ROLE';

export type CreateReportExportInput = {
  /** Laid over the template's own filters. */
  filters?: InputMaybe<ReportFiltersInput>;
  /** Default: the template's. */
  format?: InputMaybe<ReportFormat>;
  /** Required: a built-in template or one of the tenant's. */
  templateId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateReportScheduleInput = {
  /** Required: 5 fields (minute hour day-of-month month day-of-week). */
  cron?: InputMaybe<Scalars['String']['input']>;
  deliverTo?: InputMaybe<Scalars['ID']['input']>;
  /** Default true. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Default: the template's. */
  format?: InputMaybe<ReportFormat>;
  sourceId?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  templateId?: InputMaybe<Scalars['ID']['input']>;
  /** An IANA time zone; default UTC. */
  timezone?: InputMaybe<Scalars['String']['input']>;
  /** Default last_24_hours. */
  window?: InputMaybe<ReportWindow>;
};

export type CreateReportTemplateInput = {
  /** The dataset's columns to export, in order (default: all of them). */
  columns?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Required: a dataset of reportDatasets. */
  dataset?: InputMaybe<Scalars['String']['input']>;
  /** Default csv. */
  defaultFormat?: InputMaybe<ReportFormat>;
  description?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<ReportFiltersInput>;
  /** Required: 1 to 120 characters, unique in the tenant. */
  name?: InputMaybe<Scalars['String']['input']>;
};

export type CreateReportWebhookSourceInput = {
  /** Required: 1 to 120 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Cancels a queued or running export; a running one stops at its next page and leaves no file. */
  cancelReportExport: ReportExport;
  /** Queues an export of a template (user, organizer, admin); the worker writes the file. */
  createReportExport: ReportExport;
  createReportSchedule: ReportSchedule;
  /** Adds a tenant template (organizer, admin). */
  createReportTemplate: ReportTemplate;
  /** Adds a source; the answer shows its signing secret, this once (organizer, admin). */
  createReportWebhookSource: ReportWebhookSource;
  /** Deletes an export of the tenant and its file; a running one is cancelled by it (admin). */
  deleteReportExport: Scalars['Boolean']['output'];
  deleteReportSchedule: Scalars['Boolean']['output'];
  /** Deletes a tenant template; exports made from it keep their copy of it (organizer, admin). */
  deleteReportTemplate: Scalars['Boolean']['output'];
  /** Deletes a source and its events; schedules naming it stop running on events (organizer, admin). */
  deleteReportWebhookSource: Scalars['Boolean']['output'];
  /** Expires every completed export past its 7 days and removes its file (system). */
  expireReportExports: ReportExpiry;
  /**
   * Public: a sender posts a CloudEvent. `signature` is sha256=<hex HMAC-SHA256 of `payload`, keyed
   * with the source's secret>, checked in constant time before anything else: a bad one is 401 and
   * nothing is stored. Each event id is stored once; a repeat answers duplicate: true.
   */
  receiveReportWebhook: ReportWebhookReceipt;
  /** Runs the schedules whose slot is due now, each slot once (system). */
  runDueReportSchedules: ReportScheduleRound;
  /** Runs a schedule now, outside its cron, with its window ending now; answers the queued export. */
  runReportSchedule: ReportExport;
  updateReportSchedule: ReportSchedule;
  /** Changes a tenant template; columns and filters are checked against its dataset (organizer, admin). */
  updateReportTemplate: ReportTemplate;
};


export type MutationCancelReportExportArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateReportExportArgs = {
  input: CreateReportExportInput;
};


export type MutationCreateReportScheduleArgs = {
  input: CreateReportScheduleInput;
};


export type MutationCreateReportTemplateArgs = {
  input: CreateReportTemplateInput;
};


export type MutationCreateReportWebhookSourceArgs = {
  input: CreateReportWebhookSourceInput;
};


export type MutationDeleteReportExportArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteReportScheduleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteReportTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteReportWebhookSourceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReceiveReportWebhookArgs = {
  payload: Scalars['String']['input'];
  signature?: InputMaybe<Scalars['String']['input']>;
  sourceId: Scalars['ID']['input'];
};


export type MutationRunReportScheduleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateReportScheduleArgs = {
  id: Scalars['ID']['input'];
  input: UpdateReportScheduleInput;
};


export type MutationUpdateReportTemplateArgs = {
  id: Scalars['ID']['input'];
  input: UpdateReportTemplateInput;
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
  /** Every export of the tenant, newest first; userId and status filter (admin). */
  reportAdminExports: ReportExportConnection;
  /** The datasets templates can name, with their columns and the filter values they accept. */
  reportDatasets: Array<ReportDataset>;
  /** One export: the caller's own, any of the tenant's for an admin. */
  reportExport: ReportExport;
  /** A completed export's file; 410 EXPIRED after 7 days, INVALID_STATE before it completed. */
  reportExportDownload: ReportExportDownload;
  /** The caller's exports, newest first; status filters (user, organizer, admin). */
  reportExports: ReportExportConnection;
  /** One schedule (organizer, admin; plan promax or above). */
  reportSchedule: ReportSchedule;
  /** The tenant's schedules, newest first (organizer, admin; plan promax or above). */
  reportSchedules: ReportScheduleConnection;
  /** One template: built in or the tenant's (user, organizer, admin). */
  reportTemplate: ReportTemplate;
  /** The built-in templates, then the tenant's, oldest first; dataset filters (user, organizer, admin; the public catalogue is media's templates). */
  reportTemplates: ReportTemplateConnection;
  /** Exports per user and format of the tenant, optionally created from `from` (inclusive) to `to` (exclusive) (admin). */
  reportUsage: Array<ReportUsage>;
  /** A source's received events, newest first (organizer, admin). */
  reportWebhookEvents: ReportWebhookEventConnection;
  reportWebhookSource: ReportWebhookSource;
  /** The tenant's webhook sources, newest first (organizer, admin). */
  reportWebhookSources: ReportWebhookSourceConnection;
  /** No token needed: liveness answers at once, readiness checks the database. */
  reportsHealth: ReportsHealth;
};


export type QueryReportAdminExportsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ReportExportStatus>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryReportExportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryReportExportDownloadArgs = {
  id: Scalars['ID']['input'];
};


export type QueryReportExportsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ReportExportStatus>;
};


export type QueryReportScheduleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryReportSchedulesArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReportTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type QueryReportTemplatesArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  dataset?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReportUsageArgs = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryReportWebhookEventsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sourceId: Scalars['ID']['input'];
};


export type QueryReportWebhookSourceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryReportWebhookSourcesArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReportsHealthArgs = {
  probe?: ReportsHealthProbe;
};

/** A dataset of the platform, served by the service that owns it (docs/reports.md, Datasets). */
export type ReportDataset = {
  __typename?: 'ReportDataset';
  categories?: Maybe<Array<Scalars['String']['output']>>;
  columns: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  service: Scalars['String']['output'];
  statuses: Array<Scalars['String']['output']>;
};

/** What the expiry sweep did. */
export type ReportExpiry = {
  __typename?: 'ReportExpiry';
  /** Completed exports past their 7 days, now expired, their files removed. */
  expired: Scalars['Int']['output'];
  sweptAt: Scalars['DateTime']['output'];
};

/** One export of a template's dataset into a file, run by a worker. */
export type ReportExport = {
  __typename?: 'ReportExport';
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  columns: Array<Scalars['String']['output']>;
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  contentType: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  dataset: Scalars['String']['output'];
  /** The REST path of the file (the caller's token needed); null until completed. */
  downloadPath?: Maybe<Scalars['String']['output']>;
  /** Why it failed. */
  error?: Maybe<Scalars['String']['output']>;
  /** When the file goes: completedAt plus 7 days. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The same as id (the REST answer of POST /exports names it so). */
  exportId: Scalars['ID']['output'];
  failedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Set once completed. */
  fileName?: Maybe<Scalars['String']['output']>;
  filters: ReportFilters;
  format: ReportFormat;
  id: Scalars['ID']['output'];
  /** 0 to 100. */
  progress: Scalars['Int']['output'];
  rowCount: Scalars['Int']['output'];
  scheduleId?: Maybe<Scalars['ID']['output']>;
  /** own, listings or tenant: the rows the user's role saw. */
  scope: Scalars['String']['output'];
  sizeBytes: Scalars['Float']['output'];
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: ReportExportStatus;
  templateId: Scalars['ID']['output'];
  templateName: Scalars['String']['output'];
  /** The user whose rows these are (who asked, or a schedule's creator). */
  userId: Scalars['ID']['output'];
};

export type ReportExportConnection = {
  __typename?: 'ReportExportConnection';
  edges: Array<ReportExportEdge>;
  nodes: Array<ReportExport>;
  pageInfo: PageInfo;
};

/** Where a completed export's file is. */
export type ReportExportDownload = {
  __typename?: 'ReportExportDownload';
  contentType: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  exportId: Scalars['ID']['output'];
  fileName: Scalars['String']['output'];
  /** The stored file's key. */
  key: Scalars['String']['output'];
  sizeBytes: Scalars['Float']['output'];
  /** A link that needs no token (keep it private); it expires after FILE_URL_TTL_SECONDS (15 minutes by default): ask again for a fresh one. The file is kept until expiresAt. */
  url: Scalars['String']['output'];
};

export type ReportExportEdge = {
  __typename?: 'ReportExportEdge';
  cursor: Scalars['String']['output'];
  node: ReportExport;
};

/** queued -> running -> completed | failed | cancelled; completed -> expired 7 days after completion. */
export type ReportExportStatus =
  | 'cancelled'
  | 'completed'
  | 'expired'
  | 'failed'
  | 'queued'
  | 'running';

/** A report's filters: creation time from (inclusive) and to (exclusive), a lane, a status; each checked against the dataset. */
export type ReportFilters = {
  __typename?: 'ReportFilters';
  category?: Maybe<Scalars['String']['output']>;
  from?: Maybe<Scalars['DateTime']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  to?: Maybe<Scalars['DateTime']['output']>;
};

export type ReportFiltersInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

/** csv (RFC 4180), json (an array of objects) or pdf (a paginated table). */
export type ReportFormat =
  | 'csv'
  | 'json'
  | 'pdf';

/** A template exported on a cron (5 fields) in an IANA time zone, optionally delivered to a webhook endpoint. */
export type ReportSchedule = {
  __typename?: 'ReportSchedule';
  createdAt: Scalars['DateTime']['output'];
  createdBy: Scalars['ID']['output'];
  cron: Scalars['String']['output'];
  /** A webhook endpoint of this tenant (integrations) that receives each finished export. */
  deliverTo?: Maybe<Scalars['ID']['output']>;
  enabled: Scalars['Boolean']['output'];
  format: ReportFormat;
  id: Scalars['ID']['output'];
  lastRunAt?: Maybe<Scalars['DateTime']['output']>;
  /** The next cron slot; null while disabled. */
  nextRunAt?: Maybe<Scalars['DateTime']['output']>;
  /** An incoming webhook source whose events run this schedule too. */
  sourceId?: Maybe<Scalars['ID']['output']>;
  templateId: Scalars['ID']['output'];
  timezone: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  window: ReportWindow;
};

export type ReportScheduleConnection = {
  __typename?: 'ReportScheduleConnection';
  edges: Array<ReportScheduleEdge>;
  nodes: Array<ReportSchedule>;
  pageInfo: PageInfo;
};

export type ReportScheduleEdge = {
  __typename?: 'ReportScheduleEdge';
  cursor: Scalars['String']['output'];
  node: ReportSchedule;
};

/** What a run of the due schedules did. */
export type ReportScheduleRound = {
  __typename?: 'ReportScheduleRound';
  /** Schedules whose slot was due. */
  due: Scalars['Int']['output'];
  /** The exports queued (one per due slot that had not run). */
  exportIds: Array<Scalars['ID']['output']>;
  ranAt: Scalars['DateTime']['output'];
};

/** A dataset, the columns to export in order, default filters and format: built in, or the tenant's own. */
export type ReportTemplate = {
  __typename?: 'ReportTemplate';
  /** True for the platform's templates (one per dataset), which nobody changes. */
  builtIn: Scalars['Boolean']['output'];
  columns: Array<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Scalars['ID']['output']>;
  /** A dataset of reportDatasets, for example orders. */
  dataset: Scalars['String']['output'];
  defaultFormat: ReportFormat;
  description: Scalars['String']['output'];
  filters: ReportFilters;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type ReportTemplateConnection = {
  __typename?: 'ReportTemplateConnection';
  edges: Array<ReportTemplateEdge>;
  nodes: Array<ReportTemplate>;
  pageInfo: PageInfo;
};

export type ReportTemplateEdge = {
  __typename?: 'ReportTemplateEdge';
  cursor: Scalars['String']['output'];
  node: ReportTemplate;
};

/** Exports of one user in one format. */
export type ReportUsage = {
  __typename?: 'ReportUsage';
  bytes: Scalars['Float']['output'];
  completed: Scalars['Int']['output'];
  exports: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  format: ReportFormat;
  lastExportAt: Scalars['DateTime']['output'];
  rows: Scalars['Float']['output'];
  userId: Scalars['ID']['output'];
};

/** A received CloudEvent, stored once per id. */
export type ReportWebhookEvent = {
  __typename?: 'ReportWebhookEvent';
  /** The CloudEvents id. */
  eventId: Scalars['String']['output'];
  /** The exports the event started (schedules of the source). */
  exportIds: Array<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  payload: Scalars['JSON']['output'];
  receivedAt: Scalars['DateTime']['output'];
  sourceId: Scalars['ID']['output'];
  type: Scalars['String']['output'];
};

export type ReportWebhookEventConnection = {
  __typename?: 'ReportWebhookEventConnection';
  edges: Array<ReportWebhookEventEdge>;
  nodes: Array<ReportWebhookEvent>;
  pageInfo: PageInfo;
};

export type ReportWebhookEventEdge = {
  __typename?: 'ReportWebhookEventEdge';
  cursor: Scalars['String']['output'];
  node: ReportWebhookEvent;
};

/** What a receipt says: the event is stored (now or before: duplicate) and what it started. */
export type ReportWebhookReceipt = {
  __typename?: 'ReportWebhookReceipt';
  duplicate: Scalars['Boolean']['output'];
  eventId: Scalars['String']['output'];
  exportIds: Array<Scalars['ID']['output']>;
};

/** A sender of signed CloudEvents; schedules naming it run on each new event. */
export type ReportWebhookSource = {
  __typename?: 'ReportWebhookSource';
  createdAt: Scalars['DateTime']['output'];
  createdBy: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Where the sender posts: the public REST path. */
  receivePath: Scalars['String']['output'];
  /** Only in createReportWebhookSource's answer; null everywhere else. */
  secret?: Maybe<Scalars['String']['output']>;
};

export type ReportWebhookSourceConnection = {
  __typename?: 'ReportWebhookSourceConnection';
  edges: Array<ReportWebhookSourceEdge>;
  nodes: Array<ReportWebhookSource>;
  pageInfo: PageInfo;
};

export type ReportWebhookSourceEdge = {
  __typename?: 'ReportWebhookSourceEdge';
  cursor: Scalars['String']['output'];
  node: ReportWebhookSource;
};

/** The rows a scheduled export covers, ending at its slot: the last 24 hours, 7 or 30 days, or the calendar month before the slot's (in the schedule's time zone). */
export type ReportWindow =
  | 'last_7_days'
  | 'last_24_hours'
  | 'last_30_days'
  | 'previous_month';

export type ReportsHealth = {
  __typename?: 'ReportsHealth';
  checkedAt: Scalars['DateTime']['output'];
  /** ok after a trivial query; null for the liveness probe, which checks nothing. */
  database?: Maybe<Scalars['String']['output']>;
  probe: ReportsHealthProbe;
  /** ok (a failed readiness check is an error: 503 SERVICE_UNAVAILABLE). */
  status: Scalars['String']['output'];
};

export type ReportsHealthProbe =
  | 'live'
  | 'ready';

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The export now, then on every change (status, progress) until it ends (completed, failed,
   * cancelled or expired), after which the subscription completes. NOT_FOUND if the caller cannot see it.
   */
  exportProgress: ReportExport;
};


export type SubscriptionExportProgressArgs = {
  exportId: Scalars['ID']['input'];
};

export type UpdateReportScheduleInput = {
  cron?: InputMaybe<Scalars['String']['input']>;
  /** null stops deliveries. */
  deliverTo?: InputMaybe<Scalars['ID']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  format?: InputMaybe<ReportFormat>;
  /** null stops webhook runs. */
  sourceId?: InputMaybe<Scalars['ID']['input']>;
  templateId?: InputMaybe<Scalars['ID']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
  window?: InputMaybe<ReportWindow>;
};

export type UpdateReportTemplateInput = {
  columns?: InputMaybe<Array<Scalars['String']['input']>>;
  dataset?: InputMaybe<Scalars['String']['input']>;
  defaultFormat?: InputMaybe<ReportFormat>;
  description?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<ReportFiltersInput>;
  name?: InputMaybe<Scalars['String']['input']>;
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
  CreateReportExportInput: CreateReportExportInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  CreateReportScheduleInput: CreateReportScheduleInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreateReportTemplateInput: CreateReportTemplateInput;
  CreateReportWebhookSourceInput: CreateReportWebhookSourceInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReportDataset: ResolverTypeWrapper<ReportDataset>;
  ReportExpiry: ResolverTypeWrapper<ReportExpiry>;
  ReportExport: ResolverTypeWrapper<ExportRow>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ReportExportConnection: ResolverTypeWrapper<Omit<ReportExportConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ReportExportEdge']>, nodes: Array<ResolversTypes['ReportExport']> }>;
  ReportExportDownload: ResolverTypeWrapper<ExportDownload>;
  ReportExportEdge: ResolverTypeWrapper<Omit<ReportExportEdge, 'node'> & { node: ResolversTypes['ReportExport'] }>;
  ReportExportStatus: ReportExportStatus;
  ReportFilters: ResolverTypeWrapper<ReportFilters>;
  ReportFiltersInput: ReportFiltersInput;
  ReportFormat: ReportFormat;
  ReportSchedule: ResolverTypeWrapper<ScheduleRow>;
  ReportScheduleConnection: ResolverTypeWrapper<Omit<ReportScheduleConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ReportScheduleEdge']>, nodes: Array<ResolversTypes['ReportSchedule']> }>;
  ReportScheduleEdge: ResolverTypeWrapper<Omit<ReportScheduleEdge, 'node'> & { node: ResolversTypes['ReportSchedule'] }>;
  ReportScheduleRound: ResolverTypeWrapper<ReportScheduleRound>;
  ReportTemplate: ResolverTypeWrapper<TemplateRow>;
  ReportTemplateConnection: ResolverTypeWrapper<Omit<ReportTemplateConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ReportTemplateEdge']>, nodes: Array<ResolversTypes['ReportTemplate']> }>;
  ReportTemplateEdge: ResolverTypeWrapper<Omit<ReportTemplateEdge, 'node'> & { node: ResolversTypes['ReportTemplate'] }>;
  ReportUsage: ResolverTypeWrapper<UsageRow>;
  ReportWebhookEvent: ResolverTypeWrapper<EventRow>;
  ReportWebhookEventConnection: ResolverTypeWrapper<Omit<ReportWebhookEventConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ReportWebhookEventEdge']>, nodes: Array<ResolversTypes['ReportWebhookEvent']> }>;
  ReportWebhookEventEdge: ResolverTypeWrapper<Omit<ReportWebhookEventEdge, 'node'> & { node: ResolversTypes['ReportWebhookEvent'] }>;
  ReportWebhookReceipt: ResolverTypeWrapper<ReportWebhookReceipt>;
  ReportWebhookSource: ResolverTypeWrapper<SourceView>;
  ReportWebhookSourceConnection: ResolverTypeWrapper<Omit<ReportWebhookSourceConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ReportWebhookSourceEdge']>, nodes: Array<ResolversTypes['ReportWebhookSource']> }>;
  ReportWebhookSourceEdge: ResolverTypeWrapper<Omit<ReportWebhookSourceEdge, 'node'> & { node: ResolversTypes['ReportWebhookSource'] }>;
  ReportWindow: ReportWindow;
  ReportsHealth: ResolverTypeWrapper<ReportsHealth>;
  ReportsHealthProbe: ReportsHealthProbe;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UpdateReportScheduleInput: UpdateReportScheduleInput;
  UpdateReportTemplateInput: UpdateReportTemplateInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  CreateReportExportInput: CreateReportExportInput;
  ID: Scalars['ID']['output'];
  CreateReportScheduleInput: CreateReportScheduleInput;
  String: Scalars['String']['output'];
  Boolean: Scalars['Boolean']['output'];
  CreateReportTemplateInput: CreateReportTemplateInput;
  CreateReportWebhookSourceInput: CreateReportWebhookSourceInput;
  DateTime: Scalars['DateTime']['output'];
  JSON: Scalars['JSON']['output'];
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  Query: Record<PropertyKey, never>;
  ReportDataset: ReportDataset;
  ReportExpiry: ReportExpiry;
  ReportExport: ExportRow;
  Float: Scalars['Float']['output'];
  ReportExportConnection: Omit<ReportExportConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ReportExportEdge']>, nodes: Array<ResolversParentTypes['ReportExport']> };
  ReportExportDownload: ExportDownload;
  ReportExportEdge: Omit<ReportExportEdge, 'node'> & { node: ResolversParentTypes['ReportExport'] };
  ReportFilters: ReportFilters;
  ReportFiltersInput: ReportFiltersInput;
  ReportSchedule: ScheduleRow;
  ReportScheduleConnection: Omit<ReportScheduleConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ReportScheduleEdge']>, nodes: Array<ResolversParentTypes['ReportSchedule']> };
  ReportScheduleEdge: Omit<ReportScheduleEdge, 'node'> & { node: ResolversParentTypes['ReportSchedule'] };
  ReportScheduleRound: ReportScheduleRound;
  ReportTemplate: TemplateRow;
  ReportTemplateConnection: Omit<ReportTemplateConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ReportTemplateEdge']>, nodes: Array<ResolversParentTypes['ReportTemplate']> };
  ReportTemplateEdge: Omit<ReportTemplateEdge, 'node'> & { node: ResolversParentTypes['ReportTemplate'] };
  ReportUsage: UsageRow;
  ReportWebhookEvent: EventRow;
  ReportWebhookEventConnection: Omit<ReportWebhookEventConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ReportWebhookEventEdge']>, nodes: Array<ResolversParentTypes['ReportWebhookEvent']> };
  ReportWebhookEventEdge: Omit<ReportWebhookEventEdge, 'node'> & { node: ResolversParentTypes['ReportWebhookEvent'] };
  ReportWebhookReceipt: ReportWebhookReceipt;
  ReportWebhookSource: SourceView;
  ReportWebhookSourceConnection: Omit<ReportWebhookSourceConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ReportWebhookSourceEdge']>, nodes: Array<ResolversParentTypes['ReportWebhookSource']> };
  ReportWebhookSourceEdge: Omit<ReportWebhookSourceEdge, 'node'> & { node: ResolversParentTypes['ReportWebhookSource'] };
  ReportsHealth: ReportsHealth;
  Subscription: Record<PropertyKey, never>;
  UpdateReportScheduleInput: UpdateReportScheduleInput;
  UpdateReportTemplateInput: UpdateReportTemplateInput;
  Int: Scalars['Int']['output'];
};

export type CacheControlDirectiveArgs = {
  maxAge: Scalars['Int']['input'];
  scope?: Maybe<CacheScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = ReportsContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  cancelReportExport?: Resolver<ResolversTypes['ReportExport'], ParentType, ContextType, RequireFields<MutationCancelReportExportArgs, 'id'>>;
  createReportExport?: Resolver<ResolversTypes['ReportExport'], ParentType, ContextType, RequireFields<MutationCreateReportExportArgs, 'input'>>;
  createReportSchedule?: Resolver<ResolversTypes['ReportSchedule'], ParentType, ContextType, RequireFields<MutationCreateReportScheduleArgs, 'input'>>;
  createReportTemplate?: Resolver<ResolversTypes['ReportTemplate'], ParentType, ContextType, RequireFields<MutationCreateReportTemplateArgs, 'input'>>;
  createReportWebhookSource?: Resolver<ResolversTypes['ReportWebhookSource'], ParentType, ContextType, RequireFields<MutationCreateReportWebhookSourceArgs, 'input'>>;
  deleteReportExport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteReportExportArgs, 'id'>>;
  deleteReportSchedule?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteReportScheduleArgs, 'id'>>;
  deleteReportTemplate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteReportTemplateArgs, 'id'>>;
  deleteReportWebhookSource?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteReportWebhookSourceArgs, 'id'>>;
  expireReportExports?: Resolver<ResolversTypes['ReportExpiry'], ParentType, ContextType>;
  receiveReportWebhook?: Resolver<ResolversTypes['ReportWebhookReceipt'], ParentType, ContextType, RequireFields<MutationReceiveReportWebhookArgs, 'payload' | 'sourceId'>>;
  runDueReportSchedules?: Resolver<ResolversTypes['ReportScheduleRound'], ParentType, ContextType>;
  runReportSchedule?: Resolver<ResolversTypes['ReportExport'], ParentType, ContextType, RequireFields<MutationRunReportScheduleArgs, 'id'>>;
  updateReportSchedule?: Resolver<ResolversTypes['ReportSchedule'], ParentType, ContextType, RequireFields<MutationUpdateReportScheduleArgs, 'id' | 'input'>>;
  updateReportTemplate?: Resolver<ResolversTypes['ReportTemplate'], ParentType, ContextType, RequireFields<MutationUpdateReportTemplateArgs, 'id' | 'input'>>;
};

export type PageInfoResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  reportAdminExports?: Resolver<ResolversTypes['ReportExportConnection'], ParentType, ContextType, Partial<QueryReportAdminExportsArgs>>;
  reportDatasets?: Resolver<Array<ResolversTypes['ReportDataset']>, ParentType, ContextType>;
  reportExport?: Resolver<ResolversTypes['ReportExport'], ParentType, ContextType, RequireFields<QueryReportExportArgs, 'id'>>;
  reportExportDownload?: Resolver<ResolversTypes['ReportExportDownload'], ParentType, ContextType, RequireFields<QueryReportExportDownloadArgs, 'id'>>;
  reportExports?: Resolver<ResolversTypes['ReportExportConnection'], ParentType, ContextType, Partial<QueryReportExportsArgs>>;
  reportSchedule?: Resolver<ResolversTypes['ReportSchedule'], ParentType, ContextType, RequireFields<QueryReportScheduleArgs, 'id'>>;
  reportSchedules?: Resolver<ResolversTypes['ReportScheduleConnection'], ParentType, ContextType, Partial<QueryReportSchedulesArgs>>;
  reportTemplate?: Resolver<ResolversTypes['ReportTemplate'], ParentType, ContextType, RequireFields<QueryReportTemplateArgs, 'id'>>;
  reportTemplates?: Resolver<ResolversTypes['ReportTemplateConnection'], ParentType, ContextType, Partial<QueryReportTemplatesArgs>>;
  reportUsage?: Resolver<Array<ResolversTypes['ReportUsage']>, ParentType, ContextType, Partial<QueryReportUsageArgs>>;
  reportWebhookEvents?: Resolver<ResolversTypes['ReportWebhookEventConnection'], ParentType, ContextType, RequireFields<QueryReportWebhookEventsArgs, 'sourceId'>>;
  reportWebhookSource?: Resolver<ResolversTypes['ReportWebhookSource'], ParentType, ContextType, RequireFields<QueryReportWebhookSourceArgs, 'id'>>;
  reportWebhookSources?: Resolver<ResolversTypes['ReportWebhookSourceConnection'], ParentType, ContextType, Partial<QueryReportWebhookSourcesArgs>>;
  reportsHealth?: Resolver<ResolversTypes['ReportsHealth'], ParentType, ContextType, RequireFields<QueryReportsHealthArgs, 'probe'>>;
};

export type ReportDatasetResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportDataset'] = ResolversParentTypes['ReportDataset']> = {
  categories?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  columns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statuses?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReportExpiryResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportExpiry'] = ResolversParentTypes['ReportExpiry']> = {
  expired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sweptAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ReportExportResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportExport'] = ResolversParentTypes['ReportExport']> = {
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  columns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dataset?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  exportId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  failedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filters?: Resolver<ResolversTypes['ReportFilters'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ReportFormat'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scheduleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReportExportStatus'], ParentType, ContextType>;
  templateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  templateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ReportExportConnectionResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportExportConnection'] = ResolversParentTypes['ReportExportConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ReportExportEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ReportExport']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ReportExportDownloadResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportExportDownload'] = ResolversParentTypes['ReportExportDownload']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  exportId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportExportEdgeResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportExportEdge'] = ResolversParentTypes['ReportExportEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ReportExport'], ParentType, ContextType>;
};

export type ReportFiltersResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportFilters'] = ResolversParentTypes['ReportFilters']> = {
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type ReportScheduleResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportSchedule'] = ResolversParentTypes['ReportSchedule']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cron?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliverTo?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ReportFormat'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastRunAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  nextRunAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sourceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  templateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  window?: Resolver<ResolversTypes['ReportWindow'], ParentType, ContextType>;
};

export type ReportScheduleConnectionResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportScheduleConnection'] = ResolversParentTypes['ReportScheduleConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ReportScheduleEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ReportSchedule']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ReportScheduleEdgeResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportScheduleEdge'] = ResolversParentTypes['ReportScheduleEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ReportSchedule'], ParentType, ContextType>;
};

export type ReportScheduleRoundResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportScheduleRound'] = ResolversParentTypes['ReportScheduleRound']> = {
  due?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exportIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  ranAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ReportTemplateResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportTemplate'] = ResolversParentTypes['ReportTemplate']> = {
  builtIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  columns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  dataset?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultFormat?: Resolver<ResolversTypes['ReportFormat'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filters?: Resolver<ResolversTypes['ReportFilters'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ReportTemplateConnectionResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportTemplateConnection'] = ResolversParentTypes['ReportTemplateConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ReportTemplateEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ReportTemplate']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ReportTemplateEdgeResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportTemplateEdge'] = ResolversParentTypes['ReportTemplateEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ReportTemplate'], ParentType, ContextType>;
};

export type ReportUsageResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportUsage'] = ResolversParentTypes['ReportUsage']> = {
  bytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exports?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ReportFormat'], ParentType, ContextType>;
  lastExportAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ReportWebhookEventResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportWebhookEvent'] = ResolversParentTypes['ReportWebhookEvent']> = {
  eventId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exportIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportWebhookEventConnectionResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportWebhookEventConnection'] = ResolversParentTypes['ReportWebhookEventConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ReportWebhookEventEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ReportWebhookEvent']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ReportWebhookEventEdgeResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportWebhookEventEdge'] = ResolversParentTypes['ReportWebhookEventEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ReportWebhookEvent'], ParentType, ContextType>;
};

export type ReportWebhookReceiptResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportWebhookReceipt'] = ResolversParentTypes['ReportWebhookReceipt']> = {
  duplicate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exportIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ReportWebhookSourceResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportWebhookSource'] = ResolversParentTypes['ReportWebhookSource']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivePath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReportWebhookSourceConnectionResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportWebhookSourceConnection'] = ResolversParentTypes['ReportWebhookSourceConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ReportWebhookSourceEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ReportWebhookSource']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ReportWebhookSourceEdgeResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportWebhookSourceEdge'] = ResolversParentTypes['ReportWebhookSourceEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ReportWebhookSource'], ParentType, ContextType>;
};

export type ReportsHealthResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['ReportsHealth'] = ResolversParentTypes['ReportsHealth']> = {
  checkedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  database?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  probe?: Resolver<ResolversTypes['ReportsHealthProbe'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = ReportsContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  exportProgress?: SubscriptionResolver<ResolversTypes['ReportExport'], "exportProgress", ParentType, ContextType, RequireFields<SubscriptionExportProgressArgs, 'exportId'>>;
};

export type Resolvers<ContextType = ReportsContext> = {
  DateTime?: GraphQLScalarType;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReportDataset?: ReportDatasetResolvers<ContextType>;
  ReportExpiry?: ReportExpiryResolvers<ContextType>;
  ReportExport?: ReportExportResolvers<ContextType>;
  ReportExportConnection?: ReportExportConnectionResolvers<ContextType>;
  ReportExportDownload?: ReportExportDownloadResolvers<ContextType>;
  ReportExportEdge?: ReportExportEdgeResolvers<ContextType>;
  ReportFilters?: ReportFiltersResolvers<ContextType>;
  ReportSchedule?: ReportScheduleResolvers<ContextType>;
  ReportScheduleConnection?: ReportScheduleConnectionResolvers<ContextType>;
  ReportScheduleEdge?: ReportScheduleEdgeResolvers<ContextType>;
  ReportScheduleRound?: ReportScheduleRoundResolvers<ContextType>;
  ReportTemplate?: ReportTemplateResolvers<ContextType>;
  ReportTemplateConnection?: ReportTemplateConnectionResolvers<ContextType>;
  ReportTemplateEdge?: ReportTemplateEdgeResolvers<ContextType>;
  ReportUsage?: ReportUsageResolvers<ContextType>;
  ReportWebhookEvent?: ReportWebhookEventResolvers<ContextType>;
  ReportWebhookEventConnection?: ReportWebhookEventConnectionResolvers<ContextType>;
  ReportWebhookEventEdge?: ReportWebhookEventEdgeResolvers<ContextType>;
  ReportWebhookReceipt?: ReportWebhookReceiptResolvers<ContextType>;
  ReportWebhookSource?: ReportWebhookSourceResolvers<ContextType>;
  ReportWebhookSourceConnection?: ReportWebhookSourceConnectionResolvers<ContextType>;
  ReportWebhookSourceEdge?: ReportWebhookSourceEdgeResolvers<ContextType>;
  ReportsHealth?: ReportsHealthResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = ReportsContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
