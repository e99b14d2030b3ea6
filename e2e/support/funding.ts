import { expect, type APIRequestContext } from '@playwright/test';
import { getCountryConfig, toCents, type Cents } from '../../packages/domain/src/index';
import type { BettorSession } from './bettors';

type Country = 'KE' | 'GH' | 'NG';

/** A unique idempotency key for one money-moving call of a test. */
export function testIdempotencyKey(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The bettor's balance as the server has it, in cents. */
export async function balanceCents(
  request: APIRequestContext,
  country: Country,
  session: BettorSession,
): Promise<number> {
  const res = await request.post('/api/balance', {
    headers: { 'X-Country': country },
    data: { token: session.token },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { data } = (await res.json()) as { data: { balance: number } };
  return toCents(data.balance);
}

/**
 * Credits `cents` through the sandbox mobile-money provider the way a bettor would: deposits
 * of at most the country's maximum each (KES 140,000 in Kenya), every one completed by the
 * provider's signed callback. Resolves once the balance has grown by `cents`. (The sandbox fails
 * an amount ending in .13 on purpose, so such a total is refused here.)
 */
export async function depositInSteps(
  request: APIRequestContext,
  country: Country,
  session: BettorSession,
  cents: number,
): Promise<void> {
  expect(cents % 100, 'the sandbox fails amounts ending in .13').not.toBe(13);
  const maxCents: Cents = toCents(getCountryConfig(country).maximumDepositAmount);
  const start = await balanceCents(request, country, session);
  for (let left = cents; left > 0;) {
    const step = Math.min(left, maxCents);
    const res = await request.post('/api/deposit', {
      headers: {
        'X-Country': country,
        Authorization: `Bearer ${session.token}`,
        'Idempotency-Key': testIdempotencyKey('deposit'),
      },
      data: { amount: step / 100 },
    });
    expect(res.ok(), await res.text()).toBe(true);
    left -= step;
  }
  await expect
    .poll(() => balanceCents(request, country, session), { timeout: 30_000 })
    .toBe(start + cents);
}
