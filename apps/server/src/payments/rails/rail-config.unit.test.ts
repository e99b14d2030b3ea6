import { describe, expect, it } from 'vitest';
import { readEnv } from '../../platform/env';
import { readRailConfig } from './rail-config';

const MPESA = {
  MPESA_CONSUMER_KEY: 'ck',
  MPESA_CONSUMER_SECRET: 'cs',
  MPESA_SHORTCODE: '174379',
  MPESA_PASSKEY: 'pk',
  MPESA_INITIATOR_NAME: 'api',
  MPESA_SECURITY_CREDENTIAL: 'cred',
};

describe('payment rail configuration', () => {
  it('turns M-Pesa on only when all its variables are set, naming the missing ones', () => {
    expect(readRailConfig({}).daraja).toBeUndefined();
    expect(readRailConfig(MPESA).daraja).toMatchObject({
      baseUrl: 'https://sandbox.safaricom.co.ke',
      shortcode: '174379',
      b2cShortcode: '174379',
    });
    expect(() => readRailConfig({ MPESA_CONSUMER_KEY: 'ck' })).toThrow(
      /M-Pesa \(Daraja\) is partly configured: set MPESA_CONSUMER_SECRET, MPESA_SHORTCODE/,
    );
  });

  it('lets production start Kenya on M-Pesa, and still names the countries left on the sandbox', () => {
    const production = { NODE_ENV: 'production', PAYMENT_CALLBACK_SECRET: 'real-secret' };
    expect(() => readEnv({ ...production, ...MPESA }, [])).toThrow(
      /the payment providers of GH, NG are the sandbox ones.*ALLOW_SANDBOX_PAYMENTS=1/,
    );
    expect(() => readEnv(production, [])).toThrow(/of KE, GH, NG are the sandbox ones/);
    expect(() => readEnv({ ...production, MPESA_PASSKEY: 'pk' }, [])).toThrow(/partly configured/);
  });
});
