import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBetslipStore } from '../../../shared/betslip-store';
import { useNoticeStore } from '../../../shared/notice-store';
import {
  RECOMMENDATION_EVENTS,
  trackRecommendationsPlaced,
  useRecommendationsStore,
} from '../../../shared/recommendations-store';
import { useSessionStore } from '../../../shared/session-store';
import { reloadSettingsFromStorage, useSettingsStore } from '../../../shared/settings-store';
import { buildMatch, calledUrls, stubFetch } from '../../../test/catalog-fixtures';
import { applyTestCountry } from '../../../test/country';
import { logIn, makePick, renderWithApp } from '../../../test/slip-test-helpers';
import { RecommendationSlider } from './recommendation-slider';

/** Seven recommended ids; the slider shows the first 5 still open, one per page. */
const IDS = [11, 12, 13, 14, 15, 16, 17];

function stubRecommendations(matches = IDS.map((id) => buildMatch({ parent_match_id: id }))) {
  return stubFetch({
    '/api/recommendations/pre-bet': {
      widget: 'betslip-pre',
      user_id: null,
      ids: IDS,
      recommendations: [],
    },
    '/api/uo/bulk-match': { data: { data: matches } },
  });
}

const events = (name: string) => (window.dataLayer ?? []).filter((e) => e.event === name);

beforeEach(() => {
  localStorage.clear();
  reloadSettingsFromStorage();
  applyTestCountry('KE');
  useSessionStore.getState().logout();
  useBetslipStore.getState().setPicks('main', [makePick(1, 2.1)]);
  useRecommendationsStore.setState({ seen: [], addedToBetslip: [] });
  useNoticeStore.getState().clear();
  window.dataLayer = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RecommendationSlider', () => {
  it('asks for the slip matches as sr:match ids and shows at most 5 matches, one per page', async () => {
    const fetch = stubRecommendations();
    renderWithApp(<RecommendationSlider />);
    const slide = await screen.findByTestId('recommendation');
    expect(screen.getAllByTestId('recommendation')).toHaveLength(1);
    expect(slide).toHaveAttribute('data-match', '11');
    const [preBet] = calledUrls(fetch, '/api/recommendations/pre-bet');
    expect(preBet!.searchParams.get('widget')).toBe('betslip-pre');
    expect(preBet!.searchParams.get('event_ids')).toBe('sr:match:1');
    const [bulk] = calledUrls(fetch, '/api/uo/bulk-match');
    expect(bulk!.searchParams.get('ids')).toBe(IDS.join(','));
    expect(bulk!.searchParams.get('stids')).toBe('1');

    const seenPages = ['11'];
    for (let i = 0; i < 5; i++) {
      await userEvent.click(screen.getByRole('button', { name: 'Next recommendation' }));
      seenPages.push(screen.getByTestId('recommendation').getAttribute('data-match')!);
    }
    // Five pages, then back to the first.
    expect(seenPages).toEqual(['11', '12', '13', '14', '15', '11']);
    expect(useRecommendationsStore.getState().seen).toEqual([11, 12, 13, 14, 15]);
    expect(events(RECOMMENDATION_EVENTS.seen).flatMap((e) => e.ids as number[])).toEqual([
      11, 12, 13, 14, 15,
    ]);
  });

  it('shows a dash for every odd a match does not offer', async () => {
    const noMarket = buildMatch({ parent_match_id: 11, markets: [] });
    const noDraw = buildMatch({ parent_match_id: 12 });
    noDraw.markets[0]!.odds[1]!.odd_value = 0;
    stubRecommendations([noMarket, noDraw]);
    renderWithApp(<RecommendationSlider />);
    const first = await screen.findByTestId('recommendation');
    expect(within(first).getAllByText('-')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Next recommendation' }));
    const second = screen.getByTestId('recommendation');
    expect(within(second).getAllByText('-')).toHaveLength(1);
    expect(within(second).getByTestId('recommendation-odd-12-1')).toHaveTextContent('2.10');
  });

  it('adds a pick to the slip, tracks it, and counts it placed with the bet reference', async () => {
    logIn();
    const fetch = stubRecommendations();
    renderWithApp(<RecommendationSlider />);
    await userEvent.click(await screen.findByTestId('recommendation-odd-11-X'));
    const picks = useBetslipStore.getState().slips.main;
    expect(picks.map((p) => [p.parent_match_id, p.odd.odd_key])).toEqual([
      [1, '1'],
      [11, 'X'],
    ]);
    expect(events(RECOMMENDATION_EVENTS.added)).toEqual([
      { event: RECOMMENDATION_EVENTS.added, parent_match_id: 11 },
    ]);
    // The slip changed: the next list is asked for both matches, with the session.
    await waitFor(() => expect(calledUrls(fetch, '/api/recommendations/pre-bet')).toHaveLength(2));
    const second = calledUrls(fetch, '/api/recommendations/pre-bet')[1]!;
    expect(second.searchParams.get('event_ids')).toBe('sr:match:1,sr:match:11');
    expect(second.searchParams.get('user_id')).toBe('42');
    // The stub's handler takes the URL only; fetch was still given the request's init.
    const init = (fetch.mock.calls.at(-1) as unknown[] | undefined)?.[1] as RequestInit | undefined;
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer test-token');

    trackRecommendationsPlaced('ABC123', [1, 11]);
    expect(events(RECOMMENDATION_EVENTS.placed)).toEqual([
      { event: RECOMMENDATION_EVENTS.placed, ref: 'ABC123', ids: [11] },
    ]);
    // Counted once.
    trackRecommendationsPlaced('ABC124', [11]);
    expect(events(RECOMMENDATION_EVENTS.placed)).toHaveLength(1);
  });

  it("opts out with the spec's notice for 5 seconds and asks for nothing afterwards", async () => {
    stubRecommendations();
    renderWithApp(<RecommendationSlider />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(screen.queryByTestId('recommendations')).toBeNull();
    expect(useNoticeStore.getState().queue).toEqual([
      expect.objectContaining({
        title: 'Bet Recommendations',
        message: 'You have opted out successfully.',
        duration: 5000,
      }),
    ]);
    expect(localStorage.getItem('seeRecommendations')).toBe('false');
    expect(useSettingsStore.getState().seeRecommendations).toBe(false);
  });

  it('shows nothing for an empty slip or after opting out, without asking the server', async () => {
    const fetch = stubRecommendations();
    useBetslipStore.getState().clear('main');
    const { unmount } = renderWithApp(<RecommendationSlider />);
    unmount();
    useBetslipStore.getState().setPicks('main', [makePick(1, 2.1)]);
    useSettingsStore.getState().setSeeRecommendations(false);
    renderWithApp(<RecommendationSlider />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('recommendations')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
