import { endpoints } from '@shangwe/contract';
import { COUNTRY_PICKER, getCountryConfig, isCountryCode, toPublicConfig } from '@shangwe/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../platform/contract-routes';
import type { AppContext } from '../platform/context';
import { badRequest } from '../platform/errors';

export async function countryRoutes(app: FastifyInstance, ctx: AppContext) {
  /** The public part of a country's configuration (never API keys). */
  route(app, endpoints.config, async (request, reply) => {
    const { country } = request.query;
    const code = (country ?? ctx.env.defaultCountry).toUpperCase();
    if (!isCountryCode(code)) {
      throw badRequest(`Unknown country '${country}': use one of KE, GH, NG`, 'UNKNOWN_COUNTRY');
    }
    reply.header('cache-control', 'public, max-age=300');
    return { data: toPublicConfig(getCountryConfig(code)) };
  });

  /**
   * The visitor's country (spec 02 §7: countryCode, country). Behind a CDN the edge tells us
   * (cf-ipcountry / x-country-code); GEO_COUNTRY pins the answer for tests and demos; otherwise
   * the default country. The web app decides what to do with codes it does not support.
   */
  route(app, endpoints.geo, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return visitorCountry(request, ctx);
  });

  /**
   * What the app knows of the visitor (spec 01 §7 user info, spec 02 §7 `isSaf`). `isSaf` marks a
   * Safaricom subscriber, whose data-promotion notice the app shows: carriers tell the edge, which
   * passes it on as `x-carrier`; we cannot tell from the request alone.
   */
  route(app, endpoints.userInfo, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return userInfoOf(request, ctx);
  });
}

/** What GET (and POST) /api/userinfo answer about the visitor. */
export function userInfoOf(request: FastifyRequest, ctx: AppContext) {
  const geo = visitorCountry(request, ctx);
  const carrier = String(request.headers['x-carrier'] ?? '')
    .trim()
    .toLowerCase();
  const language = String(request.headers['accept-language'] ?? 'en')
    .slice(0, 2)
    .toLowerCase();
  return {
    language: language || 'en',
    country: geo.countryCode,
    geo,
    isSaf: carrier === 'safaricom',
  };
}

function visitorCountry(request: FastifyRequest, ctx: AppContext) {
  const header =
    (request.headers['cf-ipcountry'] as string | undefined) ??
    (request.headers['x-country-code'] as string | undefined);
  const countryCode = (ctx.env.geoCountry ?? header ?? ctx.env.defaultCountry).trim().toUpperCase();
  const known = COUNTRY_PICKER.find((c) => c.code === countryCode);
  return { countryCode, country: known?.name ?? countryCode };
}
