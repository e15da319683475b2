import type { RestRoute } from '../route';
import { answering, mlRoute } from './ml-common';

const { query, mutation } = mlRoute;

const GROUP = 'id name version entityKey features { name type } createdAt';
const RECORD = 'entityId values updatedAt';

/** The feature store: groups and their records (subgraphs/ml/features/; docs/api/ml.md, Paths). */
export const mlFeaturesRoutes: RestRoute[] = [
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
    "The tenant's feature groups, newest first; limit, cursor",
    'mlFeatureGroups',
    GROUP,
    '$limit: Int, $cursor: String',
    answering([], { paginated: true }),
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
