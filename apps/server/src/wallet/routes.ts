import { endpoints, type TransactionsQuery, type TransactionsResponse } from '@shangwe/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ensureKycAllows } from '../accounts/account-service';
import { profileCountry } from '../accounts/request-country';
import { bettorOf } from '../auth/session-plugin';
import { route } from '../platform/contract-routes';
import type { AppContext } from '../platform/context';
import { presentTransaction } from './presenters';
import { listStatement } from './wallet-repository';

/** The bettor's statement (spec 02 §2.2 /profile/transactions, KYC-gated per country). */
export async function walletRoutes(app: FastifyInstance, ctx: AppContext) {
  const transactions = async (
    request: FastifyRequest,
    { page, limit }: TransactionsQuery,
  ): Promise<TransactionsResponse> => {
    const user = bettorOf(request);
    const country = profileCountry(user.country, ctx);
    ensureKycAllows(country, user);
    const rows = await listStatement(ctx.db, user.profileId, limit + 1, (page - 1) * limit);
    return {
      data: rows.slice(0, limit).map((row) => presentTransaction(row, country)),
      meta: { page, limit, has_more: rows.length > limit },
    };
  };
  route(
    app,
    endpoints.transactions,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return transactions(request, request.query);
    },
    { session: 'required' },
  );
  route(app, endpoints.transactionsPost, async (request) => transactions(request, request.body), {
    session: 'required',
  });
}
