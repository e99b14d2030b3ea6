import { freeBetGrantBodySchema } from '@shangwe/contract';
import type { AppContext } from '../platform/context';
import { grantByOperator } from './free-bet-ops';
import { presentFreeBet } from './presenters';

/** `--name value` or `--name=value` flags of the command line, by name. */
export function grantFlags(argv: readonly string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--') || arg.startsWith('--task')) continue;
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    const value = inline ?? argv[i + 1];
    if (inline === undefined) i++;
    if (name && value !== undefined) flags[name] = value;
  }
  return flags;
}

const USAGE =
  'Usage: npm run freebets:grant -- (--mobile 0712345678 | --profile-id 12) --amount 100 ' +
  '[--days 7] [--product PREMATCH_UOF|LIVEMATCH_UOF] [--min-odd 1.5] [--reason "..."] [--key grant-0001 (8+ characters)]';

/**
 * `npm run freebets:grant`: an operator grants a free bet from a shell, through the same grant
 * as POST /api/ops/freebets/grant. `--key` makes a re-run grant nothing new.
 */
export async function freeBetGrantTask(ctx: AppContext): Promise<number> {
  const flags = grantFlags(process.argv.slice(2));
  const parsed = freeBetGrantBodySchema.safeParse({
    profile_id: flags['profile-id'],
    mobile: flags.mobile,
    amount: flags.amount,
    expiry_days: flags.days,
    product_name: flags.product,
    min_odd: flags['min-odd'],
    reason: flags.reason,
    idempotency_key: flags.key,
  });
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    console.error(USAGE);
    return 2;
  }
  const now = ctx.now();
  try {
    const { freeBet, created } = await ctx.db.transaction((tx) =>
      grantByOperator(tx, parsed.data, now),
    );
    console.log(
      JSON.stringify({ granted: created, free_bet: presentFreeBet(freeBet, now) }, null, 2),
    );
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
