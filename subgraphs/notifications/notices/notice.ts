import type { PlatformEvent } from '../../../lib/events/bus';
import type { Category, Channel } from '../preferences/preference-settings';

/*
 * What a notice is before its recipient's preferences and address are known, the shape of the
 * tables that make notices from events (account-notices.ts, job-notices.ts, ticket-notices.ts)
 * and how their links are made: pure, the event in, the notices out; who receives them and where
 * is decided by notice-rules.ts.
 */

/** One notice for one user, before their preferences and address are known. */
export interface Notice {
  userId: string;
  /**
   * The address when the event names it: account mails go where the event says, always, and
   * greet nobody by name (the name of an invited user is the inviter's choice).
   */
  email?: string;
  category: Category;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  /** Where it may go; the user's choices narrow it (never for account e-mails). */
  channels: readonly Channel[];
  /** The e-mail's template (mail/templates/): `notice` renders title, body and link. */
  template: string;
  /**
   * What the stored notice and mail are unique on, with the user and kind, when several events
   * make one notice (the tickets of one order): an id they all name. Default: the event's id.
   */
  sourceId?: string;
}

/** Makes an absolute link on the platform's public address. */
export type LinkTo = (path: string, query?: Record<string, string>) => string;

/**
 * Links on PUBLIC_URL, its own path kept: a platform served under `https://example.com/lanes`
 * links to `https://example.com/lanes/account/...` (the page paths are absolute, so they are
 * resolved as relative to the base, not to its host).
 */
export function linkTo(publicUrl: string): LinkTo {
  const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;
  return (path, query) => {
    const url = new URL(path.replace(/^\/+/, ''), base);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
    return url.toString();
  };
}

export type NoticesOf = (event: PlatformEvent, link: LinkTo) => Notice[];
