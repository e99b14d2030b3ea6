import { endpoints, type Endpoint, type SababishaQuoteResponse } from '@shangwe/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestCountry } from '../accounts/request-country';
import { bettorOf } from '../auth/session-plugin';
import type { AppContext } from '../platform/context';
import { answerStatus, route } from '../platform/contract-routes';
import { notFound } from '../platform/errors';
import { isRefusal, type WagerProduct } from '../wagers/wager-product';
import { boostedBet } from './boosted-wager';
import { bettorEntries } from './entries-reader';
import { jackpotPlacer } from './jackpot-placer';
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

/** Jackpots, free jackpot, split pot, Sababisha and boosted multibet (issue 15). */
export async function jackpotRoutes(app: FastifyInstance, ctx: AppContext) {
  /** Events are per country: a call sees only its country's, each priced in its currency. */
  const countryOf = (request: FastifyRequest) => requestCountry(request, ctx).code;
  /** One event of the caller's country, or the not-found answer (another country's too). */
  const eventOf = async (request: FastifyRequest, eventId: number) => {
    const event = await findEvent(ctx.db, eventId);
    if (!event || event.country !== countryOf(request)) {
      throw notFound('This jackpot was not found', 'JACKPOT_EVENT_NOT_FOUND');
    }
    return event;
  };

  route(app, endpoints.jackpotEvents, async (request) => {
    const now = ctx.now();
    const events = await openEvents(ctx.db, countryOf(request), now, request.query.product);
    const matches = matchesByEvent(
      await eventMatches(
        ctx.db,
        events.map((e) => Number(e.id)),
      ),
    );
    return {
      data: events.map((e) => presentEvent(e, matches.get(Number(e.id)) ?? [], now)),
    };
  });

  route(app, endpoints.jackpotEvent, async (request) => {
    const event = await eventOf(request, request.params.eventId);
    const matches = await eventMatches(ctx.db, [Number(event.id)]);
    return { data: presentEvent(event, matches, ctx.now()) };
  });

  route(app, endpoints.jackpotResults, async (request) => {
    const now = ctx.now();
    const events = await settledEvents(
      ctx.db,
      countryOf(request),
      request.query.product,
      request.query.limit,
    );
    const matches = matchesByEvent(
      await eventMatches(
        ctx.db,
        events.map((e) => Number(e.id)),
      ),
    );
    return {
      data: events.map((e) => presentResult(e, matches.get(Number(e.id)) ?? [], now)),
    };
  });

  route(app, endpoints.jackpotResult, async (request) => {
    const event = await eventOf(request, request.params.eventId);
    if (event.status !== 'settled') {
      throw notFound('This jackpot has no results yet', 'JACKPOT_RESULT_NOT_FOUND');
    }
    const matches = await eventMatches(ctx.db, [Number(event.id)]);
    return { data: presentResult(event, matches, ctx.now()) };
  });

  route(
    app,
    endpoints.jackpotEntries,
    async (request) => {
      const bettor = bettorOf(request);
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
    },
    { session: 'required' },
  );

  /** Every placement: the product's placer, then its answer at the contract's status. */
  async function place<S extends object>(
    endpoint: Endpoint,
    product: WagerProduct<S>,
    request: FastifyRequest,
    reply: FastifyReply,
    body: S,
  ) {
    const { statusCode, answer } = await jackpotPlacer(ctx, product, request, reply, body);
    return reply.status(answerStatus(endpoint, statusCode)).send(answer);
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
