import { InputCheck } from '../../../lib/validation';
import { isChangeable, type Choice } from './preference-settings';

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
