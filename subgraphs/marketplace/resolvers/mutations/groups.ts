import { requireCaller } from '../../../../lib/context';
import { createAiAsset, deleteAiAsset, updateAiAsset } from '../../ai-assets/ai-asset-rules';
import { createExhibitorSlot, deleteExhibitorSlot, updateExhibitorSlot } from '../../catalog/exhibitor-slots';
import { removeMedia, uploadMedia } from '../../media/media-rules';
import { answerRfp } from '../../rfps/answer-rules';
import { createRfp, moveRfp, updateRfp } from '../../rfps/rfp-rules';
import { setSellerPreferences } from '../../seller-preferences/preferences-rules';
import { createServiceTier, deleteServiceTier, updateServiceTier } from '../../catalog/service-tiers';
import { bookExhibitorSlot, cancelSlotBooking } from '../../catalog/slot-booking-rules';
import { createSponsorshipPackage, deleteSponsorshipPackage, updateSponsorshipPackage } from '../../catalog/sponsorship-packages';
import type { MutationResolvers } from '../../generated/graphql';

/** Mutations of AI assets, RFP, exhibitor slots, preferences, service tiers, sponsorship, media. */
export const groupMutations: MutationResolvers = {
  createAiAsset: (_parent, { input }, context) => createAiAsset(context, requireCaller(context), input),
  updateAiAsset: (_parent, { id, input }, context) => updateAiAsset(context, requireCaller(context), id, input),
  deleteAiAsset: (_parent, { id }, context) => deleteAiAsset(context, requireCaller(context), id),

  createRfp: (_parent, { input }, context) => createRfp(context, requireCaller(context), input),
  updateRfp: (_parent, { id, input }, context) => updateRfp(context, requireCaller(context), id, input),
  closeRfp: (_parent, { id }, context) => moveRfp(context, requireCaller(context), id, 'close'),
  cancelRfp: (_parent, { id }, context) => moveRfp(context, requireCaller(context), id, 'cancel'),
  answerRfp: (_parent, { rfpId, input }, context) => answerRfp(context, requireCaller(context), rfpId, input),

  createExhibitorSlot: (_parent, { input }, context) => createExhibitorSlot(context, requireCaller(context), input),
  updateExhibitorSlot: (_parent, { id, input }, context) => updateExhibitorSlot(context, requireCaller(context), id, input),
  deleteExhibitorSlot: (_parent, { id }, context) => deleteExhibitorSlot(context, requireCaller(context), id),
  bookExhibitorSlot: (_parent, { slotId, input }, context) => bookExhibitorSlot(context, requireCaller(context), slotId, input?.quantity),
  cancelSlotBooking: (_parent, { id }, context) => cancelSlotBooking(context, requireCaller(context), id),

  setSellerPreferences: (_parent, { input }, context) => setSellerPreferences(context, requireCaller(context), input),
  createServiceTier: (_parent, { input }, context) => createServiceTier(context, requireCaller(context), input),
  updateServiceTier: (_parent, { id, input }, context) => updateServiceTier(context, requireCaller(context), id, input),
  deleteServiceTier: (_parent, { id }, context) => deleteServiceTier(context, requireCaller(context), id),
  createSponsorshipPackage: (_parent, { input }, context) => createSponsorshipPackage(context, requireCaller(context), input),
  updateSponsorshipPackage: (_parent, { id, input }, context) => updateSponsorshipPackage(context, requireCaller(context), id, input),
  deleteSponsorshipPackage: (_parent, { id }, context) => deleteSponsorshipPackage(context, requireCaller(context), id),

  uploadMarketplaceMedia: (_parent, { input }, context) => uploadMedia(context, requireCaller(context), input),
  deleteMarketplaceMedia: (_parent, { id }, context) => removeMedia(context, requireCaller(context), id),
};
