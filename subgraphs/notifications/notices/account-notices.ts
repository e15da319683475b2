import type { PlatformEvent } from '../../../lib/events/bus';
import {
  INVITATION_CREATED,
  PASSWORD_RESET_REQUESTED,
  TEAM_MEMBER_ADDED,
  VERIFICATION_REQUESTED,
  type IdentityEventData,
} from '../../identity/common/events';
import { PAGE_PATHS } from '../../../lib/http/page-paths';
import type { Channel } from '../preferences/preference-settings';
import type { NoticesOf } from './notice';

/*
 * The account's notices (docs/api/notifications.md, "Kinds"): links with tokens, which go by
 * e-mail only, and team membership.
 */

function data<T extends keyof IdentityEventData>(event: PlatformEvent): IdentityEventData[T] {
  return event.data as IdentityEventData[T];
}

// Links carrying a token go by e-mail only: an inbox is for a signed-in user, who needs none.
const EMAIL_ONLY: readonly Channel[] = ['email'];
const BOTH: readonly Channel[] = ['in_app', 'email'];

/** Notices of the account: links with tokens, and team membership. */
export const ACCOUNT_NOTICES: Record<string, NoticesOf> = {
  [VERIFICATION_REQUESTED]: (event, link) => {
    const d = data<typeof VERIFICATION_REQUESTED>(event);
    return [
      {
        userId: d.userId,
        email: d.email,
        category: 'account',
        kind: 'email_verification',
        title: 'Confirm your e-mail address',
        body: `Follow the link to confirm ${d.email}. It works until ${d.expiresAt}.`,
        link: link(PAGE_PATHS.verifyEmail, { token: d.token }),
        channels: EMAIL_ONLY,
        template: 'email-verification',
      },
    ];
  },
  [PASSWORD_RESET_REQUESTED]: (event, link) => {
    const d = data<typeof PASSWORD_RESET_REQUESTED>(event);
    return [
      {
        userId: d.userId,
        email: d.email,
        category: 'account',
        kind: 'password_reset',
        title: 'Reset your password',
        body: `Someone asked to reset the password of ${d.email}. The link works once, until ${d.expiresAt}; if it was not you, ignore this mail.`,
        link: link(PAGE_PATHS.resetPassword, { token: d.token }),
        channels: EMAIL_ONLY,
        template: 'password-reset',
      },
    ];
  },
  [INVITATION_CREATED]: (event, link) => {
    const d = data<typeof INVITATION_CREATED>(event);
    return [
      {
        userId: d.userId,
        email: d.email,
        category: 'account',
        kind: 'invitation',
        title: 'You are invited',
        body: `An account was made for ${d.email}. Choose a password to sign in; the link works once, until ${d.expiresAt}.`,
        link: link(PAGE_PATHS.acceptInvitation, { token: d.token }),
        channels: EMAIL_ONLY,
        template: 'invitation',
      },
    ];
  },
  [TEAM_MEMBER_ADDED]: (event) => {
    const d = data<typeof TEAM_MEMBER_ADDED>(event);
    return [
      {
        userId: d.userId,
        category: 'account',
        kind: 'team_member_added',
        title: 'You joined a team',
        body: `You are now ${d.role === 'owner' ? 'an owner' : 'a member'} of team ${d.teamId}.`,
        // No page shows a team (README "Account pages"): the API path would answer a browser 401.
        link: null,
        channels: BOTH,
        template: 'notice',
      },
    ];
  },
};
