import { describe, expect, it } from 'vitest';
import { EnvError, publicUrlWarning, readEnv } from './env';

const read = (env: Record<string, string>) => readEnv(env, []);

describe('readEnv in production', () => {
  it('refuses the sandbox callback secret and the sandbox providers, naming the variables', () => {
    expect(() => read({ NODE_ENV: 'production' })).toThrow(EnvError);
    expect(() => read({ NODE_ENV: 'production' })).toThrow(/PAYMENT_CALLBACK_SECRET/);
    expect(() => read({ NODE_ENV: 'production' })).toThrow(/ALLOW_SANDBOX_PAYMENTS=1/);
    expect(() =>
      read({ NODE_ENV: 'production', PAYMENT_CALLBACK_SECRET: 'sandbox-callback-secret' }),
    ).toThrow(/PAYMENT_CALLBACK_SECRET/);
    // A real secret is not enough while the only providers are sandbox ones.
    expect(() => read({ NODE_ENV: 'production', PAYMENT_CALLBACK_SECRET: 'k3y' })).toThrow(
      /sandbox ones.*ALLOW_SANDBOX_PAYMENTS=1/,
    );
  });

  it('starts a demo site that allows the sandbox explicitly', () => {
    const env = read({
      NODE_ENV: 'production',
      ALLOW_SANDBOX_PAYMENTS: '1',
      PUBLIC_URL: 'https://demo.shangwe.example',
    });
    expect(env).toMatchObject({ production: true, allowSandboxPayments: true });
  });

  it('refuses a PUBLIC_URL left at its localhost default, and warns of it outside production', () => {
    const demo = { NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1' };
    expect(() => read(demo)).toThrow(/PUBLIC_URL is http:\/\/localhost:8080 \(unset/);
    expect(() => read({ ...demo, PUBLIC_URL: 'http://127.0.0.1:9000' })).toThrow(
      /Set PUBLIC_URL to the site's public address/,
    );
    expect(publicUrlWarning(read({}))).toMatch(
      /^PUBLIC_URL is http:\/\/localhost:8080, a localhost/,
    );
    expect(publicUrlWarning(read({ PUBLIC_URL: 'https://shangwe.example' }))).toBeUndefined();
  });

  it('keeps the sandbox outside production', () => {
    expect(read({}).paymentCallbackSecret).toBe('sandbox-callback-secret');
    expect(read({ NODE_ENV: 'test' }).production).toBe(false);
  });
});

describe('readEnv of the other hardening settings', () => {
  it('allows the origin of PUBLIC_URL by default, or the listed ones', () => {
    expect(read({ PUBLIC_URL: 'https://shangwe.example/app/' }).allowedOrigins).toEqual([
      'https://shangwe.example',
    ]);
    expect(
      read({ ALLOWED_ORIGINS: 'https://a.example, https://b.example/' }).allowedOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
    expect(() => read({ PUBLIC_URL: 'shangwe' })).toThrow(/PUBLIC_URL/);
  });

  it('reads the metrics port and token', () => {
    expect(read({ METRICS_PORT: '9464', METRICS_TOKEN: 't0k' })).toMatchObject({
      metricsPort: 9464,
      metricsToken: 't0k',
    });
    expect(read({})).toMatchObject({ metricsPort: undefined, metricsToken: undefined });
    // The metrics port is private: loopback unless an operator names a (private) interface.
    expect(read({ METRICS_PORT: '9464' }).metricsHost).toBe('127.0.0.1');
    expect(read({ METRICS_PORT: '9464', HOST: '0.0.0.0' }).metricsHost).toBe('127.0.0.1');
    expect(read({ METRICS_HOST: '10.0.3.7' }).metricsHost).toBe('10.0.3.7');
    expect(() => read({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
  });

  it('trusts forwarded addresses from private networks only, unless told otherwise', () => {
    expect(read({}).trustProxy).toBe('loopback,linklocal,uniquelocal');
    expect(read({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(read({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(read({ TRUST_PROXY: '10.1.0.0/16' }).trustProxy).toBe('10.1.0.0/16');
  });
});

describe('batched bet ingestion', () => {
  it('is on by default, off with BET_BATCHING=off, at most BET_BATCH_MAX bets a batch', () => {
    expect(read({})).toMatchObject({ betBatching: true, betBatchMax: 64, betBatchWriters: 1 });
    expect(read({ BET_BATCHING: 'off' }).betBatching).toBe(false);
    expect(read({ BET_BATCHING: 'on', BET_BATCH_MAX: '16' })).toMatchObject({
      betBatching: true,
      betBatchMax: 16,
    });
    expect(() => read({ BET_BATCHING: 'maybe' })).toThrow(/BET_BATCHING/);
  });
});

describe('withdrawal approval thresholds', () => {
  it('defaults per country and takes WITHDRAWAL_APPROVAL_ABOVE_<COUNTRY>', () => {
    expect(read({}).withdrawalApprovalAbove).toEqual({ KE: 100_000, GH: 1_000, NG: 1_000_000 });
    expect(read({ WITHDRAWAL_APPROVAL_ABOVE_GH: '500' }).withdrawalApprovalAbove.GH).toBe(500);
    expect(() => read({ WITHDRAWAL_APPROVAL_ABOVE_KE: 'lots' })).toThrow(
      /WITHDRAWAL_APPROVAL_ABOVE_KE must be a number/,
    );
    expect(() => read({ WITHDRAWAL_APPROVAL_ABOVE_NG: '-1' })).toThrow(EnvError);
  });
});

describe('server processes on one port (API_PROCESSES)', () => {
  const services = { DATABASE_URL: 'postgres://db/shangwe', REDIS_URL: 'redis://cache' };

  it('runs one process by default, several with PostgreSQL and Redis', () => {
    expect(read({}).apiProcesses).toBe(1);
    expect(read({ ...services, API_PROCESSES: '4' })).toMatchObject({
      apiProcesses: 4,
      redisPrefix: '',
    });
    expect(read({ ...services, REDIS_PREFIX: 'eu:' }).redisPrefix).toBe('eu:');
  });

  it('refuses several processes on the embedded database or without Redis, and bad counts', () => {
    expect(() => read({ API_PROCESSES: '2' })).toThrow(/needs DATABASE_URL and REDIS_URL/);
    expect(() => read({ API_PROCESSES: '2', DATABASE_URL: services.DATABASE_URL })).toThrow(
      /needs DATABASE_URL and REDIS_URL/,
    );
    expect(() => read({ ...services, API_PROCESSES: 'two' })).toThrow(
      "API_PROCESSES must be a whole number from 1 to 64, got 'two'",
    );
    expect(() => read({ ...services, API_PROCESSES: '0' })).toThrow(EnvError);
  });
});
