import { InputCheck } from '../../../lib/validation';
import type {
  BidStrategy,
  BudgetType,
  CampaignChanges,
  CampaignFields,
  CampaignRow,
  CampaignType,
} from './campaign-store';
import { checkAmount, checkCurrency, checkDateTime, checkReference } from '../common/input-checks';

/** A new campaign as GraphQL (and the REST body, by name) delivers it; dates are ISO strings. */
export interface CreateCampaignInput {
  name: string;
  type: CampaignType;
  budgetType: BudgetType;
  budgetAmount: number;
  currency: string;
  startDate: string;
  endDate: string;
  bidStrategy: BidStrategy;
  bidAmount?: number | null;
  targetingAudienceId?: string | null;
}

export type UpdateCampaignInput = {
  [K in keyof CreateCampaignInput]?: CreateCampaignInput[K] | null;
};

export type PricingInput = Pick<
  UpdateCampaignInput,
  'budgetType' | 'budgetAmount' | 'bidStrategy' | 'bidAmount'
>;

// Fields a PATCH may clear with null; null for any other is a problem, never a silent no-op.
const CLEARABLE = new Set<string>(['bidAmount', 'targetingAudienceId']);

function checkName(check: InputCheck, name: string | null | undefined): void {
  check
    .text('name', name, { max: 200 })
    .when(typeof name === 'string' && name.trim() === '', 'name', 'must not be empty');
}

/** endDate must come after startDate, whichever of them the request sent. */
function checkDates(
  check: InputCheck,
  start: Date | undefined,
  end: Date | undefined,
  sentEnd: boolean,
): void {
  if (start && end && end.getTime() <= start.getTime()) {
    check.problem(
      sentEnd ? 'endDate' : 'startDate',
      sentEnd
        ? `must be after startDate (${start.toISOString()})`
        : `must be before endDate (${end.toISOString()})`,
    );
  }
}

/** Validates a new campaign, reporting every problem at once, and returns what to store. */
export function checkCreate(input: CreateCampaignInput): CampaignFields {
  const check = new InputCheck();
  checkName(check, input.name);
  checkAmount(check, 'budgetAmount', input.budgetAmount, true);
  checkAmount(check, 'bidAmount', input.bidAmount);
  const currency = checkCurrency(check, input.currency, true);
  const startDate = checkDateTime(check, 'startDate', input.startDate);
  const endDate = checkDateTime(check, 'endDate', input.endDate);
  checkDates(check, startDate, endDate, true);
  const audience = checkReference(check, 'targetingAudienceId', input.targetingAudienceId, false);
  check.done();
  return {
    name: input.name.trim(),
    type: input.type,
    budgetType: input.budgetType,
    budgetAmount: input.budgetAmount,
    currency: currency!,
    startDate: startDate!,
    endDate: endDate!,
    bidStrategy: input.bidStrategy,
    bidAmount: input.bidAmount ?? null,
    targetingAudienceId: audience ?? null,
  };
}

/**
 * Validates a partial update against the stored campaign (a date sent alone must still fit the
 * stored other one) and returns the values asked for; which of them really change is decided
 * by comparing them with the stored campaign.
 */
export function checkUpdate(input: UpdateCampaignInput, stored: CampaignRow): CampaignChanges {
  const check = new InputCheck();
  for (const [field, value] of Object.entries(input)) {
    check.when(value === null && !CLEARABLE.has(field), field, 'must not be null');
  }
  checkName(check, input.name);
  checkAmount(check, 'budgetAmount', input.budgetAmount);
  checkAmount(check, 'bidAmount', input.bidAmount);
  const currency = checkCurrency(check, input.currency);
  const startDate = checkDateTime(check, 'startDate', input.startDate);
  const endDate = checkDateTime(check, 'endDate', input.endDate);
  checkDates(
    check,
    startDate ?? stored.startDate,
    endDate ?? stored.endDate,
    endDate !== undefined,
  );
  const audience = checkReference(check, 'targetingAudienceId', input.targetingAudienceId, false);
  check.done();
  const changes: CampaignChanges = {};
  if (input.name != null) changes.name = input.name.trim();
  if (input.type != null) changes.type = input.type;
  if (input.budgetType != null) changes.budgetType = input.budgetType;
  if (input.budgetAmount != null) changes.budgetAmount = input.budgetAmount;
  if (currency !== undefined) changes.currency = currency;
  if (startDate) changes.startDate = startDate;
  if (endDate) changes.endDate = endDate;
  if (input.bidStrategy != null) changes.bidStrategy = input.bidStrategy;
  if (input.bidAmount !== undefined) changes.bidAmount = input.bidAmount;
  if (input.targetingAudienceId !== undefined) changes.targetingAudienceId = audience ?? null;
  return changes;
}

/** The pricing mutation is an update restricted to budget and bid. */
export function checkPricing(input: PricingInput, stored: CampaignRow): CampaignChanges {
  const { budgetType, budgetAmount, bidStrategy, bidAmount } = input;
  return checkUpdate({ budgetType, budgetAmount, bidStrategy, bidAmount }, stored);
}
