import { expect, type Browser } from '@playwright/test';
import { testIdempotencyKey } from './funding';

const PASSWORD = 'Shangwe2026';

/** The headers every call of a Kenyan journey sends. */
export const KE_JSON_HEADERS = { 'X-Country': 'KE', 'Content-Type': 'application/json' };

/** A Kenyan bettor of a journey: its session, the user the web app saves, its auth header. */
export interface JourneyBettor {
  token: string;
  user: Record<string, unknown>;
  auth: Record<string, string>;
}

/**
 * The API of a journey's own server (see JourneyServer) as a Kenyan caller: `api` fails the
 * journey on any answer that is not 2xx, with the answer in the message.
 */
export function journeyApi(base: string) {
  async function api<T>(url: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${base}${url}`, {
      ...init,
      headers: { ...KE_JSON_HEADERS, ...init.headers },
    });
    const body = (await res.json()) as T;
    if (!res.ok) throw new Error(`${url} → ${res.status} ${JSON.stringify(body)}`);
    return body;
  }

  /** The bettor's balance in major units, as the server has it. */
  async function balanceOf(auth: Record<string, string>): Promise<number> {
    const res = await api<{ data: { balance: number } }>('/api/balance', {
      method: 'POST',
      headers: auth,
      body: '{}',
    });
    return res.data.balance;
  }

  /**
   * Registers and verifies a new bettor with the code from the SMS outbox, then deposits
   * `amount` (when above 0) through the sandbox mobile-money provider, whose callback credits it.
   */
  async function fundedBettor(amount: number): Promise<JourneyBettor> {
    const mobile = `07${String(Date.now()).slice(-8)}`;
    await api('/api/newsignup', {
      method: 'POST',
      body: JSON.stringify({ mobile, password: PASSWORD, date_of_birth: '1990-01-15' }),
    });
    const outbox = await api<{ data: { message: string }[] }>(
      `/api/ops/sms-outbox?mobile=${mobile}`,
    );
    const code = outbox.data[0]!.message.match(/\b(\d{4,6})\b/)![1];
    const verified = await api<{ token: string; data: { user: Record<string, unknown> } }>(
      '/api/code',
      { method: 'POST', body: JSON.stringify({ mobile, code }) },
    );
    const auth = { Authorization: `Bearer ${verified.token}` };
    if (amount > 0) {
      await api('/api/v2/deposit', {
        method: 'POST',
        headers: { ...auth, 'Idempotency-Key': testIdempotencyKey('deposit') },
        body: JSON.stringify({ amount }),
      });
      await expect.poll(async () => await balanceOf(auth), { timeout: 60_000 }).toBe(amount);
    }
    return { token: verified.token, user: { ...verified.data.user, balance: amount }, auth };
  }

  /**
   * A new browser context on the journey's server in Kenya, logged in as `bettor` when given (the
   * web app's saved session is put in local storage before the first page runs, and left to the
   * app on later loads). `touch`: below desktop width it is a touch phone.
   */
  async function openAs(
    browser: Browser,
    viewport: { width: number; height: number },
    bettor?: JourneyBettor,
    { touch = false }: { touch?: boolean } = {},
  ) {
    const phone = touch && viewport.width < 1024;
    const context = await browser.newContext({
      viewport,
      baseURL: base,
      ...(touch ? { isMobile: phone, hasTouch: phone } : {}),
    });
    await context.addInitScript(
      ({ token, user }) => {
        if (localStorage.getItem('country_code') === null)
          localStorage.setItem('country_code', 'KE');
        if (token && localStorage.getItem('token') === null) {
          localStorage.setItem('authenticated', 'true');
          localStorage.setItem('token', token);
          localStorage.setItem('user', JSON.stringify(user));
        }
      },
      { token: bettor?.token ?? null, user: bettor?.user ?? null },
    );
    return { context, page: await context.newPage() };
  }

  return { api, balanceOf, fundedBettor, openAs };
}
