import type { VirtualRound, VirtualVerifyResponse } from '@shangwe/contract';
import { FAIRNESS_ALGORITHM, drawMatchDay, seedHashOf } from './virtual-fairness';
import { teamById } from './virtual-teams';

type Result = Pick<VirtualRound['matches'][number], 'goals'> & {
  score: { home: number; away: number };
  ht_score: { home: number; away: number };
};

/** A result as text whatever the key order (stored JSON comes back with its keys reordered). */
const canonical = (r: Result) =>
  JSON.stringify([
    r.score.home,
    r.score.away,
    r.ht_score.home,
    r.ht_score.away,
    r.goals.map((g) => [g.minute, g.side, g.home, g.away]),
  ]);

/**
 * Recomputes a finished round from its published data alone (the revealed seed, the fixture
 * list and the published team ratings) and compares with the published results. Used by the
 * verify endpoint and by the command-line verifier (verify-cli.ts).
 */
export function verifyRound(
  round: VirtualRound,
  teams: ReadonlyArray<{ team_id: number; attack: number; defence: number; name: string }> = [],
): VirtualVerifyResponse {
  if (round.seed === null) throw new Error('the round is not finished: its seed is not revealed');
  const seed = round.seed;
  const rating = (id: number) => {
    const t = teams.find((x) => x.team_id === id);
    const fallback = teamById(id);
    return t
      ? { id, name: t.name, short_name: '', attack: t.attack, defence: t.defence }
      : fallback;
  };
  const matches = [...round.matches].sort((a, b) => a.match_index - b.match_index);
  const drawn = drawMatchDay(
    seed,
    matches.map((m) => ({ home: rating(m.home_team_id), away: rating(m.away_team_id) })),
  );
  const rows = matches.map((m, i) => {
    const d = drawn[i]!;
    const recomputed = {
      score: { home: d.ft[0], away: d.ft[1] },
      ht_score: { home: d.ht[0], away: d.ht[1] },
      goals: d.goals,
    };
    const published = {
      score: m.score ?? { home: -1, away: -1 },
      ht_score: m.ht_score ?? { home: -1, away: -1 },
      goals: m.goals,
    };
    return {
      parent_virtual_id: m.parent_virtual_id,
      match_index: m.match_index,
      home_team: m.home_team,
      away_team: m.away_team,
      published,
      recomputed,
      match: canonical(published) === canonical(recomputed),
    };
  });
  return {
    round_id: round.round_id,
    seed_hash: round.seed_hash,
    seed,
    hash_matches: seedHashOf(seed) === round.seed_hash,
    results_match: rows.every((r) => r.match),
    algorithm: FAIRNESS_ALGORITHM,
    matches: rows,
  };
}
