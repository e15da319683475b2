import { envInt } from '../../../lib/config';
import type { CreditHoldSettings } from '../common/deps';

/** The longest hold a reservation may ask for: what a crash can keep locked at most. */
export const MAX_HOLD_SECONDS = 3600;

/** Settings from the environment; explicit options win. Invalid values stop the start. */
export function creditHoldSettings(options: Partial<CreditHoldSettings> = {}): CreditHoldSettings {
  const settings = {
    confirmSeconds: options.confirmSeconds ?? envInt('CREDIT_HOLD_CONFIRM_SECONDS', 60),
    sweepIntervalMs: options.sweepIntervalMs ?? envInt('CREDIT_HOLD_SWEEP_MS', 5000),
  };
  if (settings.confirmSeconds < 1 || settings.confirmSeconds > MAX_HOLD_SECONDS)
    throw new Error(`CREDIT_HOLD_CONFIRM_SECONDS must be 1 to ${MAX_HOLD_SECONDS}`);
  if (settings.sweepIntervalMs < 10) throw new Error('CREDIT_HOLD_SWEEP_MS must be at least 10');
  return settings;
}

/** The deadline of a hold made `now`: the reservation's own `holdSeconds`, or the default. */
export function holdDeadline(
  settings: CreditHoldSettings,
  now: Date,
  holdSeconds?: number | null,
): Date {
  return new Date(now.getTime() + (holdSeconds ?? settings.confirmSeconds) * 1000);
}
