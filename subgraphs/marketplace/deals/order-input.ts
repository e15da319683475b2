import { InputCheck } from '../../../lib/validation';
import { blankToNull } from '../common/input-rules';
import { STATUS_UPDATE_MOVES, type StatusUpdateValue } from './order-machine';

export interface CreateOrderInput {
  quoteId: string;
  notes?: string | null;
}

export interface DeliverOrderInput {
  note?: string | null;
  deliverables?: readonly string[] | null;
}

const MAX_NOTES = 2000;
const MAX_DELIVERABLES = 20;
const MAX_DELIVERABLE = 500;
/** The status-update body's `status` is at most 50 characters (docs/api/marketplace.md, "Bodies"). */
const MAX_STATUS = 50;

export function checkCreateOrder(input: CreateOrderInput): { quoteId: string; notes: string } {
  const check = new InputCheck();
  check
    .uuid('quoteId', input.quoteId, { required: true })
    .text('notes', input.notes, { max: MAX_NOTES });
  check.done();
  return { quoteId: input.quoteId.toLowerCase(), notes: input.notes?.trim() ?? '' };
}

/** The status update takes `confirmed` or `in_progress`; anything else is a 400 with details. */
export function checkStatusUpdate(status: string): StatusUpdateValue {
  const check = new InputCheck();
  check.text('status', status, { required: true, max: MAX_STATUS });
  if (status.trim() && status.length <= MAX_STATUS)
    check.oneOf('status', status.trim(), Object.keys(STATUS_UPDATE_MOVES));
  check.done();
  return status.trim() as StatusUpdateValue;
}

export function checkDeliver(input: DeliverOrderInput | null | undefined): {
  deliveryNote: string | null;
  deliverables: string[];
} {
  const check = new InputCheck();
  check.text('note', input?.note, { max: MAX_NOTES });
  const deliverables = (input?.deliverables ?? []).map((item) => item.trim());
  check.when(
    deliverables.length > MAX_DELIVERABLES,
    'deliverables',
    `must have at most ${MAX_DELIVERABLES} items`,
  );
  deliverables.forEach((item, index) => {
    check.when(item === '', `deliverables.${index}`, 'must not be empty');
    check.when(
      item.length > MAX_DELIVERABLE,
      `deliverables.${index}`,
      `must be at most ${MAX_DELIVERABLE} characters`,
    );
  });
  check.done();
  return { deliveryNote: blankToNull(input?.note), deliverables };
}

export function checkRating(rating: number | null | undefined): number | null {
  const check = new InputCheck();
  check.number('rating', rating, { min: 1, max: 5, integer: true });
  check.done();
  return rating ?? null;
}
