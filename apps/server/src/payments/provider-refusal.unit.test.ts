import { describe, expect, it } from 'vitest';
import { HttpError } from '../platform/errors';
import { isDefiniteRefusal, ProviderRefusal } from './provider-refusal';
import { DarajaError } from './rails/daraja-client';
import { MomoError } from './rails/momo-client';

describe('isDefiniteRefusal', () => {
  it('counts a 4xx or a documented failure answer as a refusal', () => {
    expect(isDefiniteRefusal(new ProviderRefusal(400, 'balance short'))).toBe(true);
    expect(isDefiniteRefusal(new ProviderRefusal(200, 'otp'))).toBe(true);
    expect(isDefiniteRefusal(new MomoError(409, 'duplicate'))).toBe(true);
    expect(isDefiniteRefusal(new DarajaError(400, '400.002.02', 'Bad request'))).toBe(true);
    expect(isDefiniteRefusal(new DarajaError(200, '1', 'Rejected'))).toBe(true);
    expect(isDefiniteRefusal(new HttpError(400, 'VALIDATION_FAILED', 'no'))).toBe(true);
  });

  it('counts a timeout, a dropped connection, a 5xx or a 408 as no answer', () => {
    expect(isDefiniteRefusal(new DOMException('timed out', 'TimeoutError'))).toBe(false);
    expect(isDefiniteRefusal(new TypeError('fetch failed'))).toBe(false);
    expect(isDefiniteRefusal(new MomoError(503, 'MoMo request refused'))).toBe(false);
    expect(isDefiniteRefusal(new DarajaError(500, undefined, 'Daraja call failed'))).toBe(false);
    expect(isDefiniteRefusal(new MomoError(408, 'timeout'))).toBe(false);
    expect(isDefiniteRefusal(new Error('Paystack transfer: no answer (HTTP 502)'))).toBe(false);
  });
});
