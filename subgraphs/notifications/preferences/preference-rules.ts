import type { Actor } from '../../../lib/context';
import { InputCheck } from '../../../lib/validation';
import type { NotificationsDeps } from '../common/deps';
import { CATEGORIES, CHANNELS, isChangeable, isEnabled, type Choice } from './preference-settings';
import { findChoices, saveChoices } from './preference-store';

export interface Preference extends Choice {
  changeable: boolean;
}

/** Every category on every channel: the caller's own choices only, whatever their roles. */
export async function getPreferences(deps: NotificationsDeps, actor: Actor): Promise<Preference[]> {
  const owner = { tenantId: actor.tenantId, userId: actor.id };
  const choices = await findChoices(deps.prisma, owner);
  return CATEGORIES.flatMap((category) =>
    CHANNELS.map((channel) => ({
      category,
      channel,
      enabled: isEnabled(choices, category, channel),
      changeable: isChangeable(category, channel),
    })),
  );
}

/** At most one entry per category and channel, none turning off what cannot be: all problems at once. */
function checkChoices(choices: readonly Choice[]): void {
  const check = new InputCheck();
  check.when(choices.length === 0, 'preferences', 'must name at least one category and channel');
  const seen = new Set<string>();
  choices.forEach((choice, i) => {
    const key = `${choice.category}/${choice.channel}`;
    check.when(seen.has(key), `preferences[${i}]`, `repeats ${key}`);
    seen.add(key);
    check.when(
      !choice.enabled && !isChangeable(choice.category, choice.channel),
      `preferences[${i}].enabled`,
      'account e-mails cannot be turned off',
    );
  });
  check.done();
}

export async function updatePreferences(
  deps: NotificationsDeps,
  actor: Actor,
  input: { preferences: readonly Choice[] },
): Promise<Preference[]> {
  checkChoices(input.preferences);
  await saveChoices(deps.prisma, { tenantId: actor.tenantId, userId: actor.id }, input.preferences);
  return getPreferences(deps, actor);
}
