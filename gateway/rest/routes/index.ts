import type { RestRoute } from '../route';
import { adRoutes } from './ads';
import { aiRoutes } from './ai';
import { identityRoutes } from './identity';
import { walletRoutes } from './identity-wallets';
import { integrationRoutes } from './integrations';
import { mediaRoutes } from './media';
import { mlDatasetRoutes } from './ml-datasets';
import { mlDriftRoutes } from './ml-drift';
import { mlEndpointRoutes } from './ml-endpoints';
import { mlExperimentRoutes } from './ml-experiments';
import { mlFeatureRoutes } from './ml-features';
import { mlGovernanceRoutes } from './ml-governance';
import { mlModelRoutes } from './ml-models';
import { mlTrainingRoutes } from './ml-training';
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
  ...mlModelRoutes,
  ...mlDatasetRoutes,
  ...mlTrainingRoutes,
  ...mlEndpointRoutes,
  ...mlDriftRoutes,
  ...mlGovernanceRoutes,
  ...mlExperimentRoutes,
  ...mlFeatureRoutes,
];
