import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/config', () => {
  it.each([
    ['KE', 'KES', 'Africa/Nairobi', false],
    ['GH', 'GHS', 'Africa/Accra', true],
    ['NG', 'NGN', 'Africa/Lagos', false],
  ])('answers the public configuration of %s', async (code, currency, timezone, kycRequired) => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: `/api/config?country=${code}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.currency).toBe(currency);
    expect(data.timezone).toBe(timezone);
    expect(data.kyc.required).toBe(kycRequired);
    expect(data.accaBonusMatrix).toBeDefined();
    expect(data).not.toHaveProperty('apiKey');
    expect(res.body).not.toContain('apiKey');
  });

  it('uses COUNTRY when the query names none, and refuses unknown codes', async () => {
    t = await buildTestApp({ defaultCountry: 'NG' });
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().data.currency).toBe('NGN');

    const unknown = await t.app.inject({ method: 'GET', url: '/api/config?country=US' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe("Unknown country 'US': use one of KE, GH, NG");

    const malformed = await t.app.inject({ method: 'GET', url: '/api/config?country=Kenya' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toContain('two-letter code');
  });
});

describe('GET /api/geo', () => {
  it('answers the pinned GEO_COUNTRY, else the CDN header, else the default', async () => {
    t = await buildTestApp({ geoCountry: 'GH' });
    expect((await t.app.inject({ method: 'GET', url: '/api/geo' })).json()).toEqual({
      countryCode: 'GH',
      country: 'Ghana',
    });
    await t.close();

    t = await buildTestApp({ geoCountry: undefined, defaultCountry: 'KE' });
    const fromHeader = await t.app.inject({
      method: 'GET',
      url: '/api/geo',
      headers: { 'cf-ipcountry': 'et' },
    });
    expect(fromHeader.json()).toEqual({ countryCode: 'ET', country: 'Ethiopia' });
    const unsupported = await t.app.inject({
      method: 'GET',
      url: '/api/geo',
      headers: { 'x-country-code': 'US' },
    });
    expect(unsupported.json()).toEqual({ countryCode: 'US', country: 'US' });
    expect((await t.app.inject({ method: 'GET', url: '/api/geo' })).json().countryCode).toBe('KE');
  });
});

describe('GET /api/userinfo', () => {
  it('answers language, country and geo, and isSaf only for Safaricom subscribers', async () => {
    t = await buildTestApp({ geoCountry: undefined, defaultCountry: 'KE' });
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/userinfo',
      headers: { 'accept-language': 'sw-KE,sw;q=0.9' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual({
      language: 'sw',
      country: 'KE',
      geo: { countryCode: 'KE', country: 'Kenya' },
      isSaf: false,
    });
    const saf = await t.app.inject({
      method: 'GET',
      url: '/api/userinfo',
      headers: { 'x-carrier': 'Safaricom', 'cf-ipcountry': 'KE' },
    });
    expect(saf.json().isSaf).toBe(true);
  });
});
