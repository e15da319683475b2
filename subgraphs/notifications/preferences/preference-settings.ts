/*
 * The categories and channels, and what may not be turned off: read by the preference rules and
 * by the notice rules that decide where a notice goes (neither layer's own file).
 */

export const CATEGORIES = ['account', 'jobs', 'reports', 'ml', 'events', 'billing'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CHANNELS = ['in_app', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Account e-mails (verification, password reset, invitation) always go: the account needs them. */
export function isChangeable(category: Category, channel: Channel): boolean {
  return !(category === 'account' && channel === 'email');
}

/** One stored choice; a category and channel without one is on. */
export interface Choice {
  category: Category;
  channel: Channel;
  enabled: boolean;
}

/** Whether a notice of `category` goes to `channel`, given a user's stored choices. */
export function isEnabled(
  choices: readonly Choice[],
  category: Category,
  channel: Channel,
): boolean {
  if (!isChangeable(category, channel)) return true;
  return choices.find((c) => c.category === category && c.channel === channel)?.enabled ?? true;
}
