import { routeBuilder, type RestRoute } from '../route';
import { type Contract } from './marketplace-common';

// Own fields only (no federated ones, so a REST read never needs another subgraph).
const COLLABORATION = `id requesterId partnerId listingId partnerListingId message revenueSplitPercent status
  acceptedAt declinedAt cancelledAt cancelledBy createdAt updatedAt`;
/** Moves of a collaboration request (no legacy list: what the operation answers). */
const COLLABORATION_MOVE: Contract = {
  errors: [400, 401, 403, 404, 409],
  codes: ['INVALID_STATE'],
};

const { query, mutation } = routeBuilder('marketplace', '/marketplace/v1');

/** REST paths of `subgraphs/marketplace/collaborations/`: docs/api/marketplace.md, Paths. */
export const marketplaceCollaborationsRoutes: RestRoute[] = [
  // Legacy list: a caller who is no seller (403) and a duplicate proposal (409) are 400 here.
  mutation(
    '/collaborations',
    'Propose a collaboration to another seller (sellers with role organizer or admin)',
    'createCollaboration',
    COLLABORATION,
    '$input: CreateCollaborationInput!',
    {
      status: 201,
      errors: [400, 401],
      codes: ['FORBIDDEN', 'CONFLICT'],
    },
  ),
  // The legacy list names nothing here: the platform-wide statuses only.
  query(
    '/collaborations',
    "The caller's collaboration requests (role=sent|received, status)",
    'collaborations',
    COLLABORATION,
    '$role: CollaborationRole, $status: CollaborationStatus, $sortOrder: SortOrder, $cursor: String, $limit: Int',
    { paginated: true, errors: [] },
  ),
  query(
    '/collaborations/:id',
    'Get a collaboration request (its parties and admins)',
    'collaboration',
    COLLABORATION,
    '$id: ID!',
    { errors: [401, 404] },
  ),
  mutation(
    '/collaborations/:id/accept',
    'Accept a pending collaboration request (partner)',
    'acceptCollaboration',
    COLLABORATION,
    '$id: ID!',
    COLLABORATION_MOVE,
  ),
  mutation(
    '/collaborations/:id/decline',
    'Decline a pending collaboration request (partner)',
    'declineCollaboration',
    COLLABORATION,
    '$id: ID!',
    COLLABORATION_MOVE,
  ),
  mutation(
    '/collaborations/:id/cancel',
    'Cancel a collaboration request (requester while pending, either party once accepted)',
    'cancelCollaboration',
    COLLABORATION,
    '$id: ID!',
    COLLABORATION_MOVE,
  ),
];
