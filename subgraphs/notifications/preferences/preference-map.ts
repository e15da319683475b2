import {
  CATEGORIES,
  CHANNELS,
  type Category,
  type Channel,
  type Choice,
} from './preference-settings';

/**
 * The preferences as notifications v2 answers and takes them (docs/api/notifications.md,
 * "Versions"): a map of category to channels, each channel's key in camel case.
 */
const CHANNEL_KEYS: Readonly<Record<Channel, 'inApp' | 'email'>> = {
  in_app: 'inApp',
  email: 'email',
};

type ChannelChoices = Record<'inApp' | 'email', boolean>;
export type PreferenceMap = Record<Category, ChannelChoices>;
export type PreferenceMapInput = Partial<
  Record<Category, Partial<Record<'inApp' | 'email', boolean | null>> | null>
>;

/** Every category's channels from the list of choices (one entry per category and channel). */
export function preferenceMap(preferences: readonly Choice[]): PreferenceMap {
  const map = {} as PreferenceMap;
  for (const category of CATEGORIES) {
    const channels = {} as ChannelChoices;
    for (const channel of CHANNELS)
      channels[CHANNEL_KEYS[channel]] = preferences.some(
        (p) => p.category === category && p.channel === channel && p.enabled,
      );
    map[category] = channels;
  }
  return map;
}

/** The choices a map input names, in the list's order; null or absent entries are left out. */
export function choicesOfMap(input: PreferenceMapInput): Choice[] {
  return CATEGORIES.flatMap((category) =>
    CHANNELS.flatMap((channel) => {
      const enabled = input[category]?.[CHANNEL_KEYS[channel]];
      return enabled == null ? [] : [{ category, channel, enabled }];
    }),
  );
}
