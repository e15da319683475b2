import { InputCheck } from '../../../lib/validation';
import type { MarketplaceLane } from '../listings/listing-store';
import {
  blankToNull,
  checkCurrency,
  checkMoney,
  checkName,
  checkNotNull,
  laneItemFields,
} from '../common/input-rules';
import type { NewRfp, RfpChanges, RfpRow } from './rfp-store';

export interface CreateRfpInput {
  title: string;
  description?: string | null;
  category: MarketplaceLane;
  geoRegion?: string | null;
  budgetMin: number;
  budgetMax: number;
  currency?: string | null;
  deadline: string;
}

export type UpdateRfpInput = {
  [K in Exclude<keyof CreateRfpInput, 'category'>]?: CreateRfpInput[K] | null;
};

const DAY = 24 * 60 * 60 * 1000;
const MAX_DEADLINE_DAYS = 365;

function checkFields(check: InputCheck, input: UpdateRfpInput, creating: boolean): void {
  checkName(check, 'title', input.title, 200, creating);
  check
    .text('description', input.description, { max: 5000 })
    .text('geoRegion', input.geoRegion, { max: 100 });
  checkMoney(check, 'budgetMin', input.budgetMin);
  checkMoney(check, 'budgetMax', input.budgetMax);
  checkCurrency(check, 'currency', input.currency);
}

/** A deadline in the future and at most a year ahead; undefined when absent or invalid. */
function checkDeadline(
  check: InputCheck,
  value: string | null | undefined,
  now: Date,
): Date | undefined {
  const deadline = check.date('deadline', value);
  if (!deadline) return undefined;
  check
    .when(deadline.getTime() <= now.getTime(), 'deadline', 'must be in the future')
    .when(
      deadline.getTime() > now.getTime() + MAX_DEADLINE_DAYS * DAY,
      'deadline',
      `must be at most ${MAX_DEADLINE_DAYS} days ahead`,
    );
  return deadline;
}

export function checkCreateRfp(
  input: CreateRfpInput,
  now: Date,
): Omit<NewRfp, 'tenantId' | 'buyerId'> {
  const check = new InputCheck();
  checkFields(check, input, true);
  check.when(input.budgetMin > input.budgetMax, 'budgetMin', 'must not be greater than budgetMax');
  const deadline = checkDeadline(check, input.deadline, now);
  check.done();
  return {
    ...laneItemFields(input),
    budgetMin: input.budgetMin,
    budgetMax: input.budgetMax,
    deadline: deadline ?? now,
  };
}

/** A partial update checked against the stored RFP: a budget end sent alone must fit the other. */
export function checkUpdateRfp(input: UpdateRfpInput, stored: RfpRow, now: Date): RfpChanges {
  const check = new InputCheck();
  checkNotNull(check, input, ['budgetMin', 'budgetMax', 'currency', 'deadline']);
  checkFields(check, input, false);
  const budgetMin = input.budgetMin ?? stored.budgetMin;
  const budgetMax = input.budgetMax ?? stored.budgetMax;
  if (budgetMin > budgetMax) {
    const sentMin = input.budgetMin != null;
    check.problem(
      sentMin ? 'budgetMin' : 'budgetMax',
      sentMin
        ? `must not be greater than budgetMax (${budgetMax})`
        : `must not be less than budgetMin (${budgetMin})`,
    );
  }
  const deadline = checkDeadline(check, input.deadline, now);
  check.done();
  const changes: RfpChanges = {};
  if (input.title != null) changes.title = input.title.trim();
  if (input.description !== undefined) changes.description = input.description?.trim() ?? '';
  if (input.geoRegion !== undefined) changes.geoRegion = blankToNull(input.geoRegion);
  if (input.budgetMin != null) changes.budgetMin = input.budgetMin;
  if (input.budgetMax != null) changes.budgetMax = input.budgetMax;
  if (input.currency != null) changes.currency = input.currency;
  if (deadline) changes.deadline = deadline;
  return changes;
}
