import { openDatabase } from '../lib/db/prisma';
import { PLAN_TIERS } from '../lib/auth/tokens';
import { runMain } from '../lib/service';
import { InputCheck } from '../lib/validation';
import { operatorArguments } from './operator-arguments';
import {
  operatorSetPlanTier,
  type OperatorPlanTierInput,
} from '../subgraphs/identity/accounts/system-plan-tiers';

const USAGE = `usage: npm run plan:set -- <email> <${PLAN_TIERS.join('|')}> [--tenant <tenantId>]`;

/** The command line as a plan change, or an error saying what is wrong with it (nothing is written then). */
function parseArguments(args: string[]): OperatorPlanTierInput {
  const { positionals, options } = operatorArguments(args, ['tenant'], USAGE);
  if (positionals.length !== 2) throw new Error(`expected an e-mail and a plan tier\n${USAGE}`);
  const [email, planTier] = positionals;
  new InputCheck()
    .when(!email.includes('@'), 'email', 'must be an e-mail address')
    .oneOf('tier', planTier, PLAN_TIERS)
    .uuid('--tenant', options.tenant)
    .done();
  return { email, planTier, tenantId: options.tenant };
}

/**
 * `npm run plan:set -- <email> <tier>`: an operator moves a user to another plan tier as the
 * platform (role system), the only role that sets plan tiers (docs/conventions.md, "Plan tiers").
 */
async function main(): Promise<void> {
  const input = parseArguments(process.argv.slice(2));
  const db = await openDatabase();
  try {
    const { user, previous } = await operatorSetPlanTier({ prisma: db.prisma }, input);
    console.log(
      `plan tier of ${user.email} (user ${user.id}, tenant ${user.tenantId}): ${previous} -> ${user.planTier}`,
    );
    console.log(
      "the user's tokens carry the new tier from the next login or refresh (15 minutes at most)",
    );
  } finally {
    await db.close();
  }
}

runMain('Plan change', main);
