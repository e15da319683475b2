import { hostname, userInfo } from 'node:os';
import { openDatabase } from '../lib/db/prisma';
import { runMain } from '../lib/service';
import { InputCheck } from '../lib/validation';
import { operatorArguments } from './operator-arguments';
import {
  operatorTopUp,
  type OperatorTopUpInput,
} from '../subgraphs/identity/wallets/system-top-ups';
import { MAX_CREDITS_PER_MOVE, MAX_REFERENCE } from '../subgraphs/identity/wallets/credit-limits';

const USAGE =
  'usage: npm run wallet:top-up -- <email> <credits> [--tenant <tenantId>] [--reference <text>]';

function operatorName(): string {
  try {
    return `${userInfo().username}@${hostname()}`;
  } catch {
    return hostname();
  }
}

/** The command line as a top-up, or an error saying what is wrong with it (nothing is written then). */
function parseArguments(args: string[]): OperatorTopUpInput {
  const { positionals, options } = operatorArguments(args, ['tenant', 'reference'], USAGE);
  if (positionals.length !== 2)
    throw new Error(`expected an e-mail and a number of credits\n${USAGE}`);
  const [email, credits] = positionals;
  if (!/^\d+$/.test(credits))
    throw new Error(`credits must be a positive whole number, not "${credits}"\n${USAGE}`);
  // References of operator credits start with `operator:`, so the ledger and payment.completed tell them from payments.
  const input = {
    email,
    amount: Number(credits),
    reference: `operator:${options.reference ?? operatorName()}`,
    tenantId: options.tenant,
  };
  new InputCheck()
    .when(!email.includes('@'), 'email', 'must be an e-mail address')
    .number('credits', input.amount, { integer: true, min: 1, max: MAX_CREDITS_PER_MOVE })
    .text('--reference', input.reference, { max: MAX_REFERENCE })
    .uuid('--tenant', input.tenantId)
    .done();
  return input;
}

/**
 * `npm run wallet:top-up -- <email> <credits>`: an operator credits a user's wallet through the
 * platform's own payment path (role system), which records payment.completed in the outbox.
 */
async function main(): Promise<void> {
  const input = parseArguments(process.argv.slice(2));
  const db = await openDatabase();
  try {
    // Events go to the outbox in the top-up's transaction; the running platform's relay publishes
    // them (docs/event-bus.md).
    const { user, wallet, entry } = await operatorTopUp({ prisma: db.prisma }, input);
    console.log(
      `credited ${entry.amount} credits to ${user.email} (user ${user.id}, tenant ${user.tenantId}), reference "${entry.reference}"`,
    );
    console.log(`new balance: ${wallet.balance}`);
  } finally {
    await db.close();
  }
}

runMain('Wallet top-up', main);
