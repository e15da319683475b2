import type { Actor } from '../../../lib/context';
import { ConflictError } from '../../../lib/errors';
import { retryWhileStale } from '../../../lib/optimistic';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import { nextState } from '../../../lib/state-machine';
import type { MarketplaceLane } from '../listings/listing-store';
import { seesWholeTenant } from '../common/access';
import type { MarketplaceDeps } from '../common/deps';
import { buyersRfp, viewRfp } from './access';
import { rfpsForSeller } from './matching-store';
import {
  checkCreateRfp,
  checkUpdateRfp,
  type CreateRfpInput,
  type UpdateRfpInput,
} from './rfp-input';
import {
  assertRunning,
  readRfpStatus,
  RFP_MOVE_STAMPS,
  rfpMachine,
  type RfpMove,
} from './rfp-machine';
import {
  insertRfp,
  searchRfps,
  updateRfpIfUnchanged,
  type RfpChanges,
  type RfpRow,
  type RfpStatusFilter,
} from './rfp-store';

export interface RfpListArgs extends PageRequest {
  status?: RfpStatusFilter | null;
  category?: MarketplaceLane | null;
}

/** Reads the buyer's RFP, lets `decide` compute the change, writes only if it is still as seen. */
async function changeRfp(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  decide: (rfp: RfpRow, now: Date) => RfpChanges,
): Promise<RfpRow> {
  // A write loses a race only when another write landed between its read and its update; a few
  // fresh attempts settle it (the loser then sees the new state and answers accordingly).
  return retryWhileStale(
    async (attempt) => {
      if (attempt > 0) deps.loaders.rfpById.clear(id);
      const rfp = await buyersRfp(deps, actor, id);
      const changes = decide(rfp, deps.clock.now());
      // An empty PATCH changes nothing, so it must not move updatedAt either.
      if (Object.keys(changes).length === 0) return rfp;
      const updated = await updateRfpIfUnchanged(deps.prisma, rfp, changes);
      if (!updated) return undefined;
      deps.loaders.rfpById.clear(id).prime(id, updated);
      return updated;
    },
    () => new ConflictError('The RFP is being changed by another request; please retry'),
  );
}

/** Any signed-in user may ask for proposals; the RFP starts open. */
export async function createRfp(
  deps: MarketplaceDeps,
  actor: Actor,
  input: CreateRfpInput,
): Promise<RfpRow> {
  const rfp = await insertRfp(deps.prisma, {
    ...checkCreateRfp(input, deps.clock.now()),
    tenantId: actor.tenantId,
    buyerId: actor.id,
  });
  deps.loaders.rfpById.prime(rfp.id, rfp);
  return rfp;
}

export async function getRfp(deps: MarketplaceDeps, actor: Actor, id: string): Promise<RfpRow> {
  return (await viewRfp(deps, actor, id)).rfp;
}

/** The caller's own RFPs (admins: the tenant's), newest first; `expired` filters open ones past their deadline. */
export async function listRfps(
  deps: MarketplaceDeps,
  actor: Actor,
  args: RfpListArgs,
): Promise<Connection<RfpRow>> {
  const page = creationPage(args, 'DESC');
  const rows = await searchRfps(
    deps.prisma,
    {
      tenantId: actor.tenantId,
      buyerId: seesWholeTenant(actor) ? null : actor.id,
      status: args.status ?? undefined,
      category: args.category ?? undefined,
      now: deps.clock.now(),
    },
    page,
  );
  for (const row of rows) deps.loaders.rfpById.prime(row.id, row);
  return creationConnection(rows, page);
}

/** The seller's inbox: open RFPs of others that the seller matches, newest first. */
export async function listRfpsForMe(
  deps: MarketplaceDeps,
  actor: Actor,
  args: Omit<RfpListArgs, 'status'>,
): Promise<Connection<RfpRow>> {
  const page = creationPage(args, 'DESC');
  const rows = await rfpsForSeller(
    deps.prisma,
    actor.tenantId,
    actor.id,
    args.category ?? undefined,
    deps.clock.now(),
    page,
  );
  for (const row of rows) deps.loaders.rfpById.prime(row.id, row);
  return creationConnection(rows, page);
}

export function updateRfp(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  input: UpdateRfpInput,
): Promise<RfpRow> {
  return changeRfp(deps, actor, id, (rfp, now) => {
    assertRunning(rfp, now, 'update');
    return checkUpdateRfp(input, rfp, now);
  });
}

export function moveRfp(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  move: RfpMove,
): Promise<RfpRow> {
  return changeRfp(deps, actor, id, (rfp, now) => {
    const status = nextState(rfpMachine, readRfpStatus(rfp, now), move);
    return { status: status === 'closed' ? 'closed' : 'cancelled', [RFP_MOVE_STAMPS[move]]: now };
  });
}
