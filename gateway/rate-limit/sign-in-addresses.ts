import { createHmac } from 'node:crypto';
import { derivedKey } from '../../lib/auth/derived-keys';
import { systemClock, type Clock } from '../../lib/clock';
import type { Sql } from '../../lib/db/pool';
import { serviceLogger } from '../../lib/observability/logger';
import { forgetSignInsBefore, recordSignIn, signedInSince } from '../data/sign-in-address-store';

const log = serviceLogger('rate-limit');

/** How long a successful sign-in keeps its address known to the account (docs/errors.md, "Rate limits"). */
const KNOWN_FOR_MS = 30 * 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * The HMAC key, derived from SUBGRAPH_SECRET (lib/auth/derived-keys.ts), which every gateway
 * instance shares. Keyed, not a plain hash: an account's e-mail and the 2^32 IPv4 addresses are
 * few enough that a plain SHA-256 of the pair in a dump would give the address back.
 */
const key = () => derivedKey('lanes.sign-in-addresses', 'pairs, v1');

/** What names an (account, address) pair, in the table and in the failure counts: neither in clear. */
export function pairDigest(email: string, address: string): string {
  return createHmac('sha256', key()).update(`${email}\n${address}`).digest('base64url');
}

/**
 * The addresses each account signed in from in the last 30 days, in PostgreSQL whatever
 * RATE_LIMIT_STORE says: the record must outlive a gateway process and be shared by every one
 * (../data/sign-in-address-store.ts reasons about their concurrent writes).
 */
export class SignInAddresses {
  private lastSweep = 0;

  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Whether the pair signed in within the last 30 days. */
  known(pair: string, now = this.clock.now().getTime()): Promise<boolean> {
    return signedInSince(this.sql, pair, new Date(now - KNOWN_FOR_MS));
  }

  /** Records a successful sign-in; now and then drops the pairs not seen for 30 days, off the request path. */
  async remember(pair: string, now = this.clock.now().getTime()): Promise<void> {
    await recordSignIn(this.sql, pair, new Date(now));
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    forgetSignInsBefore(this.sql, new Date(now - KNOWN_FOR_MS)).catch((error) =>
      log.error({ err: error }, 'sweeping old sign-in addresses failed'),
    );
  }
}
