import { AppError } from '../../../lib/errors';
import type { InputCheck } from '../../../lib/validation';

/** Most credits one reservation, top-up or transfer may move. */
export const MAX_CREDITS_PER_MOVE = 1_000_000;
/** Most credits a wallet may hold (balance plus unsettled reservations); the column is a 32-bit integer. */
export const MAX_WALLET_HOLDING = 1_000_000_000;
export const MAX_REFERENCE = 200;

/** The amount and reference every move of credits carries. */
export function checkCredits(check: InputCheck, amount: number, reference: string): InputCheck {
  return check
    .number('amount', amount, { required: true, integer: true, min: 1, max: MAX_CREDITS_PER_MOVE })
    .text('reference', reference, { required: true, max: MAX_REFERENCE });
}

/** 402: a reservation or a transfer the wallet's balance cannot cover (docs/wallets.md). */
export function insufficientCredits(balance: number, amount: number): AppError {
  return new AppError(
    'ERR_INSUFFICIENT_CREDITS',
    `Insufficient credits: the wallet has ${balance} and this needs ${amount}`,
    402,
  );
}
