import type { RestRoute } from '../route';

/** Wallet paths of SPEC section 6 under /auth/v1. */
export const walletRoutes: RestRoute[] = [];
