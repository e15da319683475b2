import { ML_ERRORS, type MlCode } from '../../../lib/errors';
import { UPLOADS } from '../../../lib/http/body-limits';
import {
  routeBuilder,
  type ErrorStatus,
  type FieldRouteExtra,
  type RestRoute,
  type ServiceCatalogue,
} from '../route';

/**
 * The ML service's paths answer in its own catalogue (docs/api/ml.md, "Errors"): the gateway's
 * refusals on them too (no token ML_1700, a bad one ML_1702, x-tenant-id of another tenant
 * ML_1701, a body that is not JSON or misses fields ML_1800, a wrong value ML_1801).
 */
const ML_CATALOGUE: ServiceCatalogue = {
  codes: ML_ERRORS,
  noToken: 'ML_1700',
  fromPlatform: {
    UNAUTHENTICATED: 'ML_1702',
    FORBIDDEN: 'ML_1701',
    CONFLICT: 'ML_1901',
    INTERNAL: 'ML_2000',
    SERVICE_UNAVAILABLE: 'ML_2001',
    TIMEOUT: 'ML_2002',
  },
  body: 'ML_1800',
  value: 'ML_1801',
  everywhere: [
    'ML_1700',
    'ML_1701',
    'ML_1702',
    'ML_1800',
    'ML_1801',
    'ML_1900',
    'ML_1901',
    'ML_2000',
    'ML_2001',
    'ML_2002',
  ],
};

const { query, mutation } = routeBuilder('ml', '/ml/v1', { catalogue: ML_CATALOGUE });

/** A route's codes beyond the catalogue's `everywhere` ones, and the statuses they all answer with. */
function answering(
  answers: MlCode[],
  extra: Omit<FieldRouteExtra, 'errors'> = {},
): FieldRouteExtra {
  const codes = [
    ...ML_CATALOGUE.everywhere,
    ...answers,
    ...(extra.inputCode ? [extra.inputCode] : []),
  ] as MlCode[];
  const errors = [...new Set(codes.map((code) => ML_ERRORS[code].http))].filter(
    (s) => s !== 500 && s !== 400 && s !== 401,
  ) as ErrorStatus[];
  return { ...extra, answers, errors: errors.sort((a, b) => a - b) };
}

const FEATURES = 'name type';
const VERSION = 'id modelId version status algorithm metrics targetColumn trainedAt createdAt';
const MODEL = `id name description framework task inputSchema { features { ${FEATURES} } } versions { ${VERSION} } createdAt updatedAt`;
const DATASET = `id name columns { ${FEATURES} } rowCount sizeBytes createdAt`;
const JOB =
  'id modelId version datasetId targetColumn algorithm hyperparameters validationSplit maxRuntimeSeconds status progress metrics errorCode errorMessage attempts startedAt finishedAt createdAt';
const ENDPOINT = 'id name modelId version stage status timeoutMs createdAt updatedAt';
const PREDICTIONS = 'endpointId modelId version predictions probabilities latencyMs';
const MONITOR =
  'id name endpointId features method threshold windowSize referenceDatasetId intervalSeconds nextRunAt createdAt';
const REPORT = 'id monitorId method threshold drifted sampleSize features createdAt';
const EXPERIMENT =
  'id name status variants { name modelId version traffic calls meanLatencyMs feedbackCount meanFeedback } createdAt updatedAt';
const GROUP = `id name version entityKey features { ${FEATURES} } createdAt`;
const RECORD = 'entityId values updatedAt';
const APPROVAL =
  'id modelId version stage documentation testEvidence status submittedBy decidedBy decidedAt comment createdAt';

/** docs/api/ml.md, Paths. */
export const mlRoutes: RestRoute[] = [
  mutation(
    '/models',
    'Create a model: name (unique in the tenant), framework, task and typed input schema',
    'createMlModel',
    MODEL,
    '$input: CreateMlModelInput!',
    answering(['ML_1002', 'ML_1003'], { status: 201, inputCode: 'ML_1000' }),
  ),
  query('/models', "The tenant's models, newest first", 'mlModels', MODEL, '', answering([])),
  query(
    '/models/:id',
    'One model with its versions',
    'mlModel',
    MODEL,
    '$id: ID!',
    answering(['ML_1001']),
  ),
  mutation(
    '/models/:modelId/versions',
    "Create the model's next version (no artifact until trained)",
    'createMlModelVersion',
    VERSION,
    '$modelId: ID!',
    answering(['ML_1001'], { status: 201 }),
  ),

  mutation(
    '/datasets',
    'Upload a dataset: JSON { name, rows } or multipart CSV (file, name), at most 10 MB; column types inferred or given',
    'createMlDataset',
    DATASET,
    '$input: CreateMlDatasetInput!',
    answering([], {
      status: 201,
      upload: { maxBytes: UPLOADS.mlDataset.fileBytes },
      maxBodyBytes: UPLOADS.mlDataset.jsonBytes,
    }),
  ),
  query(
    '/datasets',
    "The tenant's datasets, newest first",
    'mlDatasets',
    DATASET,
    '',
    answering([]),
  ),
  query(
    '/datasets/:id',
    'One dataset: its typed columns and size',
    'mlDataset',
    DATASET,
    '$id: ID!',
    answering([]),
  ),

  mutation(
    '/training',
    'Queue a training job (202): model, version, dataset, target, algorithm, hyperparameters, validationSplit, maxRuntimeSeconds',
    'startMlTraining',
    JOB,
    '$input: StartMlTrainingInput!',
    answering(['ML_1001', 'ML_1102'], { status: 202, inputCode: 'ML_1100' }),
  ),
  query(
    '/training',
    "The tenant's training jobs, newest first; modelId, status",
    'mlTrainingJobs',
    JOB,
    '$modelId: ID, $status: String',
    answering([]),
  ),
  query(
    '/training/:id',
    'One training job: status, progress, metrics, error',
    'mlTrainingJob',
    JOB,
    '$id: ID!',
    answering(['ML_1101']),
  ),
  query(
    '/training/:id/result',
    "A job's outcome: the job when succeeded or under way, the job's own error when it failed",
    'mlTrainingResult',
    JOB,
    '$id: ID!',
    answering(['ML_1100', 'ML_1101', 'ML_1103', 'ML_1104']),
  ),
  mutation(
    '/training/:id/cancel',
    'Cancel a queued or running job (its thread is stopped)',
    'cancelMlTraining',
    JOB,
    '$id: ID!',
    answering(['ML_1101']),
  ),

  mutation(
    '/endpoints',
    'Create an inference endpoint for a model version (PROVISIONING until its artifact loads)',
    'createMlEndpoint',
    ENDPOINT,
    '$input: CreateMlEndpointInput!',
    answering(['ML_1001', 'ML_1601'], { status: 201 }),
  ),
  query(
    '/endpoints',
    "The tenant's endpoints, newest first",
    'mlEndpoints',
    ENDPOINT,
    '',
    answering([]),
  ),
  query(
    '/endpoints/:id',
    'One endpoint and its status',
    'mlEndpoint',
    ENDPOINT,
    '$id: ID!',
    answering(['ML_1201']),
  ),
  mutation(
    '/endpoints/:id',
    'Serve another version of the model: UPDATING until its artifact loads (production needs its approval)',
    'updateMlEndpoint',
    ENDPOINT,
    '$id: ID!, $input: UpdateMlEndpointInput!',
    answering(['ML_1001', 'ML_1201', 'ML_1202', 'ML_1601'], { method: 'PATCH' }),
  ),
  mutation(
    '/endpoints/:id',
    'Delete an endpoint: DELETING at once, then removed with its kept inputs and drift monitors',
    'deleteMlEndpoint',
    ENDPOINT,
    '$id: ID!',
    answering(['ML_1201', 'ML_1202'], { method: 'DELETE', status: 202 }),
  ),
  mutation(
    '/endpoints/:id/invoke',
    'Predict: { instances: [{ feature: value }] } answers predictions and class probabilities',
    'invokeMlEndpoint',
    PREDICTIONS,
    '$id: ID!, $input: InvokeMlEndpointInput!',
    answering(['ML_1200', 'ML_1201', 'ML_1202', 'ML_1203', 'ML_1501']),
  ),

  mutation(
    '/drift-monitors',
    "Create a drift monitor on an endpoint's inputs against a reference dataset (KS_TEST or PSI)",
    'createMlDriftMonitor',
    MONITOR,
    '$input: CreateMlDriftMonitorInput!',
    answering(['ML_1201'], { status: 201, inputCode: 'ML_1400' }),
  ),
  query(
    '/drift-monitors',
    "The tenant's drift monitors, newest first",
    'mlDriftMonitors',
    MONITOR,
    '',
    answering([]),
  ),
  query(
    '/drift-monitors/:id',
    'One drift monitor',
    'mlDriftMonitor',
    MONITOR,
    '$id: ID!',
    answering(['ML_1401']),
  ),
  query(
    '/drift-monitors/:monitorId/reports',
    "A monitor's reports, newest first",
    'mlDriftReports',
    REPORT,
    '$monitorId: ID!',
    answering(['ML_1401']),
  ),
  mutation(
    '/drift-monitors/:id/run',
    'Run the monitor now and store its report',
    'runMlDriftMonitor',
    REPORT,
    '$id: ID!',
    answering(['ML_1400', 'ML_1401']),
  ),
  mutation(
    '/drift-monitors/:id/check',
    'The drift gate: 200 with the report without drift, 409 ML_1402 naming each drifting feature',
    'checkMlDrift',
    REPORT,
    '$id: ID!',
    answering(['ML_1400', 'ML_1401', 'ML_1402']),
  ),

  mutation(
    '/governance/approvals',
    'Submit a trained model version for a stage, with documentation and test evidence',
    'submitMlApproval',
    APPROVAL,
    '$input: SubmitMlApprovalInput!',
    answering(['ML_1001', 'ML_1600'], { status: 201 }),
  ),
  query(
    '/governance/approvals',
    "The tenant's submissions, newest first",
    'mlApprovals',
    APPROVAL,
    '',
    answering([]),
  ),
  query(
    '/governance/approvals/:id',
    'One submission and its decision',
    'mlApproval',
    APPROVAL,
    '$id: ID!',
    answering([]),
  ),
  mutation(
    '/governance/approvals/:id/approve',
    'Approve a pending submission (an admin other than its submitter)',
    'approveMlApproval',
    APPROVAL,
    '$id: ID!, $input: DecideMlApprovalInput',
    answering(['ML_1600']),
  ),
  mutation(
    '/governance/approvals/:id/reject',
    'Reject a pending submission (an admin other than its submitter)',
    'rejectMlApproval',
    APPROVAL,
    '$id: ID!, $input: DecideMlApprovalInput',
    answering(['ML_1600']),
  ),

  mutation(
    '/experiments',
    'Create an experiment (DRAFT): variants over trained versions, traffic in percent summing to 100',
    'createMlExperiment',
    EXPERIMENT,
    '$input: CreateMlExperimentInput!',
    answering([], { status: 201, inputCode: 'ML_1300' }),
  ),
  query(
    '/experiments',
    "The tenant's experiments, newest first",
    'mlExperiments',
    EXPERIMENT,
    '',
    answering([]),
  ),
  query(
    '/experiments/:id',
    'One experiment with per-variant calls, latency and feedback',
    'mlExperiment',
    EXPERIMENT,
    '$id: ID!',
    answering(['ML_1301']),
  ),
  mutation(
    '/experiments/:id',
    'Change a DRAFT or STOPPED experiment (RUNNING: ML_1302); new variants restart the counters',
    'updateMlExperiment',
    EXPERIMENT,
    '$id: ID!, $input: UpdateMlExperimentInput!',
    answering(['ML_1301', 'ML_1302'], { method: 'PATCH', inputCode: 'ML_1300' }),
  ),
  mutation(
    '/experiments/:id/start',
    'Start routing calls (DRAFT or STOPPED to RUNNING)',
    'startMlExperiment',
    EXPERIMENT,
    '$id: ID!',
    answering(['ML_1301', 'ML_1302']),
  ),
  mutation(
    '/experiments/:id/stop',
    'Stop a RUNNING experiment',
    'stopMlExperiment',
    EXPERIMENT,
    '$id: ID!',
    answering(['ML_1301']),
  ),
  mutation(
    '/experiments/:id/invoke',
    'Predict with the variant a stable hash of routingKey picks; the call is counted',
    'invokeMlExperiment',
    'experimentId variant modelId version predictions probabilities latencyMs',
    '$id: ID!, $input: InvokeMlExperimentInput!',
    answering(['ML_1200', 'ML_1202', 'ML_1301']),
  ),
  mutation(
    '/experiments/:id/feedback',
    'Score what a routing key received: counted for its variant',
    'recordMlFeedback',
    EXPERIMENT,
    '$id: ID!, $input: MlFeedbackInput!',
    answering(['ML_1301']),
  ),

  mutation(
    '/feature-store/groups',
    'Create a feature group version: name, version, entity key, typed features (ML_1502: that version exists with another schema)',
    'createMlFeatureGroup',
    GROUP,
    '$input: CreateMlFeatureGroupInput!',
    answering(['ML_1502'], { status: 201, inputCode: 'ML_1500' }),
  ),
  query(
    '/feature-store/groups',
    "The tenant's feature groups, newest first",
    'mlFeatureGroups',
    GROUP,
    '',
    answering([]),
  ),
  query(
    '/feature-store/groups/:id',
    'One feature group',
    'mlFeatureGroup',
    GROUP,
    '$id: ID!',
    answering(['ML_1501']),
  ),
  mutation(
    '/feature-store/groups/:id/records',
    "Create or replace entities' values, typed as the group declares",
    'upsertMlFeatureRecords',
    RECORD,
    '$id: ID!, $input: UpsertMlFeatureRecordsInput!',
    answering(['ML_1501'], { inputCode: 'ML_1500' }),
  ),
  query(
    '/feature-store/groups/:id/online',
    'The latest values of the entities asked for (online read)',
    'mlOnlineFeatures',
    RECORD,
    '$id: ID!, $input: MlOnlineFeaturesInput!',
    answering(['ML_1501'], { method: 'POST' }),
  ),
];
