import { endpoints } from '@shangwe/contract';
import { recorded, trackWithdraw } from '../../../lib/analytics';
import { api } from '../../../lib/api-client';

/**
 * POST {v1 or v2}withdraw with amount and token, by the country's depositWithdrawVersion; the
 * funds are reserved at once and paid out asynchronously.
 */
export function withdrawRequest(input: {
  amount: number;
  version: 'v1' | 'v2';
  idempotencyKey: string;
}) {
  return api
    .call(input.version === 'v1' ? endpoints.withdraw : endpoints.withdrawV2, {
      body: { amount: input.amount, idempotency_key: input.idempotencyKey },
    })
    .then(recorded(() => trackWithdraw(input)));
}
