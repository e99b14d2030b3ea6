/**
 * Verifies the casino's results from published data alone, with the same domain code the
 * browser's verify page runs (packages/domain/src/casino):
 *
 *   npm run casino:verify -- [rounds] [base_url]
 *     fetches the last `rounds` crashed rounds (default 50) and their chains from a running
 *     server; for each, hashes the revealed seed forward to the chain's published terminating
 *     hash and recomputes the crash point from HMAC-SHA256(seed, salt).
 *   npm run casino:verify -- dice|wheel <server_seed> <client_seed> <nonce> [target] [under|over]
 *     recomputes one instant result offline.
 *
 * Exit code 0 when everything matches, 1 otherwise.
 */
import type { CrashHistoryResponse } from '@shangwe/contract';
import {
  crashPointFromSeed,
  diceRoll,
  diceWinningRolls,
  diceMultiplier,
  formatMultiplier,
  sha256Hex,
  verifyChainSeed,
  wheelSegment,
  WHEEL_SEGMENTS,
} from '@shangwe/domain';

function instant(args: string[]): number {
  const [game, serverSeed, clientSeed, nonceArg, targetArg, direction] = args;
  const nonce = Number(nonceArg);
  if (!serverSeed || !clientSeed || !Number.isSafeInteger(nonce) || nonce < 0) {
    process.stderr.write(
      'usage: npm run casino:verify -- dice|wheel <server_seed> <client_seed> <nonce> [target] [under|over]\n',
    );
    return 2;
  }
  process.stdout.write(`server seed sha256 ${sha256Hex(serverSeed)}\n`);
  if (game === 'wheel') {
    const segment = wheelSegment(serverSeed, clientSeed, nonce);
    process.stdout.write(`segment ${segment}: ${formatMultiplier(WHEEL_SEGMENTS[segment]!)}\n`);
    return 0;
  }
  const roll = diceRoll(serverSeed, clientSeed, nonce);
  process.stdout.write(`roll ${(roll / 100).toFixed(2)}\n`);
  if (targetArg) {
    const target = Math.round(Number(targetArg) * 100);
    const side = direction === 'over' ? 'over' : 'under';
    const winning = diceWinningRolls(target, side);
    if (winning === null) {
      process.stderr.write('target outside 1%–98% chance\n');
      return 2;
    }
    const won = side === 'under' ? roll < target : roll > target;
    process.stdout.write(
      `${side} ${(target / 100).toFixed(2)} pays ${diceMultiplier(winning)}x: ${won ? 'won' : 'lost'}\n`,
    );
  }
  return 0;
}

async function crash(args: string[]): Promise<number> {
  const limit = Number(args[0] ?? 50);
  const base = (args[1] ?? process.env.PUBLIC_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
  const res = await fetch(`${base}/api/casino/crash/history?limit=${limit}`);
  if (!res.ok) throw new Error(`history answered ${res.status}: ${await res.text()}`);
  const { rounds, chains } = (await res.json()) as CrashHistoryResponse;
  const byId = new Map(chains.map((c) => [c.chain_id, c]));
  let ok = true;
  for (const chain of chains) {
    process.stdout.write(
      `chain ${chain.chain_id}: terminating hash ${chain.terminating_hash}, salt ${chain.salt}, ` +
        `${chain.length} rounds, house edge ${chain.house_edge}%\n`,
    );
  }
  for (const round of rounds) {
    const chain = byId.get(round.chain_id);
    const inChain =
      chain !== undefined &&
      verifyChainSeed(round.seed, round.chain_position, chain.terminating_hash) &&
      sha256Hex(round.seed) === round.seed_hash;
    const point = chain ? crashPointFromSeed(round.seed, chain.salt) : -1;
    const matches = Math.round(round.crash_point * 100) === point;
    ok &&= inChain && matches;
    process.stdout.write(
      `${inChain && matches ? 'OK      ' : 'MISMATCH'} round ${round.round_id} ` +
        `(chain ${round.chain_id} #${round.chain_position}) crashed at ${round.crash_point.toFixed(2)}x, ` +
        `recomputed ${point > 0 ? formatMultiplier(point) : '?'}\n`,
    );
  }
  process.stdout.write(ok ? `verified ${rounds.length} rounds\n` : 'NOT verified\n');
  return ok ? 0 : 1;
}

const args = process.argv.slice(2);
const run =
  args[0] === 'dice' || args[0] === 'wheel' ? Promise.resolve(instant(args)) : crash(args);
run.then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
