import { UPLOADS } from '../../../lib/http/body-limits';
import type { RestRoute } from '../route';
import { answering, mlRoute } from './ml-common';

const { query, mutation } = mlRoute;

const DATASET = 'id name columns { name type } rowCount sizeBytes createdAt';

/** Datasets, JSON or CSV uploads (subgraphs/ml/datasets/; docs/api/ml.md, Paths). */
export const mlDatasetsRoutes: RestRoute[] = [
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
    "The tenant's datasets, newest first; limit, cursor",
    'mlDatasets',
    DATASET,
    '$limit: Int, $cursor: String',
    answering([], { paginated: true }),
  ),
  query(
    '/datasets/:id',
    'One dataset: its typed columns and size',
    'mlDataset',
    DATASET,
    '$id: ID!',
    answering([]),
  ),
];
