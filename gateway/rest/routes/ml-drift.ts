import type { RestRoute } from '../route';
import { answering, mlRoute } from './ml-common';

const { query, mutation } = mlRoute;

const MONITOR =
  'id name endpointId features method threshold windowSize referenceDatasetId intervalSeconds nextRunAt createdAt';
const REPORT = 'id monitorId method threshold drifted sampleSize features createdAt';

/** Drift monitors and their reports (subgraphs/ml/drift/; docs/api/ml.md, Paths). */
export const mlDriftRoutes: RestRoute[] = [
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
    "The tenant's drift monitors, newest first; limit, cursor",
    'mlDriftMonitors',
    MONITOR,
    '$limit: Int, $cursor: String',
    answering([], { paginated: true }),
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
    "A monitor's reports, newest first; limit, cursor",
    'mlDriftReports',
    REPORT,
    '$monitorId: ID!, $limit: Int, $cursor: String',
    answering(['ML_1401'], { paginated: true }),
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
];
