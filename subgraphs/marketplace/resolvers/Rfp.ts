import { readRfpStatus } from '../rfps/rfp-machine';
import type { RfpResolvers } from '../generated/graphql';
import { userRef } from './group-fields';

export const Rfp: RfpResolvers = {
  buyer: (rfp) => userRef(rfp.buyerId),
  // `expired` is computed at read time, never stored.
  status: (rfp) => readRfpStatus(rfp, new Date()),
};
