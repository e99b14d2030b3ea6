import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyTestCountry } from '../../../test/country';
import { jsonResponse, logIn, renderWithApp, stubFetch } from '../../../test/slip-test-helpers';
import { BetDetailScreen, ShortBetScreen } from './bet-detail-screen';
import { buildBet } from './mybets-test-bet';

beforeEach(() => {
  applyTestCountry('KE');
  logIn();
});
afterEach(() => vi.unstubAllGlobals());

const schemaRefusal = (field: string) =>
  jsonResponse(400, {
    message: `${field}: ${field} is not a valid bet code`,
    error: { message: `${field}: ${field} is not a valid bet code`, code: 'VALIDATION_FAILED' },
    field,
  });

function openShort(code: string) {
  renderWithApp(
    <Routes>
      <Route path="/b/:shortBetId" element={<ShortBetScreen />} />
    </Routes>,
    `/b/${code}`,
  );
}

describe('bet links', () => {
  it('opens /b/{id} with the numeric id My Bets uses', async () => {
    const fetch = stubFetch((url) => {
      if (url.includes('/api/bet/12')) return jsonResponse(200, { data: buildBet({ bet_id: 12 }) });
      if (url.includes('/api/bet/short/')) return schemaRefusal('shortBetId');
      return jsonResponse(200, { status: 'ok', whitelisted: false, profile_id: 42 });
    });
    openShort('12');
    expect(await screen.findByTestId('bet-detail')).toHaveTextContent('Bet #AB12CD');
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/api/bet/short/'))).toBe(false);
  });

  it("shows each leg's short game id", async () => {
    const bet = buildBet({ bet_id: 12 });
    bet.legs[0]!.game_id = 12345;
    stubFetch((url) => {
      if (url.includes('/api/bet/12')) return jsonResponse(200, { data: bet });
      return jsonResponse(200, { status: 'ok', whitelisted: false, profile_id: 42 });
    });
    openShort('12');
    expect(await screen.findByTestId('bet-leg')).toHaveTextContent('ID 12345');
  });

  it('says Bet not found for an unknown numeric id, never a field name', async () => {
    stubFetch((url) => {
      if (url.includes('/api/bet/short/')) return schemaRefusal('shortBetId');
      if (url.includes('/api/bet/'))
        return jsonResponse(404, {
          message: 'Bet not found',
          error: { message: 'Bet not found', code: 'BET_NOT_FOUND' },
        });
      return jsonResponse(200, {});
    });
    openShort('99');
    expect(await screen.findByTestId('bet-error')).toHaveTextContent(/^Bet not found$/);
    expect(screen.getByRole('link', { name: 'Go to My Bets' })).toBeInTheDocument();
  });

  it('says Bet not found for a malformed code without asking the server', async () => {
    const fetch = stubFetch(() => schemaRefusal('shortBetId'));
    openShort('not-a-code!');
    expect(await screen.findByTestId('bet-error')).toHaveTextContent(/^Bet not found$/);
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/api/bet'))).toBe(false);
  });

  it('says Bet not found when /mybets/{betId} gets a schema refusal', async () => {
    stubFetch(() =>
      jsonResponse(400, {
        message: 'betId: must be a positive whole number',
        error: { message: 'betId: must be a positive whole number', code: 'VALIDATION_FAILED' },
      }),
    );
    renderWithApp(
      <Routes>
        <Route path="/mybets/:betId" element={<BetDetailScreen />} />
      </Routes>,
      '/mybets/abc',
    );
    const error = await screen.findByTestId('bet-error');
    expect(error).toHaveTextContent(/^Bet not found$/);
    expect(error).not.toHaveTextContent('betId');
  });

  it('offers a retry when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    openShort('AB12CD');
    expect(await screen.findByTestId('bet-error')).toHaveTextContent(
      'An error occurred. Please try again',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
