import type { RestRoute } from '../route';
import { adsBroadcastsRoutes } from './ads-broadcasts';
import { adsCampaignsRoutes } from './ads-campaigns';
import { adsReviewsRoutes } from './ads-reviews';
import { adsServingRoutes } from './ads-serving';
import { aiInferencesRoutes } from './ai-inferences';
import { aiModelsRoutes } from './ai-models';
import { aiOrchestrationRoutes } from './ai-orchestration';
import { aiVoiceRoutes } from './ai-voice';
import { eventsEventsRoutes } from './events-events';
import { eventsTicketTypesRoutes } from './events-ticket-types';
import { eventsCheckInsRoutes } from './events-check-ins';
import { eventsTicketsQrRoutes } from './events-tickets-qr';
import { eventsOrdersRoutes } from './events-orders';
import { eventsTicketsRoutes } from './events-tickets';
import { eventsV2Routes } from './events-v2';
import { notificationsV2Routes } from './notifications-v2';
import { identityAccountsRoutes } from './identity-accounts';
import { identityEmailVerificationRoutes } from './identity-email-verification';
import { identityInvitationsRoutes } from './identity-invitations';
import { identityPasswordResetRoutes } from './identity-password-reset';
import { identitySessionsRoutes } from './identity-sessions';
import { identityTeamsRoutes } from './identity-teams';
import { identityWalletsRoutes } from './identity-wallets';
import { identityV2Routes } from './identity-v2';
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
import { marketplaceVenuesRoutes } from './marketplace-venues';
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
import { mlDatasetsRoutes } from './ml-datasets';
import { mlDriftRoutes } from './ml-drift';
import { mlEndpointsRoutes } from './ml-endpoints';
import { mlExperimentsRoutes } from './ml-experiments';
import { mlFeaturesRoutes } from './ml-features';
import { mlGovernanceRoutes } from './ml-governance';
import { mlModelsRoutes } from './ml-models';
import { mlTrainingRoutes } from './ml-training';
import { notificationsInboxRoutes } from './notifications-inbox';
import { notificationsPreferencesRoutes } from './notifications-preferences';
import { reportsAdminRoutes } from './reports-admin';
import { reportsExportsRoutes } from './reports-exports';
import { reportsHealthRoutes } from './reports-health';
import { reportsSchedulesRoutes } from './reports-schedules';
import { reportsTemplatesRoutes } from './reports-templates';
import { reportsWebhooksRoutes } from './reports-webhooks';
import { searchRoutes } from './search';

/**
 * Every documented REST path, by service: one file per feature folder it serves,
 * `<service>-<feature>.ts` for `subgraphs/<service>/<feature>/` (CONTRIBUTING.md), and
 * `search.ts` for the search the gateway serves itself (gateway/search/).
 */
export const restRoutes: RestRoute[] = [
  ...identitySessionsRoutes,
  ...identityAccountsRoutes,
  ...identityEmailVerificationRoutes,
  ...identityPasswordResetRoutes,
  ...identityInvitationsRoutes,
  ...identityWalletsRoutes,
  ...identityTeamsRoutes,
  ...identityV2Routes,
  ...marketplaceListingsRoutes,
  ...marketplaceVenuesRoutes,
  ...searchRoutes,
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
  ...aiOrchestrationRoutes,
  ...aiVoiceRoutes,
  ...aiInferencesRoutes,
  ...aiModelsRoutes,
  ...reportsHealthRoutes,
  ...reportsTemplatesRoutes,
  ...reportsExportsRoutes,
  ...reportsSchedulesRoutes,
  ...reportsAdminRoutes,
  ...reportsWebhooksRoutes,
  ...mlModelsRoutes,
  ...mlDatasetsRoutes,
  ...mlTrainingRoutes,
  ...mlEndpointsRoutes,
  ...mlDriftRoutes,
  ...mlGovernanceRoutes,
  ...mlExperimentsRoutes,
  ...mlFeaturesRoutes,
  ...notificationsInboxRoutes,
  ...notificationsPreferencesRoutes,
  ...eventsEventsRoutes,
  ...eventsTicketTypesRoutes,
  ...eventsTicketsQrRoutes,
  ...eventsCheckInsRoutes,
  ...eventsOrdersRoutes,
  ...eventsTicketsRoutes,
  ...eventsV2Routes,
  ...notificationsV2Routes,
];
