import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ModelRow, VersionRow } from '../models/model-store';
import type { DatasetRow } from '../datasets/dataset-store';
import type { TrainingJobRow } from '../training/training-store';
import type { EndpointRow } from '../endpoints/endpoint-store';
import type { Predictions } from '../endpoints/invocation-rules';
import type { MonitorRow, ReportRow } from '../drift/drift-store';
import type { ApprovalRow } from '../governance/approval-store';
import type { ExperimentRow } from '../experiments/experiment-store';
import type { FeatureGroupRow, FeatureRecordRow } from '../features/feature-store';
import type { MlContext } from '../common/context';
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
  /** Any JSON value (an instance's features, metrics, a statistic's details). */
  JSON: { input: unknown; output: unknown; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** Who may share a cached answer, always within one tenant: everyone, callers of the same roles, one caller. */
export type CacheScope =
  | 'PRIVATE'
  | 'PUBLIC'
  | 'ROLE';

/**
 * Either `rows` (JSON objects with the same keys) or `file` (CSV with a header line). `columns`
 * gives types instead of inferring them.
 */
export type CreateMlDatasetInput = {
  columns?: InputMaybe<Array<MlFeatureInput>>;
  file?: InputMaybe<MlUploadFile>;
  name: Scalars['String']['input'];
  rows?: InputMaybe<Array<Scalars['JSON']['input']>>;
};

export type CreateMlDriftMonitorInput = {
  endpointId: Scalars['ID']['input'];
  features: Array<Scalars['String']['input']>;
  intervalSeconds?: InputMaybe<Scalars['Int']['input']>;
  method: Scalars['String']['input'];
  name: Scalars['String']['input'];
  referenceDatasetId: Scalars['ID']['input'];
  threshold: Scalars['Float']['input'];
  windowSize: Scalars['Int']['input'];
};

export type CreateMlEndpointInput = {
  modelId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  stage: Scalars['String']['input'];
  /** 10 to 60000 (default 2000). */
  timeoutMs?: InputMaybe<Scalars['Int']['input']>;
  version: Scalars['Int']['input'];
};

export type CreateMlExperimentInput = {
  name: Scalars['String']['input'];
  variants: Array<MlVariantInput>;
};

export type CreateMlFeatureGroupInput = {
  entityKey: Scalars['String']['input'];
  features: Array<MlFeatureInput>;
  name: Scalars['String']['input'];
  /** 1 when absent. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateMlModelInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  framework: Scalars['String']['input'];
  inputSchema: MlInputSchemaInput;
  name: Scalars['String']['input'];
  task: Scalars['String']['input'];
};

export type DecideMlApprovalInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
};

export type InvokeMlEndpointInput = {
  /** A shorter deadline than the endpoint's, in milliseconds. */
  deadlineMs?: InputMaybe<Scalars['Int']['input']>;
  /** Completes the instances from the feature store. */
  enrich?: InputMaybe<MlEnrichInput>;
  /** 1 to 10000 objects of feature values, as the model's input schema types them. */
  instances: Array<Scalars['JSON']['input']>;
};

export type InvokeMlExperimentInput = {
  instances: Array<Scalars['JSON']['input']>;
  /** The same key always reaches the same variant. */
  routingKey: Scalars['String']['input'];
};

/** A model version submitted for a stage (docs/ml.md, Governance): pending -> approved | rejected. */
export type MlApproval = {
  __typename?: 'MlApproval';
  comment?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  decidedBy?: Maybe<Scalars['ID']['output']>;
  documentation: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  modelId: Scalars['ID']['output'];
  /** staging or production. */
  stage: Scalars['String']['output'];
  status: Scalars['String']['output'];
  submittedBy: Scalars['ID']['output'];
  testEvidence: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type MlApprovalConnection = {
  __typename?: 'MlApprovalConnection';
  edges: Array<MlApprovalEdge>;
  nodes: Array<MlApproval>;
  pageInfo: PageInfo;
};

export type MlApprovalEdge = {
  __typename?: 'MlApprovalEdge';
  cursor: Scalars['String']['output'];
  node: MlApproval;
};

/** An uploaded dataset: typed columns, its rows in storage (docs/ml.md, Datasets). */
export type MlDataset = {
  __typename?: 'MlDataset';
  /** Each column with the type inferred at upload (or given). */
  columns: Array<MlFeature>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  rowCount: Scalars['Int']['output'];
  sizeBytes: Scalars['Int']['output'];
};

export type MlDatasetConnection = {
  __typename?: 'MlDatasetConnection';
  edges: Array<MlDatasetEdge>;
  nodes: Array<MlDataset>;
  pageInfo: PageInfo;
};

export type MlDatasetEdge = {
  __typename?: 'MlDatasetEdge';
  cursor: Scalars['String']['output'];
  node: MlDataset;
};

/** A drift monitor: an endpoint's recent inputs against a reference dataset (docs/ml.md, Drift). */
export type MlDriftMonitor = {
  __typename?: 'MlDriftMonitor';
  createdAt: Scalars['DateTime']['output'];
  endpointId: Scalars['ID']['output'];
  features: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** How often the scheduler runs it; null: on demand only. */
  intervalSeconds?: Maybe<Scalars['Int']['output']>;
  /** KS_TEST (drift when the p-value is below threshold) or PSI (drift when the index is above it). */
  method: Scalars['String']['output'];
  name: Scalars['String']['output'];
  nextRunAt?: Maybe<Scalars['DateTime']['output']>;
  referenceDatasetId: Scalars['ID']['output'];
  threshold: Scalars['Float']['output'];
  /** How many of the endpoint's latest inputs a run compares. */
  windowSize: Scalars['Int']['output'];
};

export type MlDriftMonitorConnection = {
  __typename?: 'MlDriftMonitorConnection';
  edges: Array<MlDriftMonitorEdge>;
  nodes: Array<MlDriftMonitor>;
  pageInfo: PageInfo;
};

export type MlDriftMonitorEdge = {
  __typename?: 'MlDriftMonitorEdge';
  cursor: Scalars['String']['output'];
  node: MlDriftMonitor;
};

/** One run of a monitor. */
export type MlDriftReport = {
  __typename?: 'MlDriftReport';
  createdAt: Scalars['DateTime']['output'];
  drifted: Scalars['Boolean']['output'];
  /** Per feature: statistic, pValue (KS_TEST), drifted, and for PSI the bins' shares. */
  features: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  method: Scalars['String']['output'];
  monitorId: Scalars['ID']['output'];
  /** Inputs compared. */
  sampleSize: Scalars['Int']['output'];
  threshold: Scalars['Float']['output'];
};

export type MlDriftReportConnection = {
  __typename?: 'MlDriftReportConnection';
  edges: Array<MlDriftReportEdge>;
  nodes: Array<MlDriftReport>;
  pageInfo: PageInfo;
};

export type MlDriftReportEdge = {
  __typename?: 'MlDriftReportEdge';
  cursor: Scalars['String']['output'];
  node: MlDriftReport;
};

/** An inference endpoint serving one model version (docs/ml.md, Endpoints). */
export type MlEndpoint = {
  __typename?: 'MlEndpoint';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  modelId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** staging or production. */
  stage: Scalars['String']['output'];
  /** PROVISIONING -> ACTIVE; UPDATING, FAILED, DELETING. Only ACTIVE answers invocations. */
  status: Scalars['String']['output'];
  /** The longest an invocation may take (ML_1203 past it). */
  timeoutMs: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

export type MlEndpointConnection = {
  __typename?: 'MlEndpointConnection';
  edges: Array<MlEndpointEdge>;
  nodes: Array<MlEndpoint>;
  pageInfo: PageInfo;
};

export type MlEndpointEdge = {
  __typename?: 'MlEndpointEdge';
  cursor: Scalars['String']['output'];
  node: MlEndpoint;
};

export type MlEnrichInput = {
  /** One entity per instance: its latest values complete the instance (the instance's own win). */
  entityIds: Array<Scalars['String']['input']>;
  /** A feature group of the tenant. */
  groupId: Scalars['ID']['input'];
};

/** An experiment (docs/ml.md, Experiments): traffic split over model versions by a stable hash of a routing key. */
export type MlExperiment = {
  __typename?: 'MlExperiment';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** DRAFT -> RUNNING -> STOPPED; a RUNNING experiment cannot be changed (ML_1302). */
  status: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  variants: Array<MlVariant>;
};

export type MlExperimentConnection = {
  __typename?: 'MlExperimentConnection';
  edges: Array<MlExperimentEdge>;
  nodes: Array<MlExperiment>;
  pageInfo: PageInfo;
};

export type MlExperimentEdge = {
  __typename?: 'MlExperimentEdge';
  cursor: Scalars['String']['output'];
  node: MlExperiment;
};

/** An experiment's answer: the variant the key was routed to, and its predictions. */
export type MlExperimentPredictions = {
  __typename?: 'MlExperimentPredictions';
  experimentId: Scalars['ID']['output'];
  latencyMs: Scalars['Int']['output'];
  modelId: Scalars['ID']['output'];
  predictions: Array<Scalars['JSON']['output']>;
  probabilities?: Maybe<Array<Scalars['JSON']['output']>>;
  variant: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

/** One feature of a model's input schema or one column of a dataset. */
export type MlFeature = {
  __typename?: 'MlFeature';
  name: Scalars['String']['output'];
  /** number, integer, boolean or category. */
  type: Scalars['String']['output'];
};

/** A feature group (docs/ml.md, Feature store): typed features of entities, by name and version. */
export type MlFeatureGroup = {
  __typename?: 'MlFeatureGroup';
  createdAt: Scalars['DateTime']['output'];
  /** The name entities are identified by. */
  entityKey: Scalars['String']['output'];
  features: Array<MlFeature>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type MlFeatureGroupConnection = {
  __typename?: 'MlFeatureGroupConnection';
  edges: Array<MlFeatureGroupEdge>;
  nodes: Array<MlFeatureGroup>;
  pageInfo: PageInfo;
};

export type MlFeatureGroupEdge = {
  __typename?: 'MlFeatureGroupEdge';
  cursor: Scalars['String']['output'];
  node: MlFeatureGroup;
};

export type MlFeatureInput = {
  name: Scalars['String']['input'];
  type: Scalars['String']['input'];
};

/** An entity's latest values in a group. */
export type MlFeatureRecord = {
  __typename?: 'MlFeatureRecord';
  entityId: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  values: Scalars['JSON']['output'];
};

export type MlFeatureRecordInput = {
  entityId: Scalars['String']['input'];
  /** Every feature of the group, typed as declared. */
  values: Scalars['JSON']['input'];
};

export type MlFeedbackInput = {
  routingKey: Scalars['String']['input'];
  /** A score of the prediction the key received (for example 1 right, 0 wrong). */
  value: Scalars['Float']['input'];
};

/** A model's typed input: the features an instance carries. */
export type MlInputSchema = {
  __typename?: 'MlInputSchema';
  features: Array<MlFeature>;
};

export type MlInputSchemaInput = {
  features: Array<MlFeatureInput>;
};

/** A model of the tenant (docs/api/ml.md, Paths). */
export type MlModel = {
  __typename?: 'MlModel';
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** SKLEARN, XGBOOST, PYTORCH, TENSORFLOW, ONNX or CUSTOM. */
  framework: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  inputSchema: MlInputSchema;
  name: Scalars['String']['output'];
  /** classification or regression. */
  task: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Oldest first. */
  versions: Array<MlModelVersion>;
};

export type MlModelConnection = {
  __typename?: 'MlModelConnection';
  edges: Array<MlModelEdge>;
  nodes: Array<MlModel>;
  pageInfo: PageInfo;
};

export type MlModelEdge = {
  __typename?: 'MlModelEdge';
  cursor: Scalars['String']['output'];
  node: MlModel;
};

/** One version of a model: `trained` once a training job stored its artifact. */
export type MlModelVersion = {
  __typename?: 'MlModelVersion';
  algorithm?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Validation metrics of the training that produced the artifact. */
  metrics?: Maybe<Scalars['JSON']['output']>;
  modelId: Scalars['ID']['output'];
  /** created or trained. */
  status: Scalars['String']['output'];
  targetColumn?: Maybe<Scalars['String']['output']>;
  trainedAt?: Maybe<Scalars['DateTime']['output']>;
  version: Scalars['Int']['output'];
};

export type MlOnlineFeaturesInput = {
  entityIds: Array<Scalars['String']['input']>;
};

/** What an invocation answers: one prediction per instance, in order. */
export type MlPredictions = {
  __typename?: 'MlPredictions';
  endpointId: Scalars['ID']['output'];
  latencyMs: Scalars['Int']['output'];
  modelId: Scalars['ID']['output'];
  /** A class (classification) or a value (regression) per instance. */
  predictions: Array<Scalars['JSON']['output']>;
  /** Classification: per instance, each class's probability by class. */
  probabilities?: Maybe<Array<Scalars['JSON']['output']>>;
  version: Scalars['Int']['output'];
};

/** A training job (docs/ml.md, Training): queued -> running -> succeeded | failed | cancelled. */
export type MlTrainingJob = {
  __typename?: 'MlTrainingJob';
  /** linear_regression, logistic_regression, random_forest or naive_bayes. */
  algorithm: Scalars['String']['output'];
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  datasetId: Scalars['ID']['output'];
  /** Why it failed: ML_1100 (the data does not fit the configuration), ML_1103 (the trainer failed), ML_1104 (past maxRuntimeSeconds). */
  errorCode?: Maybe<Scalars['String']['output']>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The hyperparameters used, defaults filled in. */
  hyperparameters: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  maxRuntimeSeconds: Scalars['Int']['output'];
  /** Validation metrics once succeeded: accuracy, f1, rocAuc; or rmse, mae, r2. */
  metrics?: Maybe<Scalars['JSON']['output']>;
  modelId: Scalars['ID']['output'];
  /** 0 to 1. */
  progress: Scalars['Float']['output'];
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: Scalars['String']['output'];
  targetColumn: Scalars['String']['output'];
  validationSplit: Scalars['Float']['output'];
  version: Scalars['Int']['output'];
};

export type MlTrainingJobConnection = {
  __typename?: 'MlTrainingJobConnection';
  edges: Array<MlTrainingJobEdge>;
  nodes: Array<MlTrainingJob>;
  pageInfo: PageInfo;
};

export type MlTrainingJobEdge = {
  __typename?: 'MlTrainingJobEdge';
  cursor: Scalars['String']['output'];
  node: MlTrainingJob;
};

/** A CSV file as the REST facade hands over a multipart part (or a client sends it as JSON). */
export type MlUploadFile = {
  /** The file's bytes, base64. */
  base64: Scalars['String']['input'];
  contentType: Scalars['String']['input'];
  filename: Scalars['String']['input'];
};

export type MlVariant = {
  __typename?: 'MlVariant';
  calls: Scalars['Int']['output'];
  feedbackCount: Scalars['Int']['output'];
  meanFeedback?: Maybe<Scalars['Float']['output']>;
  meanLatencyMs?: Maybe<Scalars['Float']['output']>;
  modelId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Percent of the routing keys. */
  traffic: Scalars['Float']['output'];
  version: Scalars['Int']['output'];
};

export type MlVariantInput = {
  modelId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  traffic: Scalars['Float']['input'];
  version: Scalars['Int']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Admins only, not the submitter. */
  approveMlApproval: MlApproval;
  /** Cancels a queued or running job: a running thread is stopped. */
  cancelMlTraining: MlTrainingJob;
  /** The gate: runs the monitor and answers the report without drift, ML_1402 with it. */
  checkMlDrift: MlDriftReport;
  createMlDataset: MlDataset;
  createMlDriftMonitor: MlDriftMonitor;
  /** Creates an endpoint, PROVISIONING until the version's artifact is loaded. */
  createMlEndpoint: MlEndpoint;
  createMlExperiment: MlExperiment;
  /** Creates a group version; the same name and version again answers it when the schema is the same, ML_1502 when not. */
  createMlFeatureGroup: MlFeatureGroup;
  createMlModel: MlModel;
  /** The model's next version (1, 2, ...), without an artifact until a training job produces one. */
  createMlModelVersion: MlModelVersion;
  /** DELETING at once (invocations refused); the endpoint and its kept inputs are then removed. */
  deleteMlEndpoint: MlEndpoint;
  invokeMlEndpoint: MlPredictions;
  invokeMlExperiment: MlExperimentPredictions;
  recordMlFeedback: MlExperiment;
  rejectMlApproval: MlApproval;
  /** Runs the monitor now and stores the report, drift or not. */
  runMlDriftMonitor: MlDriftReport;
  startMlExperiment: MlExperiment;
  /** Queues a training job (202); a second while one waits or runs for the version is ML_1102. */
  startMlTraining: MlTrainingJob;
  stopMlExperiment: MlExperiment;
  /** Submits a trained version for a stage; without documentation or tests it is ML_1600. */
  submitMlApproval: MlApproval;
  /** Serves another version: UPDATING (invocations refused, ML_1202) until its artifact loads. */
  updateMlEndpoint: MlEndpoint;
  updateMlExperiment: MlExperiment;
  /** Creates or replaces each entity's values. */
  upsertMlFeatureRecords: Array<MlFeatureRecord>;
};


export type MutationApproveMlApprovalArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<DecideMlApprovalInput>;
};


export type MutationCancelMlTrainingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCheckMlDriftArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateMlDatasetArgs = {
  input: CreateMlDatasetInput;
};


export type MutationCreateMlDriftMonitorArgs = {
  input: CreateMlDriftMonitorInput;
};


export type MutationCreateMlEndpointArgs = {
  input: CreateMlEndpointInput;
};


export type MutationCreateMlExperimentArgs = {
  input: CreateMlExperimentInput;
};


export type MutationCreateMlFeatureGroupArgs = {
  input: CreateMlFeatureGroupInput;
};


export type MutationCreateMlModelArgs = {
  input: CreateMlModelInput;
};


export type MutationCreateMlModelVersionArgs = {
  modelId: Scalars['ID']['input'];
};


export type MutationDeleteMlEndpointArgs = {
  id: Scalars['ID']['input'];
};


export type MutationInvokeMlEndpointArgs = {
  id: Scalars['ID']['input'];
  input: InvokeMlEndpointInput;
};


export type MutationInvokeMlExperimentArgs = {
  id: Scalars['ID']['input'];
  input: InvokeMlExperimentInput;
};


export type MutationRecordMlFeedbackArgs = {
  id: Scalars['ID']['input'];
  input: MlFeedbackInput;
};


export type MutationRejectMlApprovalArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<DecideMlApprovalInput>;
};


export type MutationRunMlDriftMonitorArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStartMlExperimentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStartMlTrainingArgs = {
  input: StartMlTrainingInput;
};


export type MutationStopMlExperimentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSubmitMlApprovalArgs = {
  input: SubmitMlApprovalInput;
};


export type MutationUpdateMlEndpointArgs = {
  id: Scalars['ID']['input'];
  input: UpdateMlEndpointInput;
};


export type MutationUpdateMlExperimentArgs = {
  id: Scalars['ID']['input'];
  input: UpdateMlExperimentInput;
};


export type MutationUpsertMlFeatureRecordsArgs = {
  id: Scalars['ID']['input'];
  input: UpsertMlFeatureRecordsInput;
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
  mlApproval: MlApproval;
  /** The tenant's submissions, newest first . */
  mlApprovals: MlApprovalConnection;
  mlDataset: MlDataset;
  /** The tenant's datasets, newest first . */
  mlDatasets: MlDatasetConnection;
  mlDriftMonitor: MlDriftMonitor;
  /** The tenant's monitors, newest first. */
  mlDriftMonitors: MlDriftMonitorConnection;
  /** A monitor's reports, newest first. */
  mlDriftReports: MlDriftReportConnection;
  mlEndpoint: MlEndpoint;
  /** The tenant's endpoints, newest first . */
  mlEndpoints: MlEndpointConnection;
  mlExperiment: MlExperiment;
  /** The tenant's experiments, newest first . */
  mlExperiments: MlExperimentConnection;
  mlFeatureGroup: MlFeatureGroup;
  /** The tenant's feature groups, newest first . */
  mlFeatureGroups: MlFeatureGroupConnection;
  mlModel: MlModel;
  /** The tenant's models, newest first. */
  mlModels: MlModelConnection;
  /** The latest values of each entity asked for that has a record. */
  mlOnlineFeatures: Array<MlFeatureRecord>;
  mlTrainingJob: MlTrainingJob;
  /** The tenant's training jobs, newest first; modelId and status filter them. */
  mlTrainingJobs: MlTrainingJobConnection;
  /** A job's outcome: the succeeded job, the job still under way, or the failed job's error (ML_1100, ML_1103, ML_1104). */
  mlTrainingResult: MlTrainingJob;
};


export type QueryMlApprovalArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMlApprovalsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMlDatasetArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMlDatasetsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMlDriftMonitorArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMlDriftMonitorsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMlDriftReportsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  monitorId: Scalars['ID']['input'];
};


export type QueryMlEndpointArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMlEndpointsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMlExperimentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMlExperimentsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMlFeatureGroupArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMlFeatureGroupsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMlModelArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMlModelsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMlOnlineFeaturesArgs = {
  id: Scalars['ID']['input'];
  input: MlOnlineFeaturesInput;
};


export type QueryMlTrainingJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMlTrainingJobsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  modelId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMlTrainingResultArgs = {
  id: Scalars['ID']['input'];
};

export type StartMlTrainingInput = {
  algorithm: Scalars['String']['input'];
  datasetId: Scalars['ID']['input'];
  /** Numbers by name; see docs/ml.md, Training, for each algorithm's. */
  hyperparameters?: InputMaybe<Scalars['JSON']['input']>;
  /** 1 to 3600 (default 600). */
  maxRuntimeSeconds?: InputMaybe<Scalars['Int']['input']>;
  modelId: Scalars['ID']['input'];
  targetColumn: Scalars['String']['input'];
  /** Share of rows held out for validation, 0.05 to 0.5 (default 0.2). */
  validationSplit?: InputMaybe<Scalars['Float']['input']>;
  /** An existing version to train; the model's next version is created when absent. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type SubmitMlApprovalInput = {
  /** What the model does, its data and limits: at least 20 characters. */
  documentation?: InputMaybe<Scalars['String']['input']>;
  modelId: Scalars['ID']['input'];
  stage: Scalars['String']['input'];
  /** The tests it passed (a report, a link): at least 10 characters. */
  testEvidence?: InputMaybe<Scalars['String']['input']>;
  version: Scalars['Int']['input'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * A training job now, then on every progress message until it succeeds, fails or is cancelled.
   * Served by the gateway over graphql-ws (docs/api/ml.md, Events).
   */
  trainingProgress: MlTrainingJob;
};


export type SubscriptionTrainingProgressArgs = {
  jobId: Scalars['ID']['input'];
};

export type UpdateMlEndpointInput = {
  /** Another version of the endpoint's model: UPDATING until its artifact loads. */
  version: Scalars['Int']['input'];
};

export type UpdateMlExperimentInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  variants?: InputMaybe<Array<MlVariantInput>>;
};

export type UpsertMlFeatureRecordsInput = {
  records: Array<MlFeatureRecordInput>;
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
  CreateMlDatasetInput: CreateMlDatasetInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  CreateMlDriftMonitorInput: CreateMlDriftMonitorInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  CreateMlEndpointInput: CreateMlEndpointInput;
  CreateMlExperimentInput: CreateMlExperimentInput;
  CreateMlFeatureGroupInput: CreateMlFeatureGroupInput;
  CreateMlModelInput: CreateMlModelInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DecideMlApprovalInput: DecideMlApprovalInput;
  InvokeMlEndpointInput: InvokeMlEndpointInput;
  InvokeMlExperimentInput: InvokeMlExperimentInput;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  MlApproval: ResolverTypeWrapper<ApprovalRow>;
  MlApprovalConnection: ResolverTypeWrapper<Omit<MlApprovalConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['MlApprovalEdge']>, nodes: Array<ResolversTypes['MlApproval']> }>;
  MlApprovalEdge: ResolverTypeWrapper<Omit<MlApprovalEdge, 'node'> & { node: ResolversTypes['MlApproval'] }>;
  MlDataset: ResolverTypeWrapper<DatasetRow>;
  MlDatasetConnection: ResolverTypeWrapper<Omit<MlDatasetConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['MlDatasetEdge']>, nodes: Array<ResolversTypes['MlDataset']> }>;
  MlDatasetEdge: ResolverTypeWrapper<Omit<MlDatasetEdge, 'node'> & { node: ResolversTypes['MlDataset'] }>;
  MlDriftMonitor: ResolverTypeWrapper<MonitorRow>;
  MlDriftMonitorConnection: ResolverTypeWrapper<Omit<MlDriftMonitorConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['MlDriftMonitorEdge']>, nodes: Array<ResolversTypes['MlDriftMonitor']> }>;
  MlDriftMonitorEdge: ResolverTypeWrapper<Omit<MlDriftMonitorEdge, 'node'> & { node: ResolversTypes['MlDriftMonitor'] }>;
  MlDriftReport: ResolverTypeWrapper<ReportRow>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  MlDriftReportConnection: ResolverTypeWrapper<Omit<MlDriftReportConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['MlDriftReportEdge']>, nodes: Array<ResolversTypes['MlDriftReport']> }>;
  MlDriftReportEdge: ResolverTypeWrapper<Omit<MlDriftReportEdge, 'node'> & { node: ResolversTypes['MlDriftReport'] }>;
  MlEndpoint: ResolverTypeWrapper<EndpointRow>;
  MlEndpointConnection: ResolverTypeWrapper<Omit<MlEndpointConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['MlEndpointEdge']>, nodes: Array<ResolversTypes['MlEndpoint']> }>;
  MlEndpointEdge: ResolverTypeWrapper<Omit<MlEndpointEdge, 'node'> & { node: ResolversTypes['MlEndpoint'] }>;
  MlEnrichInput: MlEnrichInput;
  MlExperiment: ResolverTypeWrapper<ExperimentRow>;
  MlExperimentConnection: ResolverTypeWrapper<Omit<MlExperimentConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['MlExperimentEdge']>, nodes: Array<ResolversTypes['MlExperiment']> }>;
  MlExperimentEdge: ResolverTypeWrapper<Omit<MlExperimentEdge, 'node'> & { node: ResolversTypes['MlExperiment'] }>;
  MlExperimentPredictions: ResolverTypeWrapper<MlExperimentPredictions>;
  MlFeature: ResolverTypeWrapper<MlFeature>;
  MlFeatureGroup: ResolverTypeWrapper<FeatureGroupRow>;
  MlFeatureGroupConnection: ResolverTypeWrapper<Omit<MlFeatureGroupConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['MlFeatureGroupEdge']>, nodes: Array<ResolversTypes['MlFeatureGroup']> }>;
  MlFeatureGroupEdge: ResolverTypeWrapper<Omit<MlFeatureGroupEdge, 'node'> & { node: ResolversTypes['MlFeatureGroup'] }>;
  MlFeatureInput: MlFeatureInput;
  MlFeatureRecord: ResolverTypeWrapper<FeatureRecordRow>;
  MlFeatureRecordInput: MlFeatureRecordInput;
  MlFeedbackInput: MlFeedbackInput;
  MlInputSchema: ResolverTypeWrapper<MlInputSchema>;
  MlInputSchemaInput: MlInputSchemaInput;
  MlModel: ResolverTypeWrapper<ModelRow>;
  MlModelConnection: ResolverTypeWrapper<Omit<MlModelConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['MlModelEdge']>, nodes: Array<ResolversTypes['MlModel']> }>;
  MlModelEdge: ResolverTypeWrapper<Omit<MlModelEdge, 'node'> & { node: ResolversTypes['MlModel'] }>;
  MlModelVersion: ResolverTypeWrapper<VersionRow>;
  MlOnlineFeaturesInput: MlOnlineFeaturesInput;
  MlPredictions: ResolverTypeWrapper<Predictions>;
  MlTrainingJob: ResolverTypeWrapper<TrainingJobRow>;
  MlTrainingJobConnection: ResolverTypeWrapper<Omit<MlTrainingJobConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['MlTrainingJobEdge']>, nodes: Array<ResolversTypes['MlTrainingJob']> }>;
  MlTrainingJobEdge: ResolverTypeWrapper<Omit<MlTrainingJobEdge, 'node'> & { node: ResolversTypes['MlTrainingJob'] }>;
  MlUploadFile: MlUploadFile;
  MlVariant: ResolverTypeWrapper<MlVariant>;
  MlVariantInput: MlVariantInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  StartMlTrainingInput: StartMlTrainingInput;
  SubmitMlApprovalInput: SubmitMlApprovalInput;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UpdateMlEndpointInput: UpdateMlEndpointInput;
  UpdateMlExperimentInput: UpdateMlExperimentInput;
  UpsertMlFeatureRecordsInput: UpsertMlFeatureRecordsInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  CreateMlDatasetInput: CreateMlDatasetInput;
  String: Scalars['String']['output'];
  CreateMlDriftMonitorInput: CreateMlDriftMonitorInput;
  ID: Scalars['ID']['output'];
  Float: Scalars['Float']['output'];
  CreateMlEndpointInput: CreateMlEndpointInput;
  CreateMlExperimentInput: CreateMlExperimentInput;
  CreateMlFeatureGroupInput: CreateMlFeatureGroupInput;
  CreateMlModelInput: CreateMlModelInput;
  DateTime: Scalars['DateTime']['output'];
  DecideMlApprovalInput: DecideMlApprovalInput;
  InvokeMlEndpointInput: InvokeMlEndpointInput;
  InvokeMlExperimentInput: InvokeMlExperimentInput;
  JSON: Scalars['JSON']['output'];
  MlApproval: ApprovalRow;
  MlApprovalConnection: Omit<MlApprovalConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['MlApprovalEdge']>, nodes: Array<ResolversParentTypes['MlApproval']> };
  MlApprovalEdge: Omit<MlApprovalEdge, 'node'> & { node: ResolversParentTypes['MlApproval'] };
  MlDataset: DatasetRow;
  MlDatasetConnection: Omit<MlDatasetConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['MlDatasetEdge']>, nodes: Array<ResolversParentTypes['MlDataset']> };
  MlDatasetEdge: Omit<MlDatasetEdge, 'node'> & { node: ResolversParentTypes['MlDataset'] };
  MlDriftMonitor: MonitorRow;
  MlDriftMonitorConnection: Omit<MlDriftMonitorConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['MlDriftMonitorEdge']>, nodes: Array<ResolversParentTypes['MlDriftMonitor']> };
  MlDriftMonitorEdge: Omit<MlDriftMonitorEdge, 'node'> & { node: ResolversParentTypes['MlDriftMonitor'] };
  MlDriftReport: ReportRow;
  Boolean: Scalars['Boolean']['output'];
  MlDriftReportConnection: Omit<MlDriftReportConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['MlDriftReportEdge']>, nodes: Array<ResolversParentTypes['MlDriftReport']> };
  MlDriftReportEdge: Omit<MlDriftReportEdge, 'node'> & { node: ResolversParentTypes['MlDriftReport'] };
  MlEndpoint: EndpointRow;
  MlEndpointConnection: Omit<MlEndpointConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['MlEndpointEdge']>, nodes: Array<ResolversParentTypes['MlEndpoint']> };
  MlEndpointEdge: Omit<MlEndpointEdge, 'node'> & { node: ResolversParentTypes['MlEndpoint'] };
  MlEnrichInput: MlEnrichInput;
  MlExperiment: ExperimentRow;
  MlExperimentConnection: Omit<MlExperimentConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['MlExperimentEdge']>, nodes: Array<ResolversParentTypes['MlExperiment']> };
  MlExperimentEdge: Omit<MlExperimentEdge, 'node'> & { node: ResolversParentTypes['MlExperiment'] };
  MlExperimentPredictions: MlExperimentPredictions;
  MlFeature: MlFeature;
  MlFeatureGroup: FeatureGroupRow;
  MlFeatureGroupConnection: Omit<MlFeatureGroupConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['MlFeatureGroupEdge']>, nodes: Array<ResolversParentTypes['MlFeatureGroup']> };
  MlFeatureGroupEdge: Omit<MlFeatureGroupEdge, 'node'> & { node: ResolversParentTypes['MlFeatureGroup'] };
  MlFeatureInput: MlFeatureInput;
  MlFeatureRecord: FeatureRecordRow;
  MlFeatureRecordInput: MlFeatureRecordInput;
  MlFeedbackInput: MlFeedbackInput;
  MlInputSchema: MlInputSchema;
  MlInputSchemaInput: MlInputSchemaInput;
  MlModel: ModelRow;
  MlModelConnection: Omit<MlModelConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['MlModelEdge']>, nodes: Array<ResolversParentTypes['MlModel']> };
  MlModelEdge: Omit<MlModelEdge, 'node'> & { node: ResolversParentTypes['MlModel'] };
  MlModelVersion: VersionRow;
  MlOnlineFeaturesInput: MlOnlineFeaturesInput;
  MlPredictions: Predictions;
  MlTrainingJob: TrainingJobRow;
  MlTrainingJobConnection: Omit<MlTrainingJobConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['MlTrainingJobEdge']>, nodes: Array<ResolversParentTypes['MlTrainingJob']> };
  MlTrainingJobEdge: Omit<MlTrainingJobEdge, 'node'> & { node: ResolversParentTypes['MlTrainingJob'] };
  MlUploadFile: MlUploadFile;
  MlVariant: MlVariant;
  MlVariantInput: MlVariantInput;
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  Query: Record<PropertyKey, never>;
  StartMlTrainingInput: StartMlTrainingInput;
  SubmitMlApprovalInput: SubmitMlApprovalInput;
  Subscription: Record<PropertyKey, never>;
  UpdateMlEndpointInput: UpdateMlEndpointInput;
  UpdateMlExperimentInput: UpdateMlExperimentInput;
  UpsertMlFeatureRecordsInput: UpsertMlFeatureRecordsInput;
  Int: Scalars['Int']['output'];
};

export type CacheControlDirectiveArgs = {
  maxAge: Scalars['Int']['input'];
  scope?: Maybe<CacheScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = MlContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MlApprovalResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlApproval'] = ResolversParentTypes['MlApproval']> = {
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  documentation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submittedBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  testEvidence?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MlApprovalConnectionResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlApprovalConnection'] = ResolversParentTypes['MlApprovalConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MlApprovalEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['MlApproval']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type MlApprovalEdgeResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlApprovalEdge'] = ResolversParentTypes['MlApprovalEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MlApproval'], ParentType, ContextType>;
};

export type MlDatasetResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlDataset'] = ResolversParentTypes['MlDataset']> = {
  columns?: Resolver<Array<ResolversTypes['MlFeature']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MlDatasetConnectionResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlDatasetConnection'] = ResolversParentTypes['MlDatasetConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MlDatasetEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['MlDataset']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type MlDatasetEdgeResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlDatasetEdge'] = ResolversParentTypes['MlDatasetEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MlDataset'], ParentType, ContextType>;
};

export type MlDriftMonitorResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlDriftMonitor'] = ResolversParentTypes['MlDriftMonitor']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endpointId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intervalSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextRunAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  referenceDatasetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  windowSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MlDriftMonitorConnectionResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlDriftMonitorConnection'] = ResolversParentTypes['MlDriftMonitorConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MlDriftMonitorEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['MlDriftMonitor']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type MlDriftMonitorEdgeResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlDriftMonitorEdge'] = ResolversParentTypes['MlDriftMonitorEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MlDriftMonitor'], ParentType, ContextType>;
};

export type MlDriftReportResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlDriftReport'] = ResolversParentTypes['MlDriftReport']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  drifted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  features?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monitorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sampleSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MlDriftReportConnectionResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlDriftReportConnection'] = ResolversParentTypes['MlDriftReportConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MlDriftReportEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['MlDriftReport']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type MlDriftReportEdgeResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlDriftReportEdge'] = ResolversParentTypes['MlDriftReportEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MlDriftReport'], ParentType, ContextType>;
};

export type MlEndpointResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlEndpoint'] = ResolversParentTypes['MlEndpoint']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeoutMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MlEndpointConnectionResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlEndpointConnection'] = ResolversParentTypes['MlEndpointConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MlEndpointEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['MlEndpoint']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type MlEndpointEdgeResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlEndpointEdge'] = ResolversParentTypes['MlEndpointEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MlEndpoint'], ParentType, ContextType>;
};

export type MlExperimentResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlExperiment'] = ResolversParentTypes['MlExperiment']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['MlVariant']>, ParentType, ContextType>;
};

export type MlExperimentConnectionResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlExperimentConnection'] = ResolversParentTypes['MlExperimentConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MlExperimentEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['MlExperiment']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type MlExperimentEdgeResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlExperimentEdge'] = ResolversParentTypes['MlExperimentEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MlExperiment'], ParentType, ContextType>;
};

export type MlExperimentPredictionsResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlExperimentPredictions'] = ResolversParentTypes['MlExperimentPredictions']> = {
  experimentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latencyMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  predictions?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
  probabilities?: Resolver<Maybe<Array<ResolversTypes['JSON']>>, ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MlFeatureResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlFeature'] = ResolversParentTypes['MlFeature']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MlFeatureGroupResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlFeatureGroup'] = ResolversParentTypes['MlFeatureGroup']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entityKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['MlFeature']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MlFeatureGroupConnectionResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlFeatureGroupConnection'] = ResolversParentTypes['MlFeatureGroupConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MlFeatureGroupEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['MlFeatureGroup']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type MlFeatureGroupEdgeResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlFeatureGroupEdge'] = ResolversParentTypes['MlFeatureGroupEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MlFeatureGroup'], ParentType, ContextType>;
};

export type MlFeatureRecordResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlFeatureRecord'] = ResolversParentTypes['MlFeatureRecord']> = {
  entityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  values?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
};

export type MlInputSchemaResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlInputSchema'] = ResolversParentTypes['MlInputSchema']> = {
  features?: Resolver<Array<ResolversTypes['MlFeature']>, ParentType, ContextType>;
};

export type MlModelResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlModel'] = ResolversParentTypes['MlModel']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  framework?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inputSchema?: Resolver<ResolversTypes['MlInputSchema'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['MlModelVersion']>, ParentType, ContextType>;
};

export type MlModelConnectionResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlModelConnection'] = ResolversParentTypes['MlModelConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MlModelEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['MlModel']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type MlModelEdgeResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlModelEdge'] = ResolversParentTypes['MlModelEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MlModel'], ParentType, ContextType>;
};

export type MlModelVersionResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlModelVersion'] = ResolversParentTypes['MlModelVersion']> = {
  algorithm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  metrics?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  modelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetColumn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trainedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MlPredictionsResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlPredictions'] = ResolversParentTypes['MlPredictions']> = {
  endpointId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latencyMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  predictions?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
  probabilities?: Resolver<Maybe<Array<ResolversTypes['JSON']>>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MlTrainingJobResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlTrainingJob'] = ResolversParentTypes['MlTrainingJob']> = {
  algorithm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  datasetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  hyperparameters?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxRuntimeSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  metrics?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  modelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetColumn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validationSplit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MlTrainingJobConnectionResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlTrainingJobConnection'] = ResolversParentTypes['MlTrainingJobConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MlTrainingJobEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['MlTrainingJob']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type MlTrainingJobEdgeResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlTrainingJobEdge'] = ResolversParentTypes['MlTrainingJobEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MlTrainingJob'], ParentType, ContextType>;
};

export type MlVariantResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['MlVariant'] = ResolversParentTypes['MlVariant']> = {
  calls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feedbackCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  meanFeedback?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  meanLatencyMs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  modelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  traffic?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  approveMlApproval?: Resolver<ResolversTypes['MlApproval'], ParentType, ContextType, RequireFields<MutationApproveMlApprovalArgs, 'id'>>;
  cancelMlTraining?: Resolver<ResolversTypes['MlTrainingJob'], ParentType, ContextType, RequireFields<MutationCancelMlTrainingArgs, 'id'>>;
  checkMlDrift?: Resolver<ResolversTypes['MlDriftReport'], ParentType, ContextType, RequireFields<MutationCheckMlDriftArgs, 'id'>>;
  createMlDataset?: Resolver<ResolversTypes['MlDataset'], ParentType, ContextType, RequireFields<MutationCreateMlDatasetArgs, 'input'>>;
  createMlDriftMonitor?: Resolver<ResolversTypes['MlDriftMonitor'], ParentType, ContextType, RequireFields<MutationCreateMlDriftMonitorArgs, 'input'>>;
  createMlEndpoint?: Resolver<ResolversTypes['MlEndpoint'], ParentType, ContextType, RequireFields<MutationCreateMlEndpointArgs, 'input'>>;
  createMlExperiment?: Resolver<ResolversTypes['MlExperiment'], ParentType, ContextType, RequireFields<MutationCreateMlExperimentArgs, 'input'>>;
  createMlFeatureGroup?: Resolver<ResolversTypes['MlFeatureGroup'], ParentType, ContextType, RequireFields<MutationCreateMlFeatureGroupArgs, 'input'>>;
  createMlModel?: Resolver<ResolversTypes['MlModel'], ParentType, ContextType, RequireFields<MutationCreateMlModelArgs, 'input'>>;
  createMlModelVersion?: Resolver<ResolversTypes['MlModelVersion'], ParentType, ContextType, RequireFields<MutationCreateMlModelVersionArgs, 'modelId'>>;
  deleteMlEndpoint?: Resolver<ResolversTypes['MlEndpoint'], ParentType, ContextType, RequireFields<MutationDeleteMlEndpointArgs, 'id'>>;
  invokeMlEndpoint?: Resolver<ResolversTypes['MlPredictions'], ParentType, ContextType, RequireFields<MutationInvokeMlEndpointArgs, 'id' | 'input'>>;
  invokeMlExperiment?: Resolver<ResolversTypes['MlExperimentPredictions'], ParentType, ContextType, RequireFields<MutationInvokeMlExperimentArgs, 'id' | 'input'>>;
  recordMlFeedback?: Resolver<ResolversTypes['MlExperiment'], ParentType, ContextType, RequireFields<MutationRecordMlFeedbackArgs, 'id' | 'input'>>;
  rejectMlApproval?: Resolver<ResolversTypes['MlApproval'], ParentType, ContextType, RequireFields<MutationRejectMlApprovalArgs, 'id'>>;
  runMlDriftMonitor?: Resolver<ResolversTypes['MlDriftReport'], ParentType, ContextType, RequireFields<MutationRunMlDriftMonitorArgs, 'id'>>;
  startMlExperiment?: Resolver<ResolversTypes['MlExperiment'], ParentType, ContextType, RequireFields<MutationStartMlExperimentArgs, 'id'>>;
  startMlTraining?: Resolver<ResolversTypes['MlTrainingJob'], ParentType, ContextType, RequireFields<MutationStartMlTrainingArgs, 'input'>>;
  stopMlExperiment?: Resolver<ResolversTypes['MlExperiment'], ParentType, ContextType, RequireFields<MutationStopMlExperimentArgs, 'id'>>;
  submitMlApproval?: Resolver<ResolversTypes['MlApproval'], ParentType, ContextType, RequireFields<MutationSubmitMlApprovalArgs, 'input'>>;
  updateMlEndpoint?: Resolver<ResolversTypes['MlEndpoint'], ParentType, ContextType, RequireFields<MutationUpdateMlEndpointArgs, 'id' | 'input'>>;
  updateMlExperiment?: Resolver<ResolversTypes['MlExperiment'], ParentType, ContextType, RequireFields<MutationUpdateMlExperimentArgs, 'id' | 'input'>>;
  upsertMlFeatureRecords?: Resolver<Array<ResolversTypes['MlFeatureRecord']>, ParentType, ContextType, RequireFields<MutationUpsertMlFeatureRecordsArgs, 'id' | 'input'>>;
};

export type PageInfoResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  mlApproval?: Resolver<ResolversTypes['MlApproval'], ParentType, ContextType, RequireFields<QueryMlApprovalArgs, 'id'>>;
  mlApprovals?: Resolver<ResolversTypes['MlApprovalConnection'], ParentType, ContextType, Partial<QueryMlApprovalsArgs>>;
  mlDataset?: Resolver<ResolversTypes['MlDataset'], ParentType, ContextType, RequireFields<QueryMlDatasetArgs, 'id'>>;
  mlDatasets?: Resolver<ResolversTypes['MlDatasetConnection'], ParentType, ContextType, Partial<QueryMlDatasetsArgs>>;
  mlDriftMonitor?: Resolver<ResolversTypes['MlDriftMonitor'], ParentType, ContextType, RequireFields<QueryMlDriftMonitorArgs, 'id'>>;
  mlDriftMonitors?: Resolver<ResolversTypes['MlDriftMonitorConnection'], ParentType, ContextType, Partial<QueryMlDriftMonitorsArgs>>;
  mlDriftReports?: Resolver<ResolversTypes['MlDriftReportConnection'], ParentType, ContextType, RequireFields<QueryMlDriftReportsArgs, 'monitorId'>>;
  mlEndpoint?: Resolver<ResolversTypes['MlEndpoint'], ParentType, ContextType, RequireFields<QueryMlEndpointArgs, 'id'>>;
  mlEndpoints?: Resolver<ResolversTypes['MlEndpointConnection'], ParentType, ContextType, Partial<QueryMlEndpointsArgs>>;
  mlExperiment?: Resolver<ResolversTypes['MlExperiment'], ParentType, ContextType, RequireFields<QueryMlExperimentArgs, 'id'>>;
  mlExperiments?: Resolver<ResolversTypes['MlExperimentConnection'], ParentType, ContextType, Partial<QueryMlExperimentsArgs>>;
  mlFeatureGroup?: Resolver<ResolversTypes['MlFeatureGroup'], ParentType, ContextType, RequireFields<QueryMlFeatureGroupArgs, 'id'>>;
  mlFeatureGroups?: Resolver<ResolversTypes['MlFeatureGroupConnection'], ParentType, ContextType, Partial<QueryMlFeatureGroupsArgs>>;
  mlModel?: Resolver<ResolversTypes['MlModel'], ParentType, ContextType, RequireFields<QueryMlModelArgs, 'id'>>;
  mlModels?: Resolver<ResolversTypes['MlModelConnection'], ParentType, ContextType, Partial<QueryMlModelsArgs>>;
  mlOnlineFeatures?: Resolver<Array<ResolversTypes['MlFeatureRecord']>, ParentType, ContextType, RequireFields<QueryMlOnlineFeaturesArgs, 'id' | 'input'>>;
  mlTrainingJob?: Resolver<ResolversTypes['MlTrainingJob'], ParentType, ContextType, RequireFields<QueryMlTrainingJobArgs, 'id'>>;
  mlTrainingJobs?: Resolver<ResolversTypes['MlTrainingJobConnection'], ParentType, ContextType, Partial<QueryMlTrainingJobsArgs>>;
  mlTrainingResult?: Resolver<ResolversTypes['MlTrainingJob'], ParentType, ContextType, RequireFields<QueryMlTrainingResultArgs, 'id'>>;
};

export type SubscriptionResolvers<ContextType = MlContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  trainingProgress?: SubscriptionResolver<ResolversTypes['MlTrainingJob'], "trainingProgress", ParentType, ContextType, RequireFields<SubscriptionTrainingProgressArgs, 'jobId'>>;
};

export type Resolvers<ContextType = MlContext> = {
  DateTime?: GraphQLScalarType;
  JSON?: GraphQLScalarType;
  MlApproval?: MlApprovalResolvers<ContextType>;
  MlApprovalConnection?: MlApprovalConnectionResolvers<ContextType>;
  MlApprovalEdge?: MlApprovalEdgeResolvers<ContextType>;
  MlDataset?: MlDatasetResolvers<ContextType>;
  MlDatasetConnection?: MlDatasetConnectionResolvers<ContextType>;
  MlDatasetEdge?: MlDatasetEdgeResolvers<ContextType>;
  MlDriftMonitor?: MlDriftMonitorResolvers<ContextType>;
  MlDriftMonitorConnection?: MlDriftMonitorConnectionResolvers<ContextType>;
  MlDriftMonitorEdge?: MlDriftMonitorEdgeResolvers<ContextType>;
  MlDriftReport?: MlDriftReportResolvers<ContextType>;
  MlDriftReportConnection?: MlDriftReportConnectionResolvers<ContextType>;
  MlDriftReportEdge?: MlDriftReportEdgeResolvers<ContextType>;
  MlEndpoint?: MlEndpointResolvers<ContextType>;
  MlEndpointConnection?: MlEndpointConnectionResolvers<ContextType>;
  MlEndpointEdge?: MlEndpointEdgeResolvers<ContextType>;
  MlExperiment?: MlExperimentResolvers<ContextType>;
  MlExperimentConnection?: MlExperimentConnectionResolvers<ContextType>;
  MlExperimentEdge?: MlExperimentEdgeResolvers<ContextType>;
  MlExperimentPredictions?: MlExperimentPredictionsResolvers<ContextType>;
  MlFeature?: MlFeatureResolvers<ContextType>;
  MlFeatureGroup?: MlFeatureGroupResolvers<ContextType>;
  MlFeatureGroupConnection?: MlFeatureGroupConnectionResolvers<ContextType>;
  MlFeatureGroupEdge?: MlFeatureGroupEdgeResolvers<ContextType>;
  MlFeatureRecord?: MlFeatureRecordResolvers<ContextType>;
  MlInputSchema?: MlInputSchemaResolvers<ContextType>;
  MlModel?: MlModelResolvers<ContextType>;
  MlModelConnection?: MlModelConnectionResolvers<ContextType>;
  MlModelEdge?: MlModelEdgeResolvers<ContextType>;
  MlModelVersion?: MlModelVersionResolvers<ContextType>;
  MlPredictions?: MlPredictionsResolvers<ContextType>;
  MlTrainingJob?: MlTrainingJobResolvers<ContextType>;
  MlTrainingJobConnection?: MlTrainingJobConnectionResolvers<ContextType>;
  MlTrainingJobEdge?: MlTrainingJobEdgeResolvers<ContextType>;
  MlVariant?: MlVariantResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = MlContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
