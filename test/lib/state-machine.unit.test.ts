import { campaignMachine } from '../../subgraphs/ads/campaigns/campaign-machine';
import { reservationMachine } from '../../subgraphs/identity/credits/reservation-machine';
import { orderMachine } from '../../subgraphs/marketplace/deals/order-machine';
import { jobMachine } from '../../subgraphs/media/jobs/job-machine';
import { EXPORT_MACHINE } from '../../subgraphs/reports/exports/export-machine';
import { defineStateMachine, nextState, type StateMachine } from '../../lib/state-machine';

/*
 * The state machines as data (lib/state-machine.ts): a move from a state it lists ends where the
 * table says; any other is 400 INVALID_STATE naming the resource, the state and the move. The
 * tables below are the documented ones (docs/api/<service>.md, "State machines"), written out
 * here a second time on purpose: a changed table must change a documented rule knowingly.
 */

/** Every (state, move) pair a machine allows, as `state -move-> state`. */
function legalMoves<S extends string, M extends string>(machine: StateMachine<S, M>): string[] {
  return (Object.entries(machine.moves) as [M, { from: readonly S[]; to: S }][])
    .flatMap(([move, { from, to }]) => from.map((state) => `${state} -${move}-> ${to}`))
    .sort();
}

/** The answer of a move that must be refused. */
function refusal<S extends string, M extends string>(
  machine: StateMachine<S, M>,
  state: S,
  move: M,
): { code: string; httpStatus: number; message: string } {
  try {
    nextState(machine, state, move);
  } catch (error) {
    const { code, httpStatus, message } = error as {
      code: string;
      httpStatus: number;
      message: string;
    };
    return { code, httpStatus, message };
  }
  throw new Error(`${machine.resource}: ${move} from ${state} was allowed`);
}

describe('nextState', () => {
  const door = defineStateMachine<'open' | 'shut' | 'locked', 'shut' | 'lock' | 'open'>({
    resource: 'account',
    moves: {
      shut: { from: ['open'], to: 'shut' },
      lock: { from: ['shut'], to: 'locked' },
      open: { from: ['shut'], to: 'open' },
    },
  });

  it("answers the move's end from a state it lists, and refuses it from any other", () => {
    expect(nextState(door, 'open', 'shut')).toBe('shut');
    expect(nextState(door, 'shut', 'lock')).toBe('locked');
    expect(refusal(door, 'open', 'lock')).toEqual({
      code: 'INVALID_STATE',
      httpStatus: 400,
      message: 'Cannot lock an account that is open',
    });
    // A state no move starts from is an end: nothing leaves it.
    for (const move of ['shut', 'lock', 'open'] as const)
      expect(refusal(door, 'locked', move).code).toBe('INVALID_STATE');
  });
});

describe('the documented machines', () => {
  it('orders: confirm, start, deliver, complete; cancel before delivery; dispute, then refund or release', () => {
    expect(legalMoves(orderMachine)).toEqual([
      'confirmed -cancel-> cancelled',
      'confirmed -start-> in_progress',
      'delivered -complete-> completed',
      'delivered -dispute-> disputed',
      'disputed -refund-> refunded',
      'disputed -release-> completed',
      'in_progress -cancel-> cancelled',
      'in_progress -deliver-> delivered',
      'in_progress -dispute-> disputed',
      'pending -cancel-> cancelled',
      'pending -confirm-> confirmed',
    ]);
    expect(refusal(orderMachine, 'delivered', 'cancel').message).toBe(
      'Cannot cancel an order that is delivered',
    );
    expect(refusal(orderMachine, 'pending', 'complete').code).toBe('INVALID_STATE');
  });

  it('media jobs: queued to processing to an end; a failed job is retried to queued', () => {
    expect(legalMoves(jobMachine)).toEqual([
      'failed -retry-> queued',
      'processing -cancel-> cancelled',
      'processing -complete-> completed',
      'processing -fail-> failed',
      'queued -cancel-> cancelled',
      'queued -lapse-> failed',
      'queued -start-> processing',
    ]);
    expect(refusal(jobMachine, 'completed', 'retry').message).toBe(
      'Cannot retry a job that is completed',
    );
  });

  it('campaigns: reviewed before they run; archived only when not running', () => {
    expect(legalMoves(campaignMachine)).toEqual([
      'active -complete-> completed',
      'active -pause-> paused',
      'completed -archive-> archived',
      'draft -archive-> archived',
      'draft -submit for review-> pending_review',
      'paused -archive-> archived',
      'paused -complete-> completed',
      'paused -resume-> active',
      'pending_review -approve-> active',
      'pending_review -reject-> draft',
    ]);
    expect(refusal(campaignMachine, 'active', 'archive').message).toBe(
      'Cannot archive a campaign that is active',
    );
  });

  it('credit reservations settle once: charge, release or refund, each from reserved only', () => {
    expect(legalMoves(reservationMachine)).toEqual([
      'reserved -charge-> charged',
      'reserved -refund-> refunded',
      'reserved -release-> released',
    ]);
    for (const settled of ['charged', 'released', 'refunded'] as const)
      expect(refusal(reservationMachine, settled, 'charge').message).toBe(
        `Cannot charge a credit reservation that is ${settled}`,
      );
  });

  it('report exports: cancelled while queued or running, downloaded once completed', () => {
    expect(legalMoves(EXPORT_MACHINE)).toEqual([
      'completed -download-> completed',
      'queued -cancel-> cancelled',
      'running -cancel-> cancelled',
    ]);
    expect(refusal(EXPORT_MACHINE, 'expired', 'download').message).toBe(
      'Cannot download an export that is expired',
    );
  });
});
