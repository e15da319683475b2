import gql from 'graphql-tag';
import { systemClock } from '../../lib/clock';
import { DateTimeScalar, RoleScalar } from '../../lib/graphql/scalars';
import { mergeResolvers } from '../../lib/subgraph/resolvers';
import { loadSubgraphSdl } from '../../lib/subgraph/sdl';
import {
  startSubgraphServer,
  type RunningService,
  type SubgraphStartOptions,
} from '../../lib/subgraph/server';
import { accountResolvers } from './accounts/resolvers';
import { creditHoldSettings } from './credits/hold-settings';
import { passwordHashN } from '../../lib/auth/password';
import { HoldSweeper } from './credits/hold-sweeper';
import { creditResolvers } from './credits/resolvers';
import { emailVerificationResolvers } from './email-verification/resolvers';
import type { Resolvers } from './generated/graphql';
import { invitationResolvers } from './invitations/resolvers';
import { passwordResetResolvers } from './password-reset/resolvers';
import { sessionResolvers } from './sessions/resolvers';
import { createIdentityContext } from './common/context';
import type { CreditHoldSettings } from './common/deps';
import { mailLimitSettings, type MailLimitSettings } from './common/mail-limits';
import { teamResolvers } from './teams/resolvers';
import { walletResolvers } from './wallets/resolvers';
import { reportSourceResolvers } from './report-source/resolvers';

const typeDefs = gql(loadSubgraphSdl(__dirname));

/** Every feature's fields; a field resolved by two features stops the start. */
const resolvers = mergeResolvers<Resolvers>(
  { DateTime: DateTimeScalar, Role: RoleScalar },
  accountResolvers,
  sessionResolvers,
  emailVerificationResolvers,
  passwordResetResolvers,
  invitationResolvers,
  teamResolvers,
  walletResolvers,
  creditResolvers,
  reportSourceResolvers,
);

export interface IdentityStartOptions extends SubgraphStartOptions {
  /** Hold length and sweep interval (default CREDIT_HOLD_CONFIRM_SECONDS, CREDIT_HOLD_SWEEP_MS). */
  creditHolds?: Partial<CreditHoldSettings>;
  /** Account mails per tenant, user and address in any hour (default MAIL_*_PER_HOUR). */
  mailLimits?: Partial<MailLimitSettings>;
}

/**
 * The GraphQL service and, beside it, the sweep that releases expired credit holds: wherever
 * identity runs (`npm start`, `npm run start:subgraph -- identity`), its holds are swept.
 */
export function startIdentitySubgraph(options: IdentityStartOptions): Promise<RunningService> {
  // Read before anything listens, so a bad setting stops the start with nothing left running.
  // A wrong PASSWORD_HASH_COST stops the start, not the first sign-up.
  passwordHashN();
  const creditHolds = creditHoldSettings(options.creditHolds);
  const mailLimits = mailLimitSettings(options.mailLimits);
  const clock = options.clock ?? systemClock;
  return startSubgraphServer({
    ...options,
    name: 'identity',
    typeDefs,
    resolvers,
    createContext: (base) =>
      createIdentityContext({ prisma: options.prisma, clock, creditHolds, mailLimits }, base),
    background: [
      new HoldSweeper({
        prisma: options.prisma,
        intervalMs: creditHolds.sweepIntervalMs,
        now: () => clock.now(),
      }),
    ],
  });
}
