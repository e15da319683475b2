import { join } from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { subgraphSdlFiles } from './lib/subgraph/sdl';

/**
 * Resolver types for one subgraph, generated from the schema that sits beside its code; the
 * context type is the subgraph's `common/context.ts` (CONTRIBUTING.md). Mapper paths are relative
 * to `generated/`.
 */
function subgraph(
  name: string,
  contextType: string,
  mappers: Record<string, string>,
  scalars: Record<string, string> = {},
) {
  return {
    [`subgraphs/${name}/generated/graphql.ts`]: {
      // The files the server joins (lib/subgraph/sdl.ts): the shared parts, then every feature's.
      schema: subgraphSdlFiles(join(__dirname, 'subgraphs', name)),
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        federation: true,
        contextType: `../common/context#${contextType}`,
        mappers,
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: { input: 'string', output: 'Date | string' }, ...scalars },
      },
    },
  };
}

const config: CodegenConfig = {
  overwrite: true,
  generates: {
    ...subgraph(
      'identity',
      'IdentityContext',
      {
        User: '../common/user-store#UserRow',
        Tenant: '../common/user-store#TenantRow',
        Wallet: '../wallets/wallet-store#WalletRow',
        Team: '../teams/team-store#TeamRow',
        TeamMember: '../teams/team-store#TeamMemberRow',
        EmailVerificationRequest: '../email-verification/verification-rules#VerificationRequest',
      },
      { Role: '../../../lib/auth/tokens#Role' },
    ),
    ...subgraph('marketplace', 'MarketplaceContext', {
      Listing: '../listings/listing-store#ListingRow',
      // deals (quotes, orders)
      Quote: '../deals/quote-store#QuoteRow',
      QuoteOffer: '../deals/quote-store#QuoteOfferRow',
      Order: '../deals/order-store#OrderRow',
      // bookings
      Booking: '../bookings/booking-store#BookingRow',
      BookingGroup: '../bookings/booking-store#BookingGroupRow',
      // catalog (exhibitor slots and their bookings, service tiers, sponsorship packages)
      ExhibitorSlot: '../catalog/exhibitor-slot-store#ExhibitorSlotRow',
      SlotBooking: '../catalog/slot-booking-store#SlotBookingRow',
      ServiceTier: '../catalog/service-tier-store#ServiceTierRow',
      SponsorshipPackage: '../catalog/sponsorship-package-store#SponsorshipPackageRow',
      // rfps
      Rfp: '../rfps/rfp-store#RfpRow',
      RfpMatch: '../rfps/ranking-store#RfpMatchRow',
      RfpAnswer: '../rfps/answer-store#RfpAnswerRow',
      // ai-assets, media, seller-preferences, health
      AiAsset: '../ai-assets/ai-asset-store#AiAssetRow',
      MarketplaceMedia: '../media/media-store#MarketplaceMediaRow',
      SellerPreferences: '../seller-preferences/preferences-store#SellerPreferencesRow',
      MarketplaceHealth: '../health/health-rules#MarketplaceHealthResult',
      // disputes, collaborations, analytics
      Dispute: '../disputes/dispute-store#DisputeRow',
      DisputeEvidence: '../disputes/dispute-store#EvidenceRow',
      Collaboration: '../collaborations/collaboration-store#CollaborationRow',
      ListingAnalytics: '../analytics/analytics-rules#ListingAnalyticsResult',
      SellerAnalytics: '../analytics/analytics-rules#SellerAnalyticsResult',
      LaneAnalytics: '../analytics/analytics-rules#LaneAnalyticsResult',
      LaneSeller: '../analytics/analytics-rules#RankedLaneSeller',
      TopListing: '../analytics/top-listings-store#TopListingRow',
    }),
    ...subgraph('media', 'MediaContext', {
      Job: '../jobs/job-store#JobRow',
      JobOutput: '../jobs/job-store#StoredOutput',
      Template: '../templates/template-store#TemplateRow',
    }),
    ...subgraph('integrations', 'IntegrationsContext', {
      WebhookEndpoint: '../webhooks/endpoint-store#EndpointView',
      WebhookDelivery: '../deliveries/delivery-store#DeliveryRow',
    }),
    ...subgraph('ads', 'AdsContext', {
      Campaign: '../campaigns/campaign-store#CampaignRow',
      CampaignReview: '../reviews/review-store#ReviewRow',
      CampaignBroadcast: '../broadcasts/broadcast-store#BroadcastRow',
      SpherePlacement: '../serving/serving-store#SpherePlacementRow',
      PromotedSearchImpression: '../serving/serving-store#PromotedSearchRow',
    }),
    ...subgraph('ai', 'AiContext', {
      Inference: '../inferences/inference-store#InferenceRow',
      AiModel: '../../../lib/ai/model-registry#ModelConfig',
    }),
    ...subgraph('reports', 'ReportsContext', {
      ReportTemplate: '../templates/template-store#TemplateRow',
      ReportExport: '../exports/export-store#ExportRow',
      ReportExportDownload: '../exports/export-rules#ExportDownload',
      ReportSchedule: '../schedules/schedule-store#ScheduleRow',
      ReportUsage: '../admin/admin-store#UsageRow',
      ReportWebhookSource: '../webhooks/source-store#SourceView',
      ReportWebhookEvent: '../webhooks/source-store#EventRow',
    }),
    ...subgraph(
      'ml',
      'MlContext',
      {
        MlModel: '../models/model-store#ModelRow',
        MlModelVersion: '../models/model-store#VersionRow',
        MlDataset: '../datasets/dataset-store#DatasetRow',
        MlTrainingJob: '../training/training-store#TrainingJobRow',
        MlEndpoint: '../endpoints/endpoint-store#EndpointRow',
        MlPredictions: '../endpoints/invocation-rules#Predictions',
        MlDriftMonitor: '../drift/drift-store#MonitorRow',
        MlDriftReport: '../drift/drift-store#ReportRow',
        MlApproval: '../governance/approval-store#ApprovalRow',
        MlExperiment: '../experiments/experiment-store#ExperimentRow',
        MlFeatureGroup: '../features/feature-store#FeatureGroupRow',
        MlFeatureRecord: '../features/feature-store#FeatureRecordRow',
      },
      { JSON: 'unknown' },
    ),
    ...subgraph('notifications', 'NotificationsContext', {
      Notification: '../inbox/inbox-store#NotificationRow',
      NotificationPreference: '../preferences/preference-rules#Preference',
    }),
    ...subgraph('events', 'EventsContext', {
      Event: '../events/event-store#EventRow',
      TicketType: '../ticket-types/ticket-type-store#TicketTypeRow',
      TicketOrder: '../orders/order-store#OrderView',
      Ticket: '../tickets/ticket-store#TicketRow',
      User: '../common/entity-refs#UserRef',
      Listing: '../common/entity-refs#ListingRef',
    }),
  },
};

export default config;
