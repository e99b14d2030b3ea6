import { endpoints } from '@shangwe/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { route } from '../platform/contract-routes';
import type { AppContext } from '../platform/context';
import { notFound } from '../platform/errors';
import {
  bulkMatches,
  categoriesOf,
  liveList,
  liveSports,
  livescore,
  searchMatches,
  sportPage,
  sportsList,
  totals,
  utcDay,
} from './catalog-reader';
import {
  catalogStoreFor,
  type CachedAnswer,
  type CachedMatch,
  type CatalogStore,
} from './catalog-store';
import { detailJson, liveMarketsJson } from './presenters';

const sendJson = (reply: FastifyReply, body: string) =>
  reply.type('application/json; charset=utf-8').send(body);

/**
 * Sends a cached answer, compressed once per version rather than once per request (the
 * compression plugin leaves a body that already has a Content-Encoding alone).
 */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.type('application/json; charset=utf-8');
  if (answer.body.length < 1024) return reply.send(answer.body);
  reply.header('vary', 'accept-encoding');
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) {
    answer.br ??= brotliCompressSync(answer.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
    });
    return reply.header('content-encoding', 'br').send(answer.br);
  }
  if (/\bgzip\b/.test(accept)) {
    answer.gzip ??= gzipSync(answer.body, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  }
  answer.raw ??= Buffer.from(answer.body, 'utf8');
  return reply.send(answer.raw);
}

function requireSport(store: CatalogStore, id: number) {
  const sport = store.sports.get(id);
  if (!sport) throw notFound(`Sport ${id} not found`, 'SPORT_NOT_FOUND');
  return sport;
}

function requireMatch(store: CatalogStore, id: number): CachedMatch {
  const match = store.matches.get(id);
  if (!match) throw notFound(`Match ${id} not found`, 'MATCH_NOT_FOUND');
  return match;
}

/** The catalog calls (spec 01 §7, spec 02 §7), all answered from the in-memory store. */
export async function catalogRoutes(root: FastifyInstance, ctx: AppContext) {
  const store = await catalogStoreFor(ctx);
  root.addHook('onClose', async () => store.close());
  // An encapsulated scope: its hook concerns the catalog calls only.
  await root.register(async (app) => {
    // Reads wait for a load in progress (new fixtures) rather than answer half of it.
    app.addHook('preHandler', async () => store.settled());

    route(app, endpoints.sports, async (request, reply) =>
      sendAnswer(request, reply, sportsList(store)),
    );

    route(app, endpoints.sportMatches, async (request, reply) => {
      const q = request.query;
      const sport = requireSport(store, q.id);
      if (q.category !== undefined && store.categories.get(q.category)?.sport_id !== q.id) {
        throw notFound(
          `Category ${q.category} not found in ${sport.sport_name}`,
          'CATEGORY_NOT_FOUND',
        );
      }
      if (q.competition !== undefined && store.competitions.get(q.competition)?.sport_id !== q.id) {
        throw notFound(
          `Competition ${q.competition} not found in ${sport.sport_name}`,
          'COMPETITION_NOT_FOUND',
        );
      }
      return sendAnswer(request, reply, sportPage(store, q));
    });

    route(app, endpoints.totalMatches, async (request, reply) =>
      sendAnswer(request, reply, totals(store)),
    );

    for (const endpoint of [endpoints.match, endpoints.liveMatch]) {
      route(app, endpoint, async (request, reply) =>
        sendJson(reply, detailJson(store, requireMatch(store, request.query.parent_match_id))),
      );
    }

    route(app, endpoints.liveOdds, async (request, reply) => {
      const q = request.query;
      return sendJson(reply, liveMarketsJson(store, requireMatch(store, q.id), q.type));
    });

    route(app, endpoints.liveMatches, async (request, reply) => {
      const q = request.query;
      if (q.sport_id !== undefined) requireSport(store, q.sport_id);
      return sendAnswer(request, reply, liveList(store, q));
    });

    route(app, endpoints.liveSports, async (request, reply) =>
      sendAnswer(request, reply, liveSports(store)),
    );

    route(app, endpoints.bulkMatch, async (request, reply) => {
      const q = request.query;
      return sendJson(reply, bulkMatches(store, q.ids, q.stids));
    });

    route(app, endpoints.search, async (request, reply) => {
      const q = request.query;
      return sendAnswer(request, reply, searchMatches(store, q));
    });

    route(app, endpoints.categories, async (request, reply) => {
      const q = request.query;
      requireSport(store, q.id);
      return sendAnswer(request, reply, categoriesOf(store, q.id));
    });

    route(app, endpoints.livescore, async (request, reply) => {
      const q = request.query;
      if (q.sport_id !== undefined) requireSport(store, q.sport_id);
      return sendAnswer(request, reply, livescore(store, q.sport_id, q.date ?? utcDay(ctx.now())));
    });
  });
}
