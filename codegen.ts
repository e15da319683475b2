import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Resolver types for one subgraph, generated from the schema that sits beside its code.
 * `contextFile` is where `contextType` is declared, relative to the subgraph's folder.
 */
function subgraph(name: string, contextType: string, mappers: Record<string, string>, contextFile = 'context') {
  return {
    [`subgraphs/${name}/generated/graphql.ts`]: {
      // Every feature folder's part, as lib/subgraph/sdl.ts joins them for the server.
      schema: [`subgraphs/${name}/**/*.graphql`, `!subgraphs/${name}/generated/**`, `!subgraphs/${name}/test/**`],
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        federation: true,
        contextType: `../${contextFile}#${contextType}`,
        mappers,
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: { input: 'string', output: 'Date | string' } },
      },
    },
  };
}

const config: CodegenConfig = {
  overwrite: true,
  generates: {
    ...subgraph('identity', 'IdentityContext', {
      User: '../data/users#UserRow',
      Tenant: '../data/users#TenantRow',
      Wallet: '../data/wallets#WalletRow',
    }),
    // Each feature adds its own mappers below its line.
    ...subgraph(
      'marketplace',
      'MarketplaceContext',
      {
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
      },
      'shared/context',
    ),
    ...subgraph('media', 'MediaContext', {
      Job: '../data/jobs#JobRow',
      JobOutput: '../data/jobs#StoredOutput',
      Template: '../data/templates#TemplateRow',
    }),
    ...subgraph('integrations', 'IntegrationsContext', {
      WebhookEndpoint: '../data/endpoints#EndpointView',
      WebhookDelivery: '../data/deliveries#DeliveryRow',
    }),
    ...subgraph('ads', 'AdsContext', {
      Campaign: '../data/campaigns#CampaignRow',
      CampaignReview: '../data/reviews#ReviewRow',
      CampaignBroadcast: '../data/broadcasts#BroadcastRow',
      SpherePlacement: '../data/serving#SpherePlacementRow',
      PromotedSearchImpression: '../data/serving#PromotedSearchRow',
    }),
  },
};

export default config;
