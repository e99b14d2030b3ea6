import { expect, type APIRequestContext, type Page } from '@playwright/test';

type Country = 'KE' | 'GH' | 'NG';

/** What POST /api/code answers a verified bettor with. */
export interface BettorSession {
  token: string;
  data: { user: Record<string, unknown> };
}

/** Reads the newest SMS sent to `mobile` from the server's outbox (non-production only). */
export async function latestSmsCode(
  request: APIRequestContext,
  mobile: string,
  country: Country = 'KE',
): Promise<string> {
  const outbox = await request.get(`/api/ops/sms-outbox?mobile=${mobile}`, {
    headers: { 'X-Country': country },
  });
  expect(outbox.ok(), await outbox.text()).toBe(true);
  const { data } = (await outbox.json()) as { data: { message: string }[] };
  const code = data[0]?.message.match(/\b(\d{4,6})\b/)?.[1];
  expect(code, 'a verification code in the SMS outbox').toBeTruthy();
  return code!;
}

/** Registers a bettor through the API and verifies the phone with the SMS code. */
export async function createBettor(
  request: APIRequestContext,
  input: { country: Country; mobile: string; password: string },
): Promise<BettorSession> {
  const headers = { 'X-Country': input.country };
  const signup = await request.post('/api/newsignup', {
    headers,
    data: { mobile: input.mobile, password: input.password, date_of_birth: '1990-01-15' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const verified = await request.post('/api/code', {
    headers,
    data: { mobile: input.mobile, code: await latestSmsCode(request, input.mobile, input.country) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return (await verified.json()) as BettorSession;
}

/**
 * Opens the app as this bettor, logged in, in `country`: the web app's saved session is put in
 * local storage before the first page runs (and left to the app on later loads).
 */
export async function signInAs(page: Page, country: Country, session: BettorSession) {
  await page.addInitScript(
    ({ country, token, user }) => {
      if (localStorage.getItem('country_code') !== null) return;
      localStorage.setItem('country_code', country);
      localStorage.setItem('authenticated', 'true');
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { country, token: session.token, user: session.data.user },
  );
}
