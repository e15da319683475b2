import { InputCheck } from '../../../lib/validation';
import { isChangeable, type Choice } from './preference-settings';
import { choicesOfMap, type PreferenceMapInput } from './preference-map';

/** At most one entry per category and channel, none turning off what cannot be: all problems at once. */
export function checkChoices(choices: readonly Choice[]): readonly Choice[] {
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
  return choices;
}

/**
 * The choices of a map input (notifications v2, ./preference-map.ts), checked as the list is but
 * named by their place in the map (`account.email`): all problems at once.
 */
export function checkMapChoices(input: PreferenceMapInput): readonly Choice[] {
  const choices = choicesOfMap(input);
  const check = new InputCheck();
  check.when(choices.length === 0, 'preferences', 'must name at least one category and channel');
  for (const choice of choices)
    check.when(
      !choice.enabled && !isChangeable(choice.category, choice.channel),
      `${choice.category}.${choice.channel === 'in_app' ? 'inApp' : choice.channel}`,
      'account e-mails cannot be turned off',
    );
  check.done();
  return choices;
}
