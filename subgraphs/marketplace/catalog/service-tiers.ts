import { InputCheck } from '../../../lib/validation';
import { checkMoney, checkName, checkNotNull, checkTextList, trimAll } from '../common/input-rules';
import type { Catalogue } from './listing-items';
import { SERVICE_TIERS, type ServiceTier, type ServiceTierChanges } from './service-tier-store';

export interface CreateServiceTierInput {
  listingId: string;
  name: string;
  description?: string | null;
  price: number;
  deliverables?: string[] | null;
  deliveryDays: number;
}

export type UpdateServiceTierInput = {
  [K in Exclude<keyof CreateServiceTierInput, 'listingId'>]?: CreateServiceTierInput[K] | null;
};

const LIST_RULES = { maxItems: 30, maxLength: 200 };

function checkFields(check: InputCheck, input: UpdateServiceTierInput, creating: boolean): void {
  checkName(check, 'name', input.name, 100, creating);
  check.text('description', input.description, { max: 2000 });
  checkMoney(check, 'price', input.price);
  checkTextList(check, 'deliverables', input.deliverables, LIST_RULES);
  check.number('deliveryDays', input.deliveryDays, { min: 1, max: 365, integer: true });
}

/** Named packages (Basic, Standard, Premium) of a listing in any lane; names unique per listing (409). */
export const serviceTiers: Catalogue<
  ServiceTier,
  CreateServiceTierInput,
  UpdateServiceTierInput,
  ServiceTierChanges
> = {
  table: SERVICE_TIERS,
  lane: null,
  loader: (loaders) => loaders.serviceTierById,
  checkCreate: (check, input) => {
    checkFields(check, input, true);
    return {
      name: input.name.trim(),
      description: input.description?.trim() ?? '',
      price: input.price,
      deliverables: trimAll(input.deliverables ?? []),
      deliveryDays: input.deliveryDays,
    };
  },
  checkUpdate: (input) => {
    const check = new InputCheck();
    checkNotNull(check, input, ['price', 'deliveryDays']);
    checkFields(check, input, false);
    check.done();
    const changes: ServiceTierChanges = {};
    if (input.name != null) changes.name = input.name.trim();
    if (input.description !== undefined) changes.description = input.description?.trim() ?? '';
    if (input.price != null) changes.price = input.price;
    if (input.deliverables != null) changes.deliverables = trimAll(input.deliverables);
    if (input.deliveryDays != null) changes.deliveryDays = input.deliveryDays;
    return changes;
  },
  busy: 'The service tier is being changed by another request; please retry',
};
