import { InputCheck } from '../../../lib/validation';
import { checkMoney, checkName, checkNotNull } from '../common/input-rules';
import type { ExhibitorSlotChanges, ExhibitorSlotRow } from './exhibitor-slot-store';

export interface CreateExhibitorSlotInput {
  listingId: string;
  name: string;
  description?: string | null;
  startsAt: string;
  endsAt: string;
  capacity: number;
  price?: number | null;
}

export type UpdateExhibitorSlotInput = {
  [K in Exclude<keyof CreateExhibitorSlotInput, 'listingId'>]?: CreateExhibitorSlotInput[K] | null;
};

const MAX_CAPACITY = 100_000;

function checkFields(check: InputCheck, input: UpdateExhibitorSlotInput, creating: boolean): void {
  checkName(check, 'name', input.name, 200, creating);
  check.text('description', input.description, { max: 2000 });
  check.number('capacity', input.capacity, { min: 1, max: MAX_CAPACITY, integer: true });
  checkMoney(check, 'price', input.price);
}

/** Both ends of the time range, each as sent or stored; a sent start must lie ahead. */
function checkTimes(
  check: InputCheck,
  input: UpdateExhibitorSlotInput,
  stored: Pick<ExhibitorSlotRow, 'startsAt' | 'endsAt'> | null,
  now: Date,
) {
  const startsAt = check.date('startsAt', input.startsAt) ?? stored?.startsAt;
  const endsAt = check.date('endsAt', input.endsAt) ?? stored?.endsAt;
  if (input.startsAt && startsAt && startsAt.getTime() <= now.getTime())
    check.problem('startsAt', 'must be in the future');
  if (startsAt && endsAt && startsAt.getTime() >= endsAt.getTime()) {
    check.problem(
      input.endsAt ? 'endsAt' : 'startsAt',
      input.endsAt ? 'must be after startsAt' : 'must be before endsAt',
    );
  }
  return { startsAt, endsAt };
}

/** Problems of a new slot go into `check` (the caller adds the listing's and throws). */
export function checkCreateSlot(
  check: InputCheck,
  input: CreateExhibitorSlotInput,
  now: Date,
): Required<ExhibitorSlotChanges> {
  checkFields(check, input, true);
  const { startsAt, endsAt } = checkTimes(check, input, null, now);
  return {
    name: input.name.trim(),
    description: input.description?.trim() ?? '',
    startsAt: startsAt ?? now,
    endsAt: endsAt ?? now,
    capacity: input.capacity,
    price: input.price ?? 0,
  };
}

export function checkUpdateSlot(
  input: UpdateExhibitorSlotInput,
  stored: ExhibitorSlotRow,
  now: Date,
): ExhibitorSlotChanges {
  const check = new InputCheck();
  checkNotNull(check, input, ['startsAt', 'endsAt', 'capacity', 'price']);
  checkFields(check, input, false);
  const { startsAt, endsAt } = checkTimes(check, input, stored, now);
  if (input.capacity != null && input.capacity < stored.booked) {
    check.problem('capacity', `must be at least ${stored.booked} (seats already booked)`);
  }
  check.done();
  const changes: ExhibitorSlotChanges = {};
  if (input.name != null) changes.name = input.name.trim();
  if (input.description !== undefined) changes.description = input.description?.trim() ?? '';
  if (input.startsAt != null && startsAt) changes.startsAt = startsAt;
  if (input.endsAt != null && endsAt) changes.endsAt = endsAt;
  if (input.capacity != null) changes.capacity = input.capacity;
  if (input.price != null) changes.price = input.price;
  return changes;
}
