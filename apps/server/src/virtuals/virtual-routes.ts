import { endpoints } from '@shangwe/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context';
import { answerStatus, route } from '../platform/contract-routes';
import { HttpError } from '../platform/errors';
import { errorCodes } from '@shangwe/contract';
import {
  ensureLeague,
  finishedRounds,
  matchesByIds,
  matchesOfRounds,
  roundById,
  unfinishedRounds,
} from './virtual-repository';
import { virtualLeagueOf, virtualTimings } from './virtual-league';
import { leagueView, roundView, roundViews, standingsView, statusAt } from './virtual-views';
import { minuteAt } from './virtual-engine';
import { verifyRound } from './virtual-verify';
import { virtualPlacer } from './virtual-placer';

const registered = (
  code: 'VIRTUAL_ROUND_NOT_FOUND' | 'VIRTUAL_MATCH_NOT_FOUND' | 'VIRTUAL_ROUND_NOT_FINISHED',
) => new HttpError(errorCodes[code].status, code, errorCodes[code].message);

/** Virtual sports: placement, the league, match-days, markets, table, results, and proofs. */
export async function virtualRoutes(app: FastifyInstance, ctx: AppContext) {
  const timings = virtualTimings(ctx.env);
  // The league a call names (`league_id` or the `league` ref); an unknown one answers with the
  // country's.
  const leagueOf = (query: { league_id?: number; league?: string }) =>
    virtualLeagueOf(
      ctx.env.defaultCountry,
      query.league_id !== undefined ? String(query.league_id) : query.league,
    );
  const season = (league: { id: number; name: string }) =>
    ensureLeague(ctx.db, league.id, league.name);

  route(app, endpoints.virtualPlaceBet, async (request, reply) => {
    const { statusCode, answer } = await virtualPlacer(ctx, request, reply, request.body);
    return reply.status(answerStatus(endpoints.virtualPlaceBet, statusCode)).send(answer);
  });

  route(app, endpoints.virtualLeague, async (request) => {
    const league = leagueOf(request.query);
    return {
      server_time: ctx.now().toISOString(),
      league: leagueView(league, await season(league), timings),
    };
  });

  route(app, endpoints.virtualMatchDay, async (request) => {
    const league = leagueOf(request.query);
    const now = ctx.now();
    const current = await season(league);
    const rounds = await unfinishedRounds(ctx.db, league.id);
    const views = await roundViews(ctx.db, rounds, now);
    const { teams: _teams, ...leagueOnly } = leagueView(league, current, timings);
    return {
      server_time: now.toISOString(),
      league: leagueOnly,
      next: views.find((r) => r.status === 'open') ?? null,
      in_play: views.find((r) => r.status === 'playing') ?? null,
    };
  });

  route(app, endpoints.virtualMarkets, async (request) => {
    const now = ctx.now();
    const [match] = await matchesByIds(ctx.db, [request.query.id]);
    const round = match ? await roundById(ctx.db, match.round_id) : null;
    if (!match || !round) throw registered('VIRTUAL_MATCH_NOT_FOUND');
    const { matches, ...roundOnly } = roundView(round, [match], now, { allMarkets: true });
    return { server_time: now.toISOString(), round: roundOnly, match: matches[0]! };
  });

  route(app, endpoints.virtualTable, async (request) => {
    const league = leagueOf(request.query);
    const current = await season(league);
    const wanted = request.query.season ?? current;
    const { rows, playedMatchDays } = await standingsView(ctx.db, league.id, wanted);
    return { league_id: league.id, season: wanted, played_match_days: playedMatchDays, rows };
  });

  route(app, endpoints.virtualResults, async (request) => {
    const league = leagueOf(request.query);
    const rounds = await finishedRounds(ctx.db, league.id, request.query.limit);
    return { rounds: await roundViews(ctx.db, rounds, ctx.now()) };
  });

  route(app, endpoints.virtualOngoing, async (request) => {
    const league = leagueOf(request.query);
    const now = ctx.now();
    const rounds = await unfinishedRounds(ctx.db, league.id);
    const playing = rounds.find((r) => statusAt(r, now) === 'playing') ?? null;
    const [view] = playing ? await roundViews(ctx.db, [playing], now) : [];
    return {
      server_time: now.toISOString(),
      round: view ?? null,
      minute: playing ? minuteAt(playing, now) : 0,
      clock_running: playing !== null,
    };
  });

  route(app, endpoints.virtualRound, async (request) => {
    const now = ctx.now();
    const round = await roundById(ctx.db, request.params.roundId);
    if (!round) throw registered('VIRTUAL_ROUND_NOT_FOUND');
    const matches = await matchesOfRounds(ctx.db, [round.id]);
    return {
      server_time: now.toISOString(),
      round: roundView(round, matches, now, { allMarkets: true }),
    };
  });

  route(app, endpoints.virtualVerify, async (request) => {
    const round = await roundById(ctx.db, request.query.round);
    if (!round) throw registered('VIRTUAL_ROUND_NOT_FOUND');
    if (round.status !== 'finished') throw registered('VIRTUAL_ROUND_NOT_FINISHED');
    const matches = await matchesOfRounds(ctx.db, [round.id]);
    return verifyRound(roundView(round, matches, ctx.now()));
  });
}
