import type { Resolvers } from '../../generated/graphql';
import { Order } from '../Order';
import { Quote } from '../Quote';
import { QuoteOffer } from '../QuoteOffer';

/** Type resolvers of quotes and orders (each type in its own file beside this folder). */
export const dealTypes: Resolvers = { Quote, QuoteOffer, Order };
