import type { RestRoute } from '../route';
import { adRoutes } from './ads';
import { aiInferenceRoutes } from './ai-inferences';
import { aiModelRoutes } from './ai-models';
import { aiOrchestrationRoutes } from './ai-orchestration';
import { aiVoiceRoutes } from './ai-voice';
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
import { reportAdminRoutes } from './reports-admin';
import { reportExportRoutes } from './reports-exports';
import { reportHealthRoutes } from './reports-health';
import { reportScheduleRoutes } from './reports-schedules';
import { reportTemplateRoutes } from './reports-templates';
import { reportWebhookRoutes } from './reports-webhooks';

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
  ...aiOrchestrationRoutes,
  ...aiVoiceRoutes,
  ...aiInferenceRoutes,
  ...aiModelRoutes,
  ...reportHealthRoutes,
  ...reportTemplateRoutes,
  ...reportExportRoutes,
  ...reportScheduleRoutes,
  ...reportAdminRoutes,
  ...reportWebhookRoutes,
  ...mlModelRoutes,
  ...mlDatasetRoutes,
  ...mlTrainingRoutes,
  ...mlEndpointRoutes,
  ...mlDriftRoutes,
  ...mlGovernanceRoutes,
  ...mlExperimentRoutes,
  ...mlFeatureRoutes,
];
