import { InputCheck } from '../../../lib/validation';

export interface CreateCollaborationInput {
  partnerId: string;
  listingId?: string | null;
  partnerListingId?: string | null;
  message?: string | null;
  revenueSplitPercent?: number | null;
}

export interface CheckedCollaboration {
  partnerId: string;
  listingId: string | null;
  partnerListingId: string | null;
  message: string;
  revenueSplitPercent: number | null;
}

/** Validates the shape of a new request, every problem at once; who and what it names is checked after. */
export function checkCreateCollaboration(
  input: CreateCollaborationInput,
  requesterId: string,
): CheckedCollaboration {
  const check = new InputCheck();
  const split = input.revenueSplitPercent;
  check
    .uuid('partnerId', input.partnerId, { required: true })
    .when(
      input.partnerId?.toLowerCase() === requesterId,
      'partnerId',
      'must not be yourself: a collaboration needs two sellers',
    )
    .uuid('listingId', input.listingId)
    .uuid('partnerListingId', input.partnerListingId)
    .text('message', input.message, { max: 2000 })
    .number('revenueSplitPercent', split, { min: 0, max: 100 });
  // Stored as DECIMAL(5,2): a third decimal would be rounded away silently.
  check.when(
    typeof split === 'number' && Number.isFinite(split) && Number(split.toFixed(2)) !== split,
    'revenueSplitPercent',
    'must have at most 2 decimal places',
  );
  check.done();
  return {
    partnerId: input.partnerId.toLowerCase(),
    listingId: input.listingId?.toLowerCase() ?? null,
    partnerListingId: input.partnerListingId?.toLowerCase() ?? null,
    message: input.message?.trim() ?? '',
    revenueSplitPercent: split ?? null,
  };
}
