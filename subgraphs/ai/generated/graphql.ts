import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { InferenceRow } from '../inferences/inference-store';
import type { ModelConfig } from '../../../lib/ai/model-registry';
import type { AiContext } from '../common/context';
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

/** How zar chose its answer: by consensus of the answers, or by a judge model. */
export type Aggregation = {
  __typename?: 'Aggregation';
  /** 0 to 1: how much the chosen answer agrees with the others. */
  agreement: Scalars['Float']['output'];
  chosenModel?: Maybe<Scalars['String']['output']>;
  /** consensus or judge. */
  method: Scalars['String']['output'];
};

/** A configured model (no keys or URLs). */
export type AiModel = {
  __typename?: 'AiModel';
  capabilities: Array<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  inputPricePerMillion: Scalars['Float']['output'];
  outputPricePerMillion: Scalars['Float']['output'];
  provider: Scalars['String']['output'];
  timeoutMs: Scalars['Int']['output'];
};

/** Who may share a cached answer, always within one tenant: everyone, callers of the same roles, one caller. */
export type CacheScope =
  | 'PRIVATE'
  | 'PUBLIC'
  | 'ROLE';

/** One orchestration, as stored: readable again in the history. */
export type Inference = {
  __typename?: 'Inference';
  aggregation?: Maybe<Aggregation>;
  /** The request's x-budget-max-usd, when it had one. */
  budgetMaxUsd?: Maybe<Scalars['Float']['output']>;
  costUsd: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  creditsCharged: Scalars['Int']['output'];
  errorCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** text or voice. */
  kind: Scalars['String']['output'];
  latencyMs: Scalars['Int']['output'];
  mode: OrchestrationMode;
  output?: Maybe<Scalars['String']['output']>;
  prompt: Scalars['String']['output'];
  results: Array<ModelCallResult>;
  speech?: Maybe<Speech>;
  /** completed, or failed when no model answered. */
  status: Scalars['String']['output'];
  transcript?: Maybe<Transcript>;
  usage: Usage;
  user: User;
  userId: Scalars['ID']['output'];
};

export type InferenceConnection = {
  __typename?: 'InferenceConnection';
  edges: Array<InferenceEdge>;
  nodes: Array<Inference>;
  pageInfo: PageInfo;
};

export type InferenceEdge = {
  __typename?: 'InferenceEdge';
  cursor: Scalars['String']['output'];
  node: Inference;
};

/** One model call of an orchestration. */
export type ModelCallResult = {
  __typename?: 'ModelCallResult';
  completionTokens: Scalars['Int']['output'];
  costUsd: Scalars['Float']['output'];
  error?: Maybe<Scalars['String']['output']>;
  latencyMs: Scalars['Int']['output'];
  model: Scalars['String']['output'];
  output?: Maybe<Scalars['String']['output']>;
  promptTokens: Scalars['Int']['output'];
  /** local, or openai for an OpenAI-compatible server. */
  provider: Scalars['String']['output'];
  status: ModelCallStatus;
};

/** How one model call ended. */
export type ModelCallStatus =
  | 'error'
  | 'ok'
  | 'skipped_budget'
  | 'timeout';

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Orchestrates one answer: credits are reserved first and charged on success. The x-budget-max-usd
   * header caps the cost: over it before anything runs is 402 BUDGET_EXCEEDED.
   */
  orchestrate: Inference;
  /**
   * Transcribes the recording with the studio service, orchestrates the transcript and, when asked,
   * speaks the answer. The caller's Authorization goes to the studio; without STUDIO_URL, 503.
   */
  voiceOrchestrate: Inference;
};


export type MutationOrchestrateArgs = {
  input: OrchestrateInput;
  streamId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationVoiceOrchestrateArgs = {
  input: VoiceOrchestrateInput;
};

export type OrchestrateInput = {
  /** At most 32,000 characters the answer should be drawn from. */
  context?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 8,192 (default 1,024): the most tokens any one answer may have. */
  maxTokens?: InputMaybe<Scalars['Int']['input']>;
  /** single (default) or zar. */
  mode?: InputMaybe<OrchestrationMode>;
  /** Single mode only: the id of a configured model to try first. */
  model?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 32,000 characters. */
  prompt: Scalars['String']['input'];
  /** A team of the caller's whose wallet pays instead of the caller's (403 when the caller is no member). */
  teamId?: InputMaybe<Scalars['ID']['input']>;
  /** 0 to 2. */
  temperature?: InputMaybe<Scalars['Float']['input']>;
};

/** One message of a streamed orchestration: a piece of the answer, or the last one with the stored inference. */
export type OrchestrationChunk = {
  __typename?: 'OrchestrationChunk';
  /** True on the last message. */
  done: Scalars['Boolean']['output'];
  /** On the last message: the stored orchestration, as orchestrate answers it. */
  inference?: Maybe<Inference>;
  /** 0, 1, 2, ...: the order of the messages. */
  sequence: Scalars['Int']['output'];
  /** The next piece of the answer as the model produced it (empty on the last message). */
  text: Scalars['String']['output'];
};

/** single: one model at a time, falling back in the configured order; zar: at least three models at once, one answer chosen (docs/api/ai.md). */
export type OrchestrationMode =
  | 'single'
  | 'zar';

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
  /** The models this service is configured with, in the order single mode falls back in. */
  aiModels: Array<AiModel>;
  /** One page of one of this service's report datasets (role system: the reports service). */
  aiReportPage: ReportPage;
  /** One orchestration: the caller's own, or any of the tenant's for an admin. */
  inference: Inference;
  /** The caller's orchestrations, newest first (admins: all=true for the tenant's). */
  inferences: InferenceConnection;
};


export type QueryAiReportPageArgs = {
  input: ReportPageInput;
};


export type QueryInferenceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInferencesArgs = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  mode?: InputMaybe<OrchestrationMode>;
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

/** Synthesized speech of the answer, stored as a platform file. */
export type Speech = {
  __typename?: 'Speech';
  durationSeconds?: Maybe<Scalars['Float']['output']>;
  format: Scalars['String']['output'];
  /** A signed download link that expires after FILE_URL_TTL_SECONDS; read the inference again for a fresh one. */
  url: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * Streams a single-mode answer's text as the model produces it, then ends with the stored
   * inference (zar sends only the last message). Served by the gateway over graphql-ws; credits and
   * budget as orchestrate (`budgetMaxUsd` plays the x-budget-max-usd header). docs/api/ai.md.
   */
  orchestrateStream: OrchestrationChunk;
};


export type SubscriptionOrchestrateStreamArgs = {
  budgetMaxUsd?: InputMaybe<Scalars['String']['input']>;
  input: OrchestrateInput;
};

/** A transcribed recording (voice orchestration). */
export type Transcript = {
  __typename?: 'Transcript';
  durationSeconds?: Maybe<Scalars['Float']['output']>;
  language?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

export type Usage = {
  __typename?: 'Usage';
  completionTokens: Scalars['Int']['output'];
  promptTokens: Scalars['Int']['output'];
  totalTokens: Scalars['Int']['output'];
};

/** A user of identity; the ai service knows only the id. */
export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
};

export type VoiceOrchestrateInput = {
  /** An https URL of the recording, or a file of this platform (/files/<key>). */
  audioUrl: Scalars['String']['input'];
  /** wav, mp3, ogg, webm or m4a (default: from the URL). */
  format?: InputMaybe<Scalars['String']['input']>;
  /** BCP 47 language tag, for example en or pt-BR. */
  languageHint?: InputMaybe<Scalars['String']['input']>;
  /** single (default) or zar. */
  mode?: InputMaybe<OrchestrationMode>;
  /** A team of the caller's whose wallet pays instead of the caller's (403 when the caller is no member). */
  teamId?: InputMaybe<Scalars['ID']['input']>;
  /** Also answer as synthesized speech (default false; 20 credits more). */
  ttsResponse?: InputMaybe<Scalars['Boolean']['input']>;
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
  Inference: Inference;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Inference:
    ( { __typename: 'Inference' }
    & GraphQLRecursivePick<FederationTypes['Inference'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Aggregation: ResolverTypeWrapper<Aggregation>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  AiModel: ResolverTypeWrapper<ModelConfig>;
  CacheScope: CacheScope;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Inference: ResolverTypeWrapper<InferenceRow>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InferenceConnection: ResolverTypeWrapper<Omit<InferenceConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['InferenceEdge']>, nodes: Array<ResolversTypes['Inference']> }>;
  InferenceEdge: ResolverTypeWrapper<Omit<InferenceEdge, 'node'> & { node: ResolversTypes['Inference'] }>;
  ModelCallResult: ResolverTypeWrapper<ModelCallResult>;
  ModelCallStatus: ModelCallStatus;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OrchestrateInput: OrchestrateInput;
  OrchestrationChunk: ResolverTypeWrapper<Omit<OrchestrationChunk, 'inference'> & { inference?: Maybe<ResolversTypes['Inference']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  OrchestrationMode: OrchestrationMode;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReportPage: ResolverTypeWrapper<ReportPage>;
  ReportPageInput: ReportPageInput;
  Speech: ResolverTypeWrapper<Speech>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Transcript: ResolverTypeWrapper<Transcript>;
  Usage: ResolverTypeWrapper<Usage>;
  User: ResolverTypeWrapper<User>;
  VoiceOrchestrateInput: VoiceOrchestrateInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Aggregation: Aggregation;
  Float: Scalars['Float']['output'];
  String: Scalars['String']['output'];
  AiModel: ModelConfig;
  DateTime: Scalars['DateTime']['output'];
  Inference: InferenceRow;
  ID: Scalars['ID']['output'];
  InferenceConnection: Omit<InferenceConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['InferenceEdge']>, nodes: Array<ResolversParentTypes['Inference']> };
  InferenceEdge: Omit<InferenceEdge, 'node'> & { node: ResolversParentTypes['Inference'] };
  ModelCallResult: ModelCallResult;
  Mutation: Record<PropertyKey, never>;
  OrchestrateInput: OrchestrateInput;
  OrchestrationChunk: Omit<OrchestrationChunk, 'inference'> & { inference?: Maybe<ResolversParentTypes['Inference']> };
  Boolean: Scalars['Boolean']['output'];
  PageInfo: PageInfo;
  Query: Record<PropertyKey, never>;
  ReportPage: ReportPage;
  ReportPageInput: ReportPageInput;
  Speech: Speech;
  Subscription: Record<PropertyKey, never>;
  Transcript: Transcript;
  Usage: Usage;
  User: User;
  VoiceOrchestrateInput: VoiceOrchestrateInput;
  Int: Scalars['Int']['output'];
};

export type CacheControlDirectiveArgs = {
  maxAge: Scalars['Int']['input'];
  scope?: Maybe<CacheScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = AiContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AggregationResolvers<ContextType = AiContext, ParentType extends ResolversParentTypes['Aggregation'] = ResolversParentTypes['Aggregation']> = {
  agreement?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  chosenModel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AiModelResolvers<ContextType = AiContext, ParentType extends ResolversParentTypes['AiModel'] = ResolversParentTypes['AiModel']> = {
  capabilities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inputPricePerMillion?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  outputPricePerMillion?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeoutMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type InferenceResolvers<ContextType = AiContext, ParentType extends ResolversParentTypes['Inference'] = ResolversParentTypes['Inference'], FederationReferenceType extends FederationReferenceTypes['Inference'] = FederationReferenceTypes['Inference']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Inference']> | FederationReferenceType, FederationReferenceType, ContextType>;
  aggregation?: Resolver<Maybe<ResolversTypes['Aggregation']>, ParentType, ContextType>;
  budgetMaxUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  costUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creditsCharged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latencyMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['OrchestrationMode'], ParentType, ContextType>;
  output?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['ModelCallResult']>, ParentType, ContextType>;
  speech?: Resolver<Maybe<ResolversTypes['Speech']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transcript?: Resolver<Maybe<ResolversTypes['Transcript']>, ParentType, ContextType>;
  usage?: Resolver<ResolversTypes['Usage'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InferenceConnectionResolvers<ContextType = AiContext, ParentType extends ResolversParentTypes['InferenceConnection'] = ResolversParentTypes['InferenceConnection']> = {
  edges?: Resolver<Array<ResolversTypes['InferenceEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Inference']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type InferenceEdgeResolvers<ContextType = AiContext, ParentType extends ResolversParentTypes['InferenceEdge'] = ResolversParentTypes['InferenceEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Inference'], ParentType, ContextType>;
};

export type ModelCallResultResolvers<ContextType = AiContext, ParentType extends ResolversParentTypes['ModelCallResult'] = ResolversParentTypes['ModelCallResult']> = {
  completionTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  costUsd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latencyMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  output?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promptTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ModelCallStatus'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = AiContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  orchestrate?: Resolver<ResolversTypes['Inference'], ParentType, ContextType, RequireFields<MutationOrchestrateArgs, 'input'>>;
  voiceOrchestrate?: Resolver<ResolversTypes['Inference'], ParentType, ContextType, RequireFields<MutationVoiceOrchestrateArgs, 'input'>>;
};

export type OrchestrationChunkResolvers<ContextType = AiContext, ParentType extends ResolversParentTypes['OrchestrationChunk'] = ResolversParentTypes['OrchestrationChunk']> = {
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inference?: Resolver<Maybe<ResolversTypes['Inference']>, ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = AiContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = AiContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  aiModels?: Resolver<Array<ResolversTypes['AiModel']>, ParentType, ContextType>;
  aiReportPage?: Resolver<ResolversTypes['ReportPage'], ParentType, ContextType, RequireFields<QueryAiReportPageArgs, 'input'>>;
  inference?: Resolver<ResolversTypes['Inference'], ParentType, ContextType, RequireFields<QueryInferenceArgs, 'id'>>;
  inferences?: Resolver<ResolversTypes['InferenceConnection'], ParentType, ContextType, Partial<QueryInferencesArgs>>;
};

export type ReportPageResolvers<ContextType = AiContext, ParentType extends ResolversParentTypes['ReportPage'] = ResolversParentTypes['ReportPage']> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsJson?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SpeechResolvers<ContextType = AiContext, ParentType extends ResolversParentTypes['Speech'] = ResolversParentTypes['Speech']> = {
  durationSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = AiContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  orchestrateStream?: SubscriptionResolver<ResolversTypes['OrchestrationChunk'], "orchestrateStream", ParentType, ContextType, RequireFields<SubscriptionOrchestrateStreamArgs, 'input'>>;
};

export type TranscriptResolvers<ContextType = AiContext, ParentType extends ResolversParentTypes['Transcript'] = ResolversParentTypes['Transcript']> = {
  durationSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UsageResolvers<ContextType = AiContext, ParentType extends ResolversParentTypes['Usage'] = ResolversParentTypes['Usage']> = {
  completionTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promptTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = AiContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = AiContext> = {
  Aggregation?: AggregationResolvers<ContextType>;
  AiModel?: AiModelResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Inference?: InferenceResolvers<ContextType>;
  InferenceConnection?: InferenceConnectionResolvers<ContextType>;
  InferenceEdge?: InferenceEdgeResolvers<ContextType>;
  ModelCallResult?: ModelCallResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OrchestrationChunk?: OrchestrationChunkResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReportPage?: ReportPageResolvers<ContextType>;
  Speech?: SpeechResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Transcript?: TranscriptResolvers<ContextType>;
  Usage?: UsageResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = AiContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
