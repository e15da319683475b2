import type { CodegenConfig } from '@graphql-codegen/cli';

/** Resolver types for one subgraph, generated from the schema that sits beside its code. */
function subgraph(name: string, contextType: string, mappers: Record<string, string>) {
  return {
    [`subgraphs/${name}/generated/graphql.ts`]: {
      schema: [`subgraphs/${name}/schema.graphql`, `subgraphs/${name}/schema/*.graphql`],
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        federation: true,
        contextType: `../context#${contextType}`,
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
    }),
    // Each feature adds its own mappers below its line.
    ...subgraph('marketplace', 'MarketplaceContext', {
      Listing: '../data/listings#ListingRow',
      // deals (quotes, orders)
      // bookings
      // groups (AI assets, RFP, slots, preferences, tiers, sponsorship, media)
      // disputes, collaborations, analytics
    }),
  },
};

export default config;
