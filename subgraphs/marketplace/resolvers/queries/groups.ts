import { requireCaller } from '../../../../lib/context';
import { getAiAsset, listAiAssets } from '../../ai-assets/ai-asset-rules';
import { getExhibitorSlot, listExhibitorSlots } from '../../catalog/exhibitor-slots';
import { marketplaceHealth } from '../../health/health-rules';
import { getMedia, listListingMedia, listMyMedia } from '../../media/media-rules';
import { listRfpAnswers } from '../../rfps/answer-rules';
import { rfpMatches } from '../../rfps/matching-rules';
import { getRfp, listRfps, listRfpsForMe } from '../../rfps/rfp-rules';
import { getSellerPreferences } from '../../seller-preferences/preferences-rules';
import { getServiceTier, listServiceTiers } from '../../catalog/service-tiers';
import { getSlotBooking, listMySlotBookings, listSlotBookings } from '../../catalog/slot-booking-rules';
import { getSponsorshipPackage, listSponsorshipPackages } from '../../catalog/sponsorship-packages';
import type { QueryResolvers } from '../../generated/graphql';

/** Queries of AI assets, RFP, exhibitor slots, preferences, service tiers, sponsorship, media. */
export const groupQueries: QueryResolvers = {
  aiAsset: (_parent, { id }, context) => getAiAsset(context, requireCaller(context), id),
  aiAssets: (_parent, args, context) => listAiAssets(context, requireCaller(context), args),

  rfp: (_parent, { id }, context) => getRfp(context, requireCaller(context), id),
  rfps: (_parent, args, context) => listRfps(context, requireCaller(context), args),
  rfpsForMe: (_parent, args, context) => listRfpsForMe(context, requireCaller(context), args),
  rfpMatches: (_parent, { id, ...args }, context) => rfpMatches(context, requireCaller(context), id, args),
  rfpAnswers: (_parent, { rfpId, ...args }, context) => listRfpAnswers(context, requireCaller(context), rfpId, args),

  exhibitorSlot: (_parent, { id }, context) => getExhibitorSlot(context, requireCaller(context), id),
  exhibitorSlots: (_parent, { listingId, ...args }, context) => listExhibitorSlots(context, requireCaller(context), listingId, args),
  slotBooking: (_parent, { id }, context) => getSlotBooking(context, requireCaller(context), id),
  slotBookings: (_parent, { slotId, ...args }, context) => listSlotBookings(context, requireCaller(context), slotId, args),
  mySlotBookings: (_parent, args, context) => listMySlotBookings(context, requireCaller(context), args),

  sellerPreferences: (_parent, _args, context) => getSellerPreferences(context, requireCaller(context)),
  serviceTier: (_parent, { id }, context) => getServiceTier(context, requireCaller(context), id),
  serviceTiers: (_parent, { listingId, ...args }, context) => listServiceTiers(context, requireCaller(context), listingId, args),
  sponsorshipPackage: (_parent, { id }, context) => getSponsorshipPackage(context, requireCaller(context), id),
  sponsorshipPackages: (_parent, { listingId, ...args }, context) => listSponsorshipPackages(context, requireCaller(context), listingId, args),

  marketplaceMedia: (_parent, { id }, context) => getMedia(context, requireCaller(context), id),
  myMarketplaceMedia: (_parent, args, context) => listMyMedia(context, requireCaller(context), args),
  listingMedia: (_parent, { listingId, ...args }, context) => listListingMedia(context, requireCaller(context), listingId, args),
  // Public: probes run without a token.
  marketplaceHealth: (_parent, { probe }, context) => marketplaceHealth(context.prisma, probe),
};
