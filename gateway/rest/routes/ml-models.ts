import type { RestRoute } from '../route';
import { answering, mlRoute } from './ml-common';

const { query, mutation } = mlRoute;

const FEATURES = 'name type';
const VERSION = 'id modelId version status algorithm metrics targetColumn trainedAt createdAt';
const MODEL = `id name description framework task inputSchema { features { ${FEATURES} } } versions { ${VERSION} } createdAt updatedAt`;

/** Models and their versions (subgraphs/ml/models/; docs/api/ml.md, Paths). */
export const mlModelsRoutes: RestRoute[] = [
  mutation(
    '/models',
    'Create a model: name (unique in the tenant), framework, task and typed input schema',
    'createMlModel',
    MODEL,
    '$input: CreateMlModelInput!',
    answering(['ML_1002', 'ML_1003'], { status: 201, inputCode: 'ML_1000' }),
  ),
  query(
    '/models',
    "The tenant's models, newest first; limit, cursor",
    'mlModels',
    MODEL,
    '$limit: Int, $cursor: String',
    answering([], { paginated: true }),
  ),
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
];
