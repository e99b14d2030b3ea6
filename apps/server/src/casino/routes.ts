import { endpoints, type CasinoLobbyGame } from '@shangwe/contract';
import {
  CASINO_GAMES,
  crashPointFromSeed,
  diceMultiplierX10000,
  diceRollFromHash,
  diceWinningRolls,
  getCountryConfig,
  instantResultHash,
  sha256Hex,
  toMajor,
  verifyChainSeed,
  wheelSegmentFromHash,
  WHEEL_SEGMENTS,
  type CasinoGameId,
} from '@shangwe/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestCountry } from '../accounts/request-country';
import { bettorOf } from '../auth/session-plugin';
import type { AppContext } from '../platform/context';
import { answerStatus, route } from '../platform/contract-routes';
import { DomainError } from '../platform/errors';
import { getBalances } from '../wallet/ledger';
import { crashPlacer, instantPlacer } from './casino-placer';
import type { WagerProduct } from '../wagers/wager-product';
import { limitsFor } from './casino-limits';
import { casinoHistory } from './casino-history';
import { crashCashouter } from './crash-cashout';
import { cashoutSettlements } from './crash-cashout-settlements';
import {
  presentChain,
  presentCrashBet,
  presentHistoryRound,
  presentRound,
  presentSeeding,
} from './crash-presenters';
import {
  chainById,
  chainSeedingSeeds,
  chainsByIds,
  crashedRounds,
  isSalted,
  latestChain,
  latestRound,
  latestSaltedChain,
  roundBets,
  roundById,
} from './crash-repository';
import { presentCasinoBet } from './instant-presenters';
import { diceBet, wheelBet } from './instant-wager';
import { activeSeedPair, nextNonce, previousSeedPair, rotateSeedPair } from './seed-pairs';

/** How the result of each game is fixed, for the game page's fairness details. */
const FAIRNESS: Record<CasinoGameId, string> = {
  crash:
    "Every crash point comes from a chain of SHA-256 hashes made and published (its terminating hash) before its rounds are played. Its salt is fixed only afterwards, from the client seeds players set in the chain's seeding window, so nobody could choose the chain. Each round reveals its seed when it crashes: hash it forward to the published hash, and compute its crash point from HMAC-SHA256(seed, salt).",
  dice: 'Each roll comes from HMAC-SHA256(server seed, "client seed:nonce"). You see the hash of the server seed before you bet, choose your client seed, and changing it reveals the server seed so you can recompute every roll.',
  wheel:
    'Each spin comes from HMAC-SHA256(server seed, "client seed:nonce"). You see the hash of the server seed before you spin, choose your client seed, and changing it reveals the server seed so you can recompute every spin.',
};

/** Casino: lobby, crash, dice, wheel, seeds, verification and history (issue 18). */
export async function casinoRoutes(app: FastifyInstance, ctx: AppContext) {
  const balanceOf = async (profileId: number) =>
    toMajor((await getBalances(ctx.db, profileId)).cashCents as never);
  // Cash-outs answered before their settlement: a graceful stop pays them before it closes the
  // database (a killed process leaves them to the engine and recovery, crash-cashout.ts).
  app.addHook('onClose', () => cashoutSettlements(ctx).idle());

  route(app, endpoints.casinoGames, async (request) => {
    const config = request.query.country
      ? getCountryConfig(request.query.country)
      : requestCountry(request, ctx);
    const games: CasinoLobbyGame[] = CASINO_GAMES.map((game) => {
      const limits = limitsFor(config.code, game.id);
      return {
        id: game.id,
        name: game.name,
        category: game.categories[0]!,
        categories: [...game.categories],
        tagline: game.tagline,
        rtp: game.rtpPercent,
        house_edge: 100 - game.rtpPercent,
        min_stake: toMajor(limits.minStake),
        max_stake: toMajor(limits.maxStake),
        max_win: toMajor(limits.maxWin),
        currency: config.currency,
        rules: [...game.rules],
        fairness: FAIRNESS[game.id],
      };
    });
    return { country: config.code, currency: config.currency, games };
  });

  // ---------------------------------------------------------------------------- crash

  route(
    app,
    endpoints.crashState,
    async (request) => {
      const now = ctx.now();
      const round = await latestRound(ctx.db);
      if (!round) {
        throw new DomainError('CASINO_ROUND_NOT_FOUND', 'The next round is about to start');
      }
      const bettor = request.bettor;
      const bets = await roundBets(ctx.db, Number(round.id));
      const recent = await crashedRounds(ctx.db, now, 20, undefined);
      return {
        round: presentRound(round, now),
        bets: bets.map(presentCrashBet),
        my_bets: bettor
          ? bets.filter((b) => Number(b.profile_id) === bettor.profileId).map(presentCrashBet)
          : [],
        recent: recent.map((r) => ({ round_id: Number(r.id), crash_point: r.crash_point / 100 })),
        balance: bettor ? await balanceOf(bettor.profileId) : null,
      };
    },
    { session: 'optional' },
  );

  route(app, endpoints.crashBet, async (request, reply) => {
    const { statusCode, answer } = await crashPlacer(ctx, request, reply, request.body);
    return reply.status(answerStatus(endpoints.crashBet, statusCode)).send(answer);
  });

  // The server's clock at the request's arrival decides, before any database work (the
  // session's lookup included).
  const arrivals = new WeakMap<FastifyRequest, Date>();
  route(
    app,
    endpoints.crashCashout,
    async (request) => {
      const receivedAt = arrivals.get(request) ?? ctx.now();
      const bettor = bettorOf(request);
      const done = await crashCashouter(
        ctx,
        bettor,
        request.body.round_id,
        request.body.slot,
        receivedAt,
      );
      return {
        message: `Cashed out at ${(done.multiplier / 100).toFixed(2)}x`,
        bet: presentCrashBet(done.bet),
        multiplier: done.multiplier / 100,
        payout: done.paidCents / 100,
        // The cash with this payout counted (its settlement may commit just after the answer).
        balance: toMajor(done.balanceCents as never),
      };
    },
    {
      session: 'required',
      onRequest: async (request) => {
        arrivals.set(request, ctx.now());
      },
    },
  );

  route(app, endpoints.crashRoundBets, async (request) => {
    const round = await roundById(ctx.db, request.params.roundId);
    if (!round) throw new DomainError('CASINO_ROUND_NOT_FOUND');
    const bets = await roundBets(ctx.db, Number(round.id));
    return { round: presentRound(round, ctx.now()), bets: bets.map(presentCrashBet) };
  });

  route(app, endpoints.crashHistory, async (request) => {
    const rounds = await crashedRounds(
      ctx.db,
      ctx.now(),
      request.query.limit,
      request.query.before,
    );
    const ids = new Set(rounds.map((r) => Number(r.chain_id)));
    const latest = await latestSaltedChain(ctx.db);
    if (latest) ids.add(Number(latest.id));
    return {
      rounds: rounds.map(presentHistoryRound),
      chains: (await chainsByIds(ctx.db, [...ids])).filter(isSalted).map(presentChain),
    };
  });

  route(app, endpoints.crashSeeding, async (request) => {
    const id = request.query.chain_id;
    const chain = id === undefined ? await latestChain(ctx.db) : await chainById(ctx.db, id);
    if (!chain) throw new DomainError('CASINO_ROUND_NOT_FOUND', 'This chain was not found');
    const seeds = await chainSeedingSeeds(ctx.db, Number(chain.id));
    return presentSeeding(chain, seeds, ctx.now());
  });

  route(app, endpoints.crashVerify, async (request) => {
    const round = await roundById(ctx.db, request.query.round_id);
    if (!round || round.crashes_at > ctx.now()) throw new DomainError('CASINO_ROUND_NOT_FOUND');
    const chain = await chainById(ctx.db, Number(round.chain_id));
    // A round is only ever opened on a salted chain.
    if (!chain || !isSalted(chain)) throw new Error(`crash round ${round.id} has no salted chain`);
    const recomputed = crashPointFromSeed(round.seed, chain.salt);
    return {
      round_id: Number(round.id),
      seed: round.seed,
      chain: presentChain(chain),
      chain_position: round.chain_position,
      chain_valid: verifyChainSeed(round.seed, round.chain_position, chain.terminating_hash),
      crash_point: recomputed / 100,
      recorded_crash_point: round.crash_point / 100,
      matches: recomputed === round.crash_point,
    };
  });

  // ---------------------------------------------------------------------------- instant games

  const seedsAnswer = async (profileId: number) => {
    const now = ctx.now();
    const pair = await activeSeedPair(ctx.db, profileId, now);
    const previous = await previousSeedPair(ctx.db, profileId);
    return {
      server_seed_hash: pair.server_seed_hash,
      client_seed: pair.client_seed,
      nonce: await nextNonce(ctx.db, Number(pair.id)),
      previous: previous
        ? {
            server_seed: previous.server_seed,
            server_seed_hash: previous.server_seed_hash,
            client_seed: previous.client_seed,
            nonce: await nextNonce(ctx.db, Number(previous.id)),
          }
        : null,
    };
  };

  route(app, endpoints.casinoSeeds, async (request) => seedsAnswer(bettorOf(request).profileId), {
    session: 'required',
  });

  route(
    app,
    endpoints.casinoClientSeed,
    async (request) => {
      const bettor = bettorOf(request);
      await rotateSeedPair(ctx.db, bettor.profileId, request.body.client_seed, ctx.now());
      return seedsAnswer(bettor.profileId);
    },
    { session: 'required' },
  );

  /** Plays an instant game: its placer, then its answer at the contract's status. */
  async function play<S extends { stake: number; idempotency_key?: string | undefined }>(
    product: WagerProduct<S>,
    request: FastifyRequest,
    reply: FastifyReply,
    body: S,
  ) {
    const { statusCode, answer } = await instantPlacer(ctx, product, request, reply, body);
    return reply.status(answerStatus(endpoints.dicePlay, statusCode)).send(answer);
  }

  route(app, endpoints.dicePlay, (request, reply) => play(diceBet, request, reply, request.body));
  route(app, endpoints.wheelPlay, (request, reply) => play(wheelBet, request, reply, request.body));

  route(app, endpoints.casinoVerify, async (request) => {
    const q = request.query;
    const hmac = instantResultHash(q.server_seed, q.client_seed, q.nonce);
    if (q.game === 'wheel') {
      const segment = wheelSegmentFromHash(hmac);
      return {
        server_seed_hash: sha256Hex(q.server_seed),
        hmac,
        result: {
          game: 'wheel' as const,
          segment,
          multiplier: WHEEL_SEGMENTS[segment]! / 100,
          segments: WHEEL_SEGMENTS.map((m) => m / 100),
        },
      };
    }
    const direction = q.direction ?? 'under';
    const target = Math.round((q.target ?? 50) * 100);
    const winning = diceWinningRolls(target, direction);
    if (winning === null) throw new DomainError('CASINO_TARGET_INVALID');
    return {
      server_seed_hash: sha256Hex(q.server_seed),
      hmac,
      result: {
        game: 'dice' as const,
        roll: diceRollFromHash(hmac) / 100,
        target: target / 100,
        direction,
        multiplier: diceMultiplierX10000(winning) / 10_000,
      },
    };
  });

  route(
    app,
    endpoints.casinoHistory,
    async (request) => {
      const bettor = bettorOf(request);
      const { page, per_page: perPage, game } = request.query;
      const { rows, total } = await casinoHistory(
        ctx.db,
        bettor.profileId,
        game,
        perPage,
        (page - 1) * perPage,
      );
      const now = ctx.now();
      return { bets: rows.map((r) => presentCasinoBet(r, now)), page, per_page: perPage, total };
    },
    { session: 'required' },
  );
}
