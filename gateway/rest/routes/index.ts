import type { RestRoute } from '../route';
import { adsBroadcastsRoutes } from './ads-broadcasts';
import { adsCampaignsRoutes } from './ads-campaigns';
import { adsReviewsRoutes } from './ads-reviews';
import { adsServingRoutes } from './ads-serving';
import { aiRoutes } from './ai';
import { identityAccountsRoutes } from './identity-accounts';
import { identityEmailVerificationRoutes } from './identity-email-verification';
import { identitySessionsRoutes } from './identity-sessions';
import { identityTeamsRoutes } from './identity-teams';
import { identityWalletsRoutes } from './identity-wallets';
import { integrationsDeliveriesRoutes } from './integrations-deliveries';
import { integrationsEventsRoutes } from './integrations-events';
import { integrationsWebhooksRoutes } from './integrations-webhooks';
import { marketplaceAiAssetsRoutes } from './marketplace-ai-assets';
import { marketplaceAnalyticsRoutes } from './marketplace-analytics';
import { marketplaceBookingsRoutes } from './marketplace-bookings';
import { marketplaceCatalogRoutes } from './marketplace-catalog';
import { marketplaceCollaborationsRoutes } from './marketplace-collaborations';
import { marketplaceDealsRoutes } from './marketplace-deals';
import { marketplaceDisputesRoutes } from './marketplace-disputes';
import { marketplaceHealthRoutes } from './marketplace-health';
import { marketplaceListingsRoutes } from './marketplace-listings';
import { marketplaceMediaRoutes } from './marketplace-media';
import { marketplaceRfpsRoutes } from './marketplace-rfps';
import { marketplaceSellerPreferencesRoutes } from './marketplace-seller-preferences';
import { mediaAudioRoutes } from './media-audio';
import { mediaAvatarsRoutes } from './media-avatars';
import { mediaImagesRoutes } from './media-images';
import { mediaJobsRoutes } from './media-jobs';
import { mediaPublishingRoutes } from './media-publishing';
import { mediaTemplatesRoutes } from './media-templates';
import { mediaVideoRoutes } from './media-video';
import { mlRoutes } from './ml';
import { reportRoutes } from './reports';

/**
 * Every documented REST path, by service: one file per feature folder it serves,
 * `<service>-<feature>.ts` for `subgraphs/<service>/<feature>/` (CONTRIBUTING.md).
 */
export const restRoutes: RestRoute[] = [
  ...identitySessionsRoutes,
  ...identityAccountsRoutes,
  ...identityEmailVerificationRoutes,
  ...identityWalletsRoutes,
  ...identityTeamsRoutes,
  ...marketplaceListingsRoutes,
  ...marketplaceDealsRoutes,
  ...marketplaceDisputesRoutes,
  ...marketplaceAnalyticsRoutes,
  ...marketplaceCollaborationsRoutes,
  ...marketplaceAiAssetsRoutes,
  ...marketplaceRfpsRoutes,
  ...marketplaceCatalogRoutes,
  ...marketplaceSellerPreferencesRoutes,
  ...marketplaceMediaRoutes,
  ...marketplaceHealthRoutes,
  ...marketplaceBookingsRoutes,
  ...mediaImagesRoutes,
  ...mediaVideoRoutes,
  ...mediaAudioRoutes,
  ...mediaAvatarsRoutes,
  ...mediaPublishingRoutes,
  ...mediaTemplatesRoutes,
  ...mediaJobsRoutes,
  ...integrationsWebhooksRoutes,
  ...integrationsDeliveriesRoutes,
  ...integrationsEventsRoutes,
  ...adsCampaignsRoutes,
  ...adsReviewsRoutes,
  ...adsBroadcastsRoutes,
  ...adsServingRoutes,
  ...aiRoutes,
  ...reportRoutes,
  ...mlRoutes,
];
