import type { Actor } from '../../../lib/context';
import { AppError, InvalidStateError } from '../../../lib/errors';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import { InputCheck, assertUuid } from '../../../lib/validation';
import { checkCreateQuote } from '../deals/quote-input';
import { quoteOn } from '../deals/quote-rules';
import { ownedListing } from '../listings/access';
import type { ListingRow } from '../listings/listing-store';
import type { MarketplaceDeps } from '../common/deps';
import { checkMoney } from '../common/input-rules';
import { assertCanAnswerAsSeller, assertCanAnswerMatching, viewRfp } from './access';
import { insertAnswerWithQuoteWhileOpen, listAnswers, type RfpAnswerRow } from './answer-store';
import { assertRunning } from './rfp-machine';
import type { RfpRow } from './rfp-store';

export interface AnswerRfpInput {
  listingId: string;
  amount: number;
  message?: string | null;
}

const MAX_MESSAGE = 2000;

function checkAnswer(input: AnswerRfpInput): InputCheck {
  const check = new InputCheck();
  checkMoney(check, 'amount', input.amount, { positive: true });
  check.text('message', input.message, { max: MAX_MESSAGE });
  assertUuid(input.listingId, 'listingId');
  return check;
}

/** The answering listing: the seller's own, active, in the RFP's lane and currency. */
async function answeringListing(
  deps: MarketplaceDeps,
  actor: Actor,
  rfp: RfpRow,
  input: AnswerRfpInput,
  check: InputCheck,
): Promise<ListingRow> {
  const listing = await ownedListing(deps.loaders, actor, input.listingId);
  check.when(
    listing.category !== rfp.category,
    'listingId',
    `must be a listing in the RFP's lane (${rfp.category})`,
  );
  check.when(
    listing.currency !== rfp.currency,
    'listingId',
    `must be priced in the RFP's currency (${rfp.currency})`,
  );
  check.done();
  if (listing.status !== 'active')
    throw new InvalidStateError('listing', listing.status, 'answer an RFP with');
  return listing;
}

/**
 * A matching seller answers an open RFP, once, with a quote made from the answer: the RFP's
 * buyer is the quote's responder (in the quotes domain the responder is who quotes on a listing)
 * and this seller its seller. The quote is pending: the buyer may negotiate or withdraw it, the
 * seller accepts it, and the buyer then orders from it like from any accepted quote. Answer and
 * quote are written in one transaction.
 */
export async function answerRfp(
  deps: MarketplaceDeps,
  actor: Actor,
  rfpId: string,
  input: AnswerRfpInput,
): Promise<RfpAnswerRow> {
  const check = checkAnswer(input);
  const view = await viewRfp(deps, actor, rfpId, 'rfpId');
  assertCanAnswerAsSeller(view);
  const now = deps.clock.now();
  assertRunning(view.rfp, now, 'answer');
  assertCanAnswerMatching(view);
  const listing = await answeringListing(deps, actor, view.rfp, input, check);
  const message = input.message?.trim() ?? '';
  const quote = quoteOn(
    listing,
    view.rfp.buyerId,
    checkCreateQuote({ listingId: listing.id, amount: input.amount, message }, now),
  );
  const answer = await insertAnswerWithQuoteWhileOpen(
    deps.prisma,
    {
      tenantId: actor.tenantId,
      rfpId: view.rfp.id,
      sellerId: actor.id,
      listingId: listing.id,
      amount: input.amount,
      message,
    },
    quote,
    now,
  );
  if (!answer)
    throw new AppError(
      'INVALID_STATE',
      'Cannot answer a request for proposal that is no longer open',
      400,
    );
  return answer;
}

/** The buyer sees every answer; a seller (who can see the RFP) only their own. */
export async function listRfpAnswers(
  deps: MarketplaceDeps,
  actor: Actor,
  rfpId: string,
  args: PageRequest,
): Promise<Connection<RfpAnswerRow>> {
  const page = creationPage(args, 'ASC');
  const view = await viewRfp(deps, actor, rfpId, 'rfpId');
  const sellerId = view.role === 'seller' ? actor.id : undefined;
  const rows = await listAnswers(deps.prisma, actor.tenantId, view.rfp.id, sellerId, page);
  return creationConnection(rows, page);
}
