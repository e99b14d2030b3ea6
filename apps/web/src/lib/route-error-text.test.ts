import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';
import { GENERIC_ERROR_TEXT, routeErrorText } from './route-error-text';

describe('routeErrorText', () => {
  it('never shows the validation message of a malformed id', () => {
    const malformed = new ApiError(
      'shortBetId: shortBetId is not a valid bet code',
      400,
      null,
      'VALIDATION_FAILED',
    );
    expect(routeErrorText(malformed, 'Bet not found')).toEqual({
      text: 'Bet not found',
      retry: false,
    });
  });

  it("keeps the server's own not-found message, but not the unknown-endpoint one", () => {
    expect(
      routeErrorText(
        new ApiError('Betslip code not found', 404, null, 'SHARE_CODE_NOT_FOUND'),
        'x',
      ),
    ).toEqual({ text: 'Betslip code not found', retry: false });
    expect(
      routeErrorText(
        new ApiError('No such endpoint: GET /api/bet/a/b', 404, null, 'NOT_FOUND'),
        'Bet not found',
      ),
    ).toEqual({ text: 'Bet not found', retry: false });
    expect(
      routeErrorText(new ApiError('You can only view your own bets', 403, null), 'Bet not found')
        .text,
    ).toBe('Bet not found');
  });

  it('offers a retry for network and server trouble', () => {
    expect(routeErrorText(new ApiError(NETWORK_ERROR_MESSAGE, 0, null), 'x')).toEqual({
      text: NETWORK_ERROR_MESSAGE,
      retry: true,
    });
    expect(routeErrorText(new ApiError('boom at db.ts:12', 500, null), 'x')).toEqual({
      text: GENERIC_ERROR_TEXT,
      retry: true,
    });
    expect(routeErrorText(new TypeError('x is undefined'), 'x').text).toBe(GENERIC_ERROR_TEXT);
  });
});
