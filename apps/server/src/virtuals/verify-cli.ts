/**
 * Verifies a finished virtual match-day from the published data alone: fetches the league (team
 * ratings) and the round (fixtures, seed hash, revealed seed, results) from a running server and
 * recomputes the results with the documented algorithm (README.md, 'The fairness algorithm').
 *
 *   npm run virtuals:verify -- <round_id> [base_url]     (base_url default http://127.0.0.1:8080)
 *
 * Exit code 0 when the seed hashes to the committed hash and every result matches, 1 otherwise.
 */
import type { VirtualLeagueResponse, VirtualRoundResponse } from '@shangwe/contract';
import { verifyRound } from './virtual-verify';

async function main(): Promise<number> {
  const [roundArg, baseArg] = process.argv.slice(2);
  const roundId = Number(roundArg);
  if (!Number.isSafeInteger(roundId) || roundId <= 0) {
    process.stderr.write('usage: npm run virtuals:verify -- <round_id> [base_url]\n');
    return 2;
  }
  const base = (baseArg ?? process.env.PUBLIC_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${base}${path}`);
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { round } = await get<VirtualRoundResponse>(`/api/virtuals/rounds/${roundId}`);
  // The ratings of the round's own league (each league has its clubs).
  const { league } = await get<VirtualLeagueResponse>(
    `/api/virtuals/league?league_id=${round.league_id}`,
  );
  if (round.seed === null) {
    process.stderr.write(`match-day ${roundId} has not finished: its seed is not revealed yet\n`);
    return 1;
  }
  const report = verifyRound(round, league.teams);
  process.stdout.write(
    `match-day ${round.round_id} (season ${round.season}, day ${round.match_day})\n` +
      `seed      ${report.seed}\nsha256    ${report.seed_hash} ${report.hash_matches ? 'OK' : 'MISMATCH'}\n`,
  );
  for (const m of report.matches) {
    const r = m.recomputed;
    process.stdout.write(
      `${m.match ? 'OK      ' : 'MISMATCH'} ${m.home_team} ${r.score.home}-${r.score.away} ${m.away_team}` +
        ` (HT ${r.ht_score.home}-${r.ht_score.away}; goals ${r.goals.map((g) => `${g.minute}'${g.side[0]}`).join(' ') || '-'})\n`,
    );
  }
  const ok = report.hash_matches && report.results_match;
  process.stdout.write(ok ? 'verified\n' : 'NOT verified\n');
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
