import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Resolver types for one subgraph, generated from the schema that sits beside its code.
 * `contextFile` is where `contextType` is declared, relative to `generated/` (CONTRIBUTING.md:
 * `shared/context.ts`; subgraphs not yet in that shape keep `context.ts` at their root).
 */
function subgraph(name: string, contextType: string, mappers: Record<string, string>, contextFile = '../context') {
  return {
    [`subgraphs/${name}/generated/graphql.ts`]: {
      // Every feature folder's part, as lib/subgraph/sdl.ts joins them for the server.
      schema: [`subgraphs/${name}/**/*.graphql`, `!subgraphs/${name}/generated/**`, `!subgraphs/${name}/test/**`],
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        federation: true,
        contextType: `${contextFile}#${contextType}`,
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
    ...subgraph(
      'identity',
      'IdentityContext',
      {
        User: '../shared/user-store#UserRow',
        Tenant: '../shared/user-store#TenantRow',
        Wallet: '../wallets/wallet-store#WalletRow',
      },
      '../shared/context',
    ),
    // Each feature adds its own mappers below its line.
    ...subgraph('marketplace', 'MarketplaceContext', {
      Listing: '../data/listings#ListingRow',
      // deals (quotes, orders)
      Quote: '../data/quotes#QuoteRow',
      QuoteOffer: '../data/quotes#QuoteOfferRow',
      Order: '../data/orders#OrderRow',
      // bookings
      Booking: '../data/bookings#BookingRow',
      BookingGroup: '../data/bookings#BookingGroupRow',
      // groups (AI assets, RFP, slots, preferences, tiers, sponsorship, media)
      AiAsset: '../data/ai-assets#AiAssetRow',
      Rfp: '../data/rfps#RfpRow',
      RfpMatch: '../data/rfp-ranking#RfpMatchRow',
      RfpAnswer: '../data/rfp-answers#RfpAnswerRow',
      ExhibitorSlot: '../data/exhibitor-slots#ExhibitorSlotRow',
      SlotBooking: '../data/slot-bookings#SlotBookingRow',
      SellerPreferences: '../data/seller-preferences#SellerPreferencesRow',
      ServiceTier: '../data/service-tiers#ServiceTierRow',
      SponsorshipPackage: '../data/sponsorship-packages#SponsorshipPackageRow',
      MarketplaceMedia: '../data/media#MarketplaceMediaRow',
      MarketplaceHealth: '../domain/health#MarketplaceHealthResult',
      // disputes, collaborations, analytics
      Collaboration: '../data/collaborations#CollaborationRow',
      Dispute: '../data/disputes#DisputeRow',
      DisputeEvidence: '../data/disputes#EvidenceRow',
      ListingAnalytics: '../domain/analytics#ListingAnalyticsResult',
      SellerAnalytics: '../domain/analytics#SellerAnalyticsResult',
      LaneAnalytics: '../domain/analytics#LaneAnalyticsResult',
      LaneSeller: '../domain/analytics#RankedLaneSeller',
      TopListing: '../data/top-listings#TopListingRow',
    }),
    ...subgraph(
      'media',
      'MediaContext',
      {
        Job: '../jobs/job-store#JobRow',
        JobOutput: '../jobs/job-store#StoredOutput',
        Template: '../templates/template-store#TemplateRow',
      },
      '../shared/context',
    ),
    ...subgraph(
      'integrations',
      'IntegrationsContext',
      {
        WebhookEndpoint: '../webhooks/endpoint-store#EndpointView',
        WebhookDelivery: '../deliveries/delivery-store#DeliveryRow',
      },
      '../shared/context',
    ),
    ...subgraph(
      'ads',
      'AdsContext',
      {
        Campaign: '../campaigns/campaign-store#CampaignRow',
        CampaignReview: '../reviews/review-store#ReviewRow',
        CampaignBroadcast: '../broadcasts/broadcast-store#BroadcastRow',
        SpherePlacement: '../serving/serving-store#SpherePlacementRow',
        PromotedSearchImpression: '../serving/serving-store#PromotedSearchRow',
      },
      '../shared/context',
    ),
  },
};

export default config;
