import type { RestRoute } from '../route';
import { adRoutes } from './ads';
import { aiRoutes } from './ai';
import { identityRoutes } from './identity';
import { walletRoutes } from './identity-wallets';
import { integrationRoutes } from './integrations';
import { mediaRoutes } from './media';
import { mlRoutes } from './ml';
import { bookingRoutes } from './marketplace-bookings';
import { dealRoutes } from './marketplace-deals';
import { disputeRoutes } from './marketplace-disputes';
import { groupRoutes } from './marketplace-groups';
import { marketplaceRoutes } from './marketplace-listings';
import { reportRoutes } from './reports';

/** Every documented REST path, by service. */
export const restRoutes: RestRoute[] = [
  ...identityRoutes,
  ...walletRoutes,
  ...marketplaceRoutes,
  ...dealRoutes,
  ...disputeRoutes,
  ...groupRoutes,
  ...bookingRoutes,
  ...mediaRoutes,
  ...integrationRoutes,
  ...adRoutes,
  ...aiRoutes,
  ...reportRoutes,
  ...mlRoutes,
];
