/*
 * The pages the gateway serves for the links of mails and notices (README "Account pages";
 * gateway/account-pages/routes.ts serves them, the notifications service links to them on
 * PUBLIC_URL: docs/api/notifications.md, "Kinds"). One list, so a link cannot name a page that
 * is not served.
 */
export const PAGE_PATHS = {
  verifyEmail: '/account/verify-email',
  resetPassword: '/account/reset-password',
  acceptInvitation: '/account/accept-invitation',
  /** The holder's tickets; `?eventId=` for one event's. */
  tickets: '/account/tickets',
} as const;

/** One ticket's page: its event, its QR code while valid, and the holder's refund. */
export function ticketPagePath(ticketId: string): string {
  return `${PAGE_PATHS.tickets}/${encodeURIComponent(ticketId)}`;
}
