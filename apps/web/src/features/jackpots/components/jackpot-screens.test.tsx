import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JackpotEvent } from '@shangwe/contract';
import { useJackpotSlipStore } from '../../../shared/jackpot-slip-store';
import { useNoticeStore } from '../../../shared/notice-store';
import { useSessionStore } from '../../../shared/session-store';
import { renderScreen } from '../../../test/render-screen';
import { jackpotEvent, jackpotResult } from './jackpot-fixtures';
import { JackpotResultScreen } from './jackpot-results';
import { JackpotsScreen, SababishaScreen } from './jackpot-screens';
import { JackpotSlipPanel } from './jackpot-slip-panel';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Answers the events read with `events`, results with a settled event, records placements. */
function stubServer(events: JackpotEvent[], placement = () => ({ status: 500, body: {} })) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      calls.push({
        url,
        method: init?.method ?? 'GET',
        headers: (init?.headers ?? {}) as Record<string, string>,
        body,
      });
      const answer = url.includes('/bet')
        ? placement()
        : url.includes('jackpot/results')
          ? { status: 200, body: { data: [jackpotResult()] } }
          : url.includes('balance')
            ? { status: 200, body: { data: { balance: 700 } } }
            : { status: 200, body: { data: events } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const chip = (key: string, match: number) =>
  screen.getByRole('button', { name: new RegExp(`^${key} .*, Home ${match} v Away ${match}$`) });

beforeEach(() => {
  useJackpotSlipStore.setState({ slips: {} });
  useSessionStore.getState().logout();
  useNoticeStore.getState().clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the jackpot picker and slip', () => {
  it('shows the jackpot amount and a countdown to closing', async () => {
    stubServer([jackpotEvent('grand', 13)]);
    renderScreen(<JackpotsScreen />, { path: '/jackpots' });
    expect(await screen.findByTestId('jackpot-amount')).toHaveTextContent('KES 100,000,000');
    expect(screen.getByTestId('jackpot-countdown')).toHaveTextContent(
      /^Closes in 1d 02:0[01]:\d\d$/,
    );
  });

  it("names the 20M jackpot's tab after its guarantee in the bettor's country", async () => {
    stubServer([jackpotEvent('grand', 13)]);
    renderScreen(<JackpotsScreen />, { path: '/jackpots', country: 'GH' });
    const tabs = await screen.findByRole('navigation', { name: 'Jackpots' });
    expect(within(tabs).getByRole('link', { name: '2M' })).toHaveAttribute(
      'href',
      '/jackpots?product=jp20m',
    );
    expect(within(tabs).queryByRole('link', { name: '20M' })).toBeNull();
  });

  it('lines multiply with doubles and triples; total stake = lines × stake per line', async () => {
    stubServer([jackpotEvent('grand', 13)]);
    renderScreen(<JackpotsScreen />, { path: '/jackpots' });
    await screen.findAllByTestId('jackpot-match');
    const lines = screen.getByTestId('jackpot-lines');
    const stake = screen.getByTestId('jackpot-total-stake');
    expect(lines).toHaveTextContent('0');
    await userEvent.click(chip('1', 1));
    expect(lines).toHaveTextContent('1');
    expect(stake).toHaveTextContent('KES 100');
    await userEvent.click(chip('X', 1)); // a double
    await userEvent.click(chip('1', 2));
    await userEvent.click(chip('X', 2));
    await userEvent.click(chip('2', 2)); // a triple
    expect(lines).toHaveTextContent('6');
    expect(stake).toHaveTextContent('KES 600');
    expect(chip('X', 1)).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(chip('X', 1)); // tapping again removes it
    expect(lines).toHaveTextContent('3');
    expect(screen.getByTestId('jackpot-picked')).toHaveTextContent('2/13');
    expect(screen.getByTestId('jackpot-refusal')).toHaveTextContent(
      'Pick at least one outcome for every match: 11 matches are still empty',
    );
  });

  it("refuses a 18th match on the 20M jackpot with the spec's text", async () => {
    stubServer([jackpotEvent('jp20m', 18, { max_selections: 17, name: '20M Jackpot' })]);
    renderScreen(<JackpotsScreen initial="jp20m" />, { path: '/jackpots' });
    await screen.findAllByTestId('jackpot-match');
    for (let m = 1; m <= 18; m++) await userEvent.click(chip('1', m));
    expect(screen.getByTestId('jackpot-picked')).toHaveTextContent('17/18');
    expect(useNoticeStore.getState().queue.at(-1)?.message).toBe(
      'You can only select outcomes for a maximum of 17 matches',
    );
  });

  it('places 13 picks with an idempotency key and clears the slip', async () => {
    const calls = stubServer([jackpotEvent('grand', 13)], () => ({
      status: 201,
      body: {
        message: 'Your jackpot entry 7K3 is placed',
        bet_id: 7,
        short_bet_id: '7K3',
        ref: 'r',
        event_id: 41,
        lines: 2,
        stake: 200,
        stake_per_line: 100,
        status: 'open',
        user: { balance: 700 },
      },
    }));
    useSessionStore.getState().login({ token: 't', user: { id: 5, mobile: '254712345678' } });
    renderScreen(<JackpotsScreen />, { path: '/jackpots' });
    await screen.findAllByTestId('jackpot-match');
    for (let m = 1; m <= 13; m++) await userEvent.click(chip(m % 2 ? '1' : '2', m));
    await userEvent.click(chip('X', 13));
    expect(screen.getByTestId('jackpot-total-stake')).toHaveTextContent('KES 200');
    expect(screen.queryByTestId('jackpot-refusal')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    await waitFor(() =>
      expect(useNoticeStore.getState().queue.at(-1)?.message).toBe(
        'Your jackpot entry 7K3 is placed',
      ),
    );
    const placed = calls.find((c) => c.url.includes('/api/jackpot/bet'))!;
    expect(placed.method).toBe('POST');
    expect(placed.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const body = placed.body as { stake: string; selectedOdds: { odds: string[] }[] };
    expect(body.stake).toBe('200.00');
    expect(body.selectedOdds).toHaveLength(13);
    expect(body.selectedOdds[12]!.odds).toEqual(['1', 'X']);
    expect(screen.getByTestId('jackpot-lines')).toHaveTextContent('0');
  });

  it('free jackpot: one outcome per match (a new chip replaces the old), no stake', async () => {
    stubServer([jackpotEvent('free', 13, { name: 'Free Jackpot', stake_per_line: 0 })]);
    renderScreen(<JackpotsScreen initial="free" />, { path: '/jackpots' });
    await screen.findAllByTestId('jackpot-match');
    await userEvent.click(chip('1', 1));
    await userEvent.click(chip('2', 1));
    expect(chip('1', 1)).toHaveAttribute('aria-pressed', 'false');
    expect(chip('2', 1)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('jackpot-lines')).toHaveTextContent('1');
    expect(screen.getByTestId('jackpot-total-stake')).toHaveTextContent('Free');
  });

  it('logged out: Login to Bet sends to login and back', async () => {
    stubServer([jackpotEvent('grand', 13)]);
    renderScreen(<JackpotsScreen />, { path: '/jackpots' });
    await userEvent.click(await screen.findByRole('button', { name: 'Login to Bet' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fjackpots');
  });
});

describe('the Sababisha slip', () => {
  it('shows lines, stake per line and the best and worst payout before placing', async () => {
    stubServer([jackpotEvent('sababisha', 3, { name: 'Sababisha', jackpot_amount: null })]);
    renderScreen(<SababishaScreen />, { path: '/sababisha' });
    await screen.findAllByTestId('jackpot-match');
    await userEvent.click(chip('1', 1));
    await userEvent.click(chip('2', 1));
    await userEvent.click(chip('X', 2));
    await userEvent.click(chip('1', 3));
    const amount = screen.getByRole('spinbutton', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    // Lines 2; KES 50 each; best 4 × 3 × 2 = 24 → 1,200, worst 2 × 3 × 2 = 12 → 600.
    expect(screen.getByTestId('jackpot-lines')).toHaveTextContent('2');
    expect(screen.getByTestId('sababisha-stake-per-line')).toHaveTextContent('KES 50');
    expect(screen.getByTestId('sababisha-best')).toHaveTextContent('KES 1,200');
    expect(screen.getByTestId('sababisha-worst')).toHaveTextContent('KES 600');
    expect(screen.getByTestId('jackpot-total-stake')).toHaveTextContent('KES 100');
  });
});

describe('jackpot results', () => {
  it("lists each match's result, winners per tier and the amount per winning line", async () => {
    stubServer([]);
    renderScreen(
      <Routes>
        <Route path="*" element={<JackpotResultScreen />} />
      </Routes>,
      { path: '/jackpots/result' },
    );
    const card = await screen.findByTestId('jackpot-result');
    const results = within(card).getAllByTestId('jackpot-match-result');
    expect(results.map((r) => r.textContent)).toEqual([
      '1',
      'X',
      '2',
      '1',
      'Void',
      '2',
      '1',
      'X',
      '2',
      '1',
      'X',
      '2',
      '1',
    ]);
    const [jackpot, bonus] = within(card).getAllByTestId('jackpot-tier');
    expect(jackpot).toHaveTextContent('Jackpot (13/13)3KES 33,333,333.33');
    expect(bonus).toHaveTextContent('Bonus: one short (12/13)0-');
  });
});

describe("the betslip's Jackpot tab", () => {
  it('empty: says so and leads to the jackpots', () => {
    stubServer([]);
    renderScreen(<JackpotSlipPanel />, { path: '/betslip?type=jackpot', route: '/betslip' });
    expect(screen.getByText('You have no jackpot bets in your betslip.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Jackpots' })).toHaveAttribute(
      'href',
      '/jackpots',
    );
  });

  it("shows each session slip with its lines and stake, linked to the event's picker", async () => {
    const event = jackpotEvent('grand', 13);
    // GET /api/jackpot/events/41.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ data: event }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const rules = { maxSelections: 13, single: false };
    const store = useJackpotSlipStore.getState();
    store.toggle(41, 'grand', 9000, '1', rules);
    store.toggle(41, 'grand', 9000, '2', rules);
    store.toggle(41, 'grand', 9001, 'X', rules);
    renderScreen(<JackpotSlipPanel />, { path: '/betslip?type=jackpot', route: '/betslip' });
    expect(await screen.findByRole('link', { name: 'Grand Jackpot' })).toHaveAttribute(
      'href',
      '/jackpots?product=grand&event=41',
    );
    expect(screen.getByTestId('jackpot-picked')).toHaveTextContent('2/13');
    expect(screen.getByTestId('jackpot-lines')).toHaveTextContent('2');
    expect(screen.getByTestId('jackpot-total-stake')).toHaveTextContent('KES 200');
  });
});
