/**
 * Verifies the casino's results from published data alone, with the same domain code the
 * browser's verify page runs (packages/domain/src/casino):
 *
 *   npm run casino:verify -- [rounds] [base_url]
 *     fetches the last `rounds` crashed rounds (default 50) and their chains from a running
 *     server; for each chain, recomputes its salt from its published inputs (the terminating
 *     hash and the client seeds listed in its seeding window, GET /api/casino/crash/seeding);
 *     for each round, hashes the revealed seed forward to the chain's terminating hash and
 *     recomputes the crash point from HMAC-SHA256(seed, recomputed salt).
 *   npm run casino:verify -- dice|wheel <server_seed> <client_seed> <nonce> [target] [under|over]
 *     recomputes one instant result offline.
 *
 * Exit code 0 when everything matches, 1 otherwise.
 */
import type { CrashChain, CrashHistoryResponse, CrashSeedingResponse } from '@shangwe/contract';
import {
  chainSalt,
  chainSeedsHash,
  crashPointFromSeed,
  diceRoll,
  diceWinningRolls,
  diceMultiplier,
  DICE_TARGET_RULE,
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
      process.stderr.write(`${DICE_TARGET_RULE}\n`);
      return 2;
    }
    const won = side === 'under' ? roll < target : roll > target;
    process.stdout.write(
      `${side} ${(target / 100).toFixed(2)} pays ${diceMultiplier(winning)}x: ${won ? 'won' : 'lost'}\n`,
    );
  }
  return 0;
}

/**
 * The salt of a chain recomputed from its published seeding (null: it does not match what was
 * published). Chains from before seeding have no seeding to recompute: their published salt.
 */
async function recomputedSalt(base: string, chain: CrashChain): Promise<string | null> {
  if (chain.seeding_ends_at === null) {
    process.stdout.write(`chain ${chain.chain_id}: from before seeding, salt set with the chain\n`);
    return chain.salt;
  }
  const res = await fetch(`${base}/api/casino/crash/seeding?chain_id=${chain.chain_id}`);
  if (!res.ok) throw new Error(`seeding answered ${res.status}: ${await res.text()}`);
  const seeding = (await res.json()) as CrashSeedingResponse;
  const seedsHash = chainSeedsHash(seeding.seeds);
  const salt = chainSalt(seeding.terminating_hash, seedsHash);
  const ok =
    seeding.terminating_hash === chain.terminating_hash &&
    seeding.seeds_hash === seedsHash &&
    chain.seeds_hash === seedsHash &&
    salt === chain.salt &&
    seeding.salted_at !== null &&
    seeding.seeding_ends_at !== null &&
    seeding.salted_at >= seeding.seeding_ends_at;
  process.stdout.write(
    `${ok ? 'OK      ' : 'MISMATCH'} chain ${chain.chain_id}: published ${chain.published_at}, ` +
      `seeding until ${seeding.seeding_ends_at}, ${seeding.seeds.length} client seeds, ` +
      `seeds hash ${seedsHash}, salt recomputed ${salt}\n`,
  );
  return ok ? salt : null;
}

async function crash(args: string[]): Promise<number> {
  const limit = Number(args[0] ?? 50);
  const base = (args[1] ?? process.env.PUBLIC_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
  const res = await fetch(`${base}/api/casino/crash/history?limit=${limit}`);
  if (!res.ok) throw new Error(`history answered ${res.status}: ${await res.text()}`);
  const { rounds, chains } = (await res.json()) as CrashHistoryResponse;
  const byId = new Map(chains.map((c) => [c.chain_id, c]));
  const salts = new Map<number, string | null>();
  let ok = true;
  for (const chain of chains) {
    process.stdout.write(
      `chain ${chain.chain_id}: terminating hash ${chain.terminating_hash}, ` +
        `${chain.length} rounds, house edge ${chain.house_edge}%\n`,
    );
    const salt = await recomputedSalt(base, chain);
    salts.set(chain.chain_id, salt);
    ok &&= salt !== null;
  }
  for (const round of rounds) {
    const chain = byId.get(round.chain_id);
    const salt = salts.get(round.chain_id) ?? null;
    const inChain =
      chain !== undefined &&
      verifyChainSeed(round.seed, round.chain_position, chain.terminating_hash) &&
      sha256Hex(round.seed) === round.seed_hash;
    const point = salt !== null ? crashPointFromSeed(round.seed, salt) : -1;
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
