import type { Actor } from '../../../lib/context';
import type { NotificationsDeps } from '../common/deps';
import { choicesOf } from './access';
import { checkChoices } from './preference-input';
import { CATEGORIES, CHANNELS, isChangeable, isEnabled, type Choice } from './preference-settings';
import { findChoices, saveChoices } from './preference-store';

export interface Preference extends Choice {
  changeable: boolean;
}

/** Every category on every channel: the caller's own choices only (access.ts). */
export async function getPreferences(deps: NotificationsDeps, actor: Actor): Promise<Preference[]> {
  const choices = await findChoices(deps.prisma, choicesOf(actor));
  return CATEGORIES.flatMap((category) =>
    CHANNELS.map((channel) => ({
      category,
      channel,
      enabled: isEnabled(choices, category, channel),
      changeable: isChangeable(category, channel),
    })),
  );
}

export async function updatePreferences(
  deps: NotificationsDeps,
  actor: Actor,
  input: { preferences: readonly Choice[] },
): Promise<Preference[]> {
  const choices = checkChoices(input.preferences);
  await saveChoices(deps.prisma, choicesOf(actor), choices);
  return getPreferences(deps, actor);
}
