import { defineStateMachine } from '../../../lib/state-machine';
import type { CreditReservationStatus } from './reservation-store';
import type { CreditOutcome } from './settlement';

/**
 * A reservation is settled exactly once: each outcome moves it from `reserved` only. Every later
 * settle finds it settled and returns it unchanged.
 */
export const reservationMachine = defineStateMachine<CreditReservationStatus, CreditOutcome>({
  resource: 'credit reservation',
  moves: {
    charge: { from: ['reserved'], to: 'charged' },
    release: { from: ['reserved'], to: 'released' },
    refund: { from: ['reserved'], to: 'refunded' },
  },
});
