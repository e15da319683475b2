import { InvalidStateError } from './errors';

/** A resource's moves as data: for each move, the states it may start from and where it ends. */
export type StateMachine<State extends string, Move extends string> = {
  readonly resource: string;
  readonly moves: Readonly<Record<Move, { readonly from: readonly State[]; readonly to: State }>>;
};

export function defineStateMachine<State extends string, Move extends string>(
  machine: StateMachine<State, Move>,
): StateMachine<State, Move> {
  return machine;
}

function canMove<State extends string, Move extends string>(
  machine: StateMachine<State, Move>,
  current: State,
  move: Move,
): boolean {
  return machine.moves[move].from.includes(current);
}

/** The state after `move`, or 400 INVALID_STATE naming the current state and the move. */
export function nextState<State extends string, Move extends string>(
  machine: StateMachine<State, Move>,
  current: State,
  move: Move,
): State {
  if (!canMove(machine, current, move))
    throw new InvalidStateError(machine.resource, current, move);
  return machine.moves[move].to;
}
