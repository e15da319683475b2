import type { Resolvers } from '../../generated/graphql';
import { AiAsset } from '../AiAsset';
import { ExhibitorSlot } from '../ExhibitorSlot';
import { MarketplaceMedia } from '../MarketplaceMedia';
import { Rfp } from '../Rfp';
import { RfpAnswer } from '../RfpAnswer';
import { RfpMatch } from '../RfpMatch';
import { ServiceTier } from '../ServiceTier';
import { SlotBooking } from '../SlotBooking';
import { SponsorshipPackage } from '../SponsorshipPackage';

/** Type resolvers of AI assets, RFP, exhibitor slots, preferences, service tiers, sponsorship, media (each type in its own file beside this folder). */
export const groupTypes: Resolvers = { AiAsset, Rfp, RfpMatch, RfpAnswer, ExhibitorSlot, SlotBooking, ServiceTier, SponsorshipPackage, MarketplaceMedia };
