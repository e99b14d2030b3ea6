import { createHash, createHmac, randomBytes } from 'node:crypto';
import { halfRates, inverseCdf, truncatedPoisson } from './virtual-model';
import type { VirtualTeamDef } from './virtual-teams';

/**
 * The provably fair draw of a match-day (README: 'The fairness algorithm'). Everything here is
 * a pure function of the revealed seed, the fixture list and the team ratings, so anybody can
 * recompute a published result.
 */

export const FAIRNESS_ALGORITHM = 'hmac-sha256-poisson-v1';

/** A fresh secret seed (32 random bytes, hex) and the SHA-256 published before betting. */
export function newSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: seedHashOf(seed) };
}

/** SHA-256 of the seed's bytes, hex. */
export function seedHashOf(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}

/**
 * The n-th uniform number in [0, 1) of match `matchIndex`: the first 8 bytes of
 * HMAC-SHA256(key = seed bytes, message = `${matchIndex}:${n}`) as a big-endian integer, its
 * top 53 bits divided by 2^53.
 */
export function uniform(seedHex: string, matchIndex: number, n: number): number {
  const digest = createHmac('sha256', Buffer.from(seedHex, 'hex'))
    .update(`${matchIndex}:${n}`)
    .digest();
  const top53 = digest.readBigUInt64BE(0) >> 11n;
  return Number(top53) / 2 ** 53;
}

export interface DrawnGoal {
  minute: number;
  side: 'home' | 'away';
  home: number;
  away: number;
}

export interface DrawnMatch {
  ht: [number, number];
  ft: [number, number];
  goals: DrawnGoal[];
}

/**
 * One match of a match-day from the seed: uniforms n = 0..3 give the goals of home 1st half,
 * away 1st half, home 2nd half, away 2nd half by inverse CDF of the model's truncated Poisson;
 * then one uniform per goal, in that same order (n = 4, 5, ...), gives its minute: 1 + ⌊45u⌋
 * in the first half, 46 + ⌊45u⌋ in the second. Goals are listed by minute, home first on a tie.
 */
export function drawMatch(
  seedHex: string,
  matchIndex: number,
  home: VirtualTeamDef,
  away: VirtualTeamDef,
): DrawnMatch {
  const rates = halfRates(home, away);
  const counts = rates.map((mu, n) =>
    inverseCdf(truncatedPoisson(mu), uniform(seedHex, matchIndex, n)),
  );
  const [h1, a1, h2, a2] = counts as [number, number, number, number];
  const raw: Array<{ minute: number; side: 'home' | 'away' }> = [];
  let n = 4;
  const place = (count: number, side: 'home' | 'away', firstMinute: number) => {
    for (let i = 0; i < count; i++) {
      raw.push({ side, minute: firstMinute + Math.floor(45 * uniform(seedHex, matchIndex, n++)) });
    }
  };
  place(h1, 'home', 1);
  place(a1, 'away', 1);
  place(h2, 'home', 46);
  place(a2, 'away', 46);
  raw.sort((x, y) => x.minute - y.minute || (x.side === y.side ? 0 : x.side === 'home' ? -1 : 1));
  let home_ = 0;
  let away_ = 0;
  const goals = raw.map((g) => {
    if (g.side === 'home') home_++;
    else away_++;
    return { ...g, home: home_, away: away_ };
  });
  return { ht: [h1, a1], ft: [h1 + h2, a1 + a2], goals };
}

/** Every match of a match-day, in fixture order. */
export function drawMatchDay(
  seedHex: string,
  fixtures: ReadonlyArray<{ home: VirtualTeamDef; away: VirtualTeamDef }>,
): DrawnMatch[] {
  return fixtures.map((f, i) => drawMatch(seedHex, i, f.home, f.away));
}
