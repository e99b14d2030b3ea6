import {
  endpoints,
  fixturesPrintQuerySchema,
  FIXTURES_PRINT_SPORT_MESSAGE,
} from '@shangwe/contract';
import { getCountryConfig, isCountryCode, type CountryCode } from '@shangwe/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogStoreFor, type CatalogStore } from '../catalog/catalog-store';
import type { AppContext } from '../platform/context';
import { route } from '../platform/contract-routes';
import { badRequest } from '../platform/errors';
import { listPrintableFixtures, type FixturesPrint } from './fixtures-lister';
import { renderFixturesPdf } from './fixtures-pdf';

type PrintQuery = ReturnType<typeof fixturesPrintQuerySchema.parse>;

/** The country whose calendar is printed: the query's, else the X-Country header's, else the default. */
function countryOf(request: FastifyRequest, q: PrintQuery, ctx: AppContext): CountryCode {
  const header = String(request.headers['x-country'] ?? '')
    .trim()
    .toUpperCase();
  const code = q.country ?? (isCountryCode(header) ? header : ctx.env.defaultCountry.toUpperCase());
  return isCountryCode(code) ? code : 'KE';
}

async function printable(
  store: CatalogStore,
  request: FastifyRequest,
  q: PrintQuery,
  ctx: AppContext,
): Promise<{ list: FixturesPrint; brand: string }> {
  await store.settled();
  if (!store.sports.has(q.sport_id))
    throw badRequest(FIXTURES_PRINT_SPORT_MESSAGE, 'VALIDATION_FAILED');
  const config = getCountryConfig(countryOf(request, q, ctx));
  const list = listPrintableFixtures(
    store,
    { sportId: q.sport_id, day: q.day, country: config.code, timeZone: config.timezone },
    ctx.now(),
  );
  return { list, brand: config.brand };
}

/** Print Matches (spec 02 §2.3): the coming matches of a sport and day, as JSON and as a PDF. */
export async function fixturesPrintRoutes(app: FastifyInstance, ctx: AppContext) {
  const store = await catalogStoreFor(ctx);

  route(app, endpoints.fixturesPrint, async (request, reply) => {
    const { list } = await printable(store, request, request.query, ctx);
    reply.header('cache-control', 'public, max-age=60');
    return { data: list };
  });

  route(app, endpoints.fixturesPrintPdf, async (request, reply) => {
    const q = request.query;
    const { list, brand } = await printable(store, request, q, ctx);
    const pdf = await renderFixturesPdf(list, { brand });
    const name = `${brand.toLowerCase()}-${list.sport_name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${list.day}.pdf`;
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'public, max-age=60')
      .send(pdf);
  });
}
