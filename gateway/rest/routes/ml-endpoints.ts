import type { RestRoute } from '../route';
import { answering, mlRoute } from './ml-common';

const { query, mutation } = mlRoute;

const ENDPOINT = 'id name modelId version stage status timeoutMs createdAt updatedAt';
const PREDICTIONS = 'endpointId modelId version predictions probabilities latencyMs';

/** Inference endpoints and their invocations (subgraphs/ml/endpoints/; docs/api/ml.md, Paths). */
export const mlEndpointsRoutes: RestRoute[] = [
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
    "The tenant's endpoints, newest first; limit, cursor",
    'mlEndpoints',
    ENDPOINT,
    '$limit: Int, $cursor: String',
    answering([], { paginated: true }),
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
];
