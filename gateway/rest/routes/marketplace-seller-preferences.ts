import { routeBuilder, type RestRoute } from '../route';

const PREFERENCES = `sellerId lanes regions minBudget acceptingRfps updatedAt
  notifications { newRfps quoteUpdates orderUpdates slotBookings weeklyDigest }`;

const { query, mutation } = routeBuilder('marketplace', '/marketplace/v1');

/** REST paths of `subgraphs/marketplace/seller-preferences/`: docs/api/marketplace.md, Paths. */
export const marketplaceSellerPreferencesRoutes: RestRoute[] = [
  query(
    '/seller-preferences/me',
    "The caller's seller preferences",
    'sellerPreferences',
    PREFERENCES,
    '',
    { errors: [401] },
  ),
  mutation(
    '/seller-preferences/me',
    "Create or replace the caller's seller preferences",
    'setSellerPreferences',
    PREFERENCES,
    '$input: SellerPreferencesInput!',
    { method: 'PUT', errors: [400, 401] },
  ),
];
