import {
  endpoints,
  type Endpoint,
  type JackpotPlaceResponse,
  type SababishaQuoteResponse,
} from '@shangwe/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestCountry } from '../accounts/request-country';
import { requireTokenSession, tokenFrom } from '../auth/session';
import type { AppContext } from '../platform/context';
import { answerStatus, route } from '../platform/contract-routes';
import { notFound } from '../platform/errors';
import { idempotencyKeyFrom } from '../wallet/idempotency';
import { getBalances } from '../wallet/ledger';
import { isRefusal, type WagerProduct } from '../wagers/wager-product';
import { placeWager, type Placement } from '../wagers/wager-placer';
import { boostedBet } from './boosted-wager';
import { bettorEntries } from './entries-reader';
import {
  eventMatches,
  findEvent,
  matchesByEvent,
  openEvents,
  settledEvents,
} from './jackpot-repository';
import { freeJackpotEntry, jackpotEntry, splitPotEntry } from './pool-entry-wager';
import { presentEntry, presentEvent, presentResult } from './presenters';
import { priceSababisha, sababishaBet } from './sababisha-wager';

type SlipBody = { token?: string; idempotency_key?: string; src?: string };

/** Jackpots, free jackpot, split pot, Sababisha and boosted multibet (issue 15). */
export async function jackpotRoutes(app: FastifyInstance, ctx: AppContext) {
  const currencyOf = (request: FastifyRequest) => requestCountry(request, ctx).currency;

  route(app, endpoints.jackpotEvents, async (request) => {
    const now = ctx.now();
    const events = await openEvents(ctx.db, now, request.query.product);
    const matches = matchesByEvent(
      await eventMatches(
        ctx.db,
        events.map((e) => Number(e.id)),
      ),
    );
    const currency = currencyOf(request);
    return {
      data: events.map((e) => presentEvent(e, matches.get(Number(e.id)) ?? [], now, currency)),
    };
  });

  route(app, endpoints.jackpotEvent, async (request) => {
    const event = await findEvent(ctx.db, request.params.eventId);
    if (!event) throw notFound('This jackpot was not found', 'JACKPOT_EVENT_NOT_FOUND');
    const matches = await eventMatches(ctx.db, [Number(event.id)]);
    return { data: presentEvent(event, matches, ctx.now(), currencyOf(request)) };
  });

  route(app, endpoints.jackpotResults, async (request) => {
    const now = ctx.now();
    const events = await settledEvents(ctx.db, request.query.product, request.query.limit);
    const matches = matchesByEvent(
      await eventMatches(
        ctx.db,
        events.map((e) => Number(e.id)),
      ),
    );
    const currency = currencyOf(request);
    return {
      data: events.map((e) => presentResult(e, matches.get(Number(e.id)) ?? [], now, currency)),
    };
  });

  route(app, endpoints.jackpotResult, async (request) => {
    const event = await findEvent(ctx.db, request.params.eventId);
    if (!event) throw notFound('This jackpot was not found', 'JACKPOT_EVENT_NOT_FOUND');
    if (event.status !== 'settled') {
      throw notFound('This jackpot has no results yet', 'JACKPOT_RESULT_NOT_FOUND');
    }
    const matches = await eventMatches(ctx.db, [Number(event.id)]);
    return { data: presentResult(event, matches, ctx.now(), currencyOf(request)) };
  });

  route(app, endpoints.jackpotEntries, async (request) => {
    const bettor = await requireTokenSession(ctx, tokenFrom(request), ctx.now());
    const entries = await bettorEntries(ctx.db, bettor.profileId, {
      kind: request.query.product,
      eventId: request.query.event_id,
    });
    const matches = matchesByEvent(
      await eventMatches(ctx.db, [...new Set(entries.map((e) => Number(e.event_id)))]),
    );
    return {
      data: entries.map((e) => presentEntry(e, matches.get(Number(e.event_id)) ?? [])),
    };
  });

  /** Places through the pipeline, then answers with the entry's lines and the balance. */
  async function place<S extends SlipBody>(
    endpoint: Endpoint,
    product: WagerProduct<S>,
    request: FastifyRequest,
    reply: FastifyReply,
    body: S,
  ) {
    const token = tokenFrom(request);
    const { token: _token, idempotency_key: _key, ...meaningful } = body;
    const placed: Placement = await placeWager(ctx, product, {
      token,
      slip: body,
      meaningful,
      idempotencyKey: idempotencyKeyFrom(request),
      extra: { share_code: null, src: body.src ?? null, promo_id: null, affiliate_id: null },
    });
    if (placed.replayed) reply.header('idempotent-replayed', 'true');
    const bettor = await requireTokenSession(ctx, token, ctx.now());
    const betId = placed.body.bet_id ?? 0;
    const { rows } = await ctx.db.query<{
      short_id: string;
      stake: number;
      event_id: number | null;
      lines: number | null;
      stake_per_line: number | null;
    }>(
      `SELECT b.short_id, b.stake, e.event_id, e.lines, e.stake_per_line
         FROM bets b LEFT JOIN jackpot_entries e ON e.bet_id = b.id WHERE b.id = $1`,
      [betId],
    );
    const row = rows[0]!;
    const { cashCents } = await getBalances(ctx.db, bettor.profileId);
    const answer: JackpotPlaceResponse = {
      message: placed.body.message,
      bet_id: betId,
      short_bet_id: row.short_id,
      ref: placed.body.ref,
      event_id: Number(row.event_id ?? (body as { event_id?: number }).event_id ?? 0),
      lines: row.lines ?? 1,
      stake: Number(row.stake) / 100,
      stake_per_line: Number(row.stake_per_line ?? row.stake) / 100,
      status: placed.body.status,
      user: { balance: cashCents / 100 },
    };
    return reply.status(answerStatus(endpoint, placed.statusCode)).send(answer);
  }

  route(app, endpoints.jackpotPlaceEntry, (request, reply) =>
    place(endpoints.jackpotPlaceEntry, jackpotEntry, request, reply, request.body),
  );
  route(app, endpoints.splitPotEntry, (request, reply) =>
    place(endpoints.splitPotEntry, splitPotEntry, request, reply, request.body),
  );
  route(app, endpoints.freeJackpotEntry, (request, reply) =>
    place(endpoints.freeJackpotEntry, freeJackpotEntry, request, reply, request.body),
  );
  route(app, endpoints.sababishaPlaceBet, (request, reply) =>
    place(endpoints.sababishaPlaceBet, sababishaBet, request, reply, request.body),
  );
  route(app, endpoints.boostedPlaceBet, (request, reply) =>
    place(endpoints.boostedPlaceBet, boostedBet, request, reply, request.body),
  );

  route(app, endpoints.sababishaQuote, async (request): Promise<SababishaQuoteResponse> => {
    const country = requestCountry(request, ctx).code;
    const priced = await priceSababisha(ctx.db, { country }, request.body, ctx.now());
    if (isRefusal(priced)) throw priced.error;
    const { quote } = priced;
    return {
      event_id: request.body.event_id,
      lines: quote.lines,
      stake: quote.stakeCents / 100,
      stake_per_line: quote.stakePerLineCents / 100,
      best_payout: quote.bestPayoutCents / 100,
      worst_payout: quote.worstPayoutCents / 100,
      best_odd: Number(quote.bestOddHundredths) / 100,
      worst_odd: Number(quote.worstOddHundredths) / 100,
    };
  });
}
