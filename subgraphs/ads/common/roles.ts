import type { Role } from '../../../lib/auth/tokens';

// Who does what in ads (docs/ads.md, "Roles and tenancy"); each feature's access.ts applies them.

/** Campaigns, pricing, review and broadcast requests, and every read. */
export const CAMPAIGN_MANAGERS: readonly Role[] = ['organizer', 'admin', 'system'];

/** Moderation decisions: a human decision. */
export const MODERATORS: readonly Role[] = ['admin'];

/** The serving pipeline's reports: delivery confirmations, sphere placements, promoted results. */
export const SERVING_PIPELINE: readonly Role[] = ['admin', 'system'];
