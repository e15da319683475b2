import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Resolver types for one subgraph, generated from the schema that sits beside its code.
 * `contextType` is `<path>#<Type>` relative to generated/ (`../shared/context#MediaContext`), or a
 * bare type name in the subgraph's `context.ts`.
 */
function subgraph(name: string, contextType: string, mappers: Record<string, string>) {
  return {
    [`subgraphs/${name}/generated/graphql.ts`]: {
      // Every feature folder's part, as lib/subgraph/sdl.ts joins them for the server.
      schema: [`subgraphs/${name}/**/*.graphql`, `!subgraphs/${name}/generated/**`, `!subgraphs/${name}/test/**`],
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        federation: true,
        contextType: contextType.includes('#') ? contextType : `../context#${contextType}`,
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
    ...subgraph('media', '../shared/context#MediaContext', {
      Job: '../jobs/job-store#JobRow',
      JobOutput: '../jobs/job-store#StoredOutput',
      Template: '../templates/template-store#TemplateRow',
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
