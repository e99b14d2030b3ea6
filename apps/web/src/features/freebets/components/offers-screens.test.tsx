import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FreeBet, PromoCategory } from '@shangwe/contract';
import { formatCurrency, getCountryConfig } from '@shangwe/domain';
import { useBetslipStore } from '../../../shared/betslip-store';
import { useFreebetsStore } from '../../../shared/freebets-store';
import { useSessionStore } from '../../../shared/session-store';
import { makeFreeBet, makePromo } from '../../../test/offer-fixtures';
import { mockFetch, renderScreen } from '../../../test/render-screen';
import { FreebetDetailScreen } from './freebet-detail-screen';
import { OffersRewardsScreen } from './offers-rewards-screen';
import { OffersScreen } from './offers-screen';
import { PromoDetailScreen } from './promo-detail-screen';

const KE = getCountryConfig('KE');
const money = (n: number) => formatCurrency(n, KE);
const DAY = 86_400_000;

const welcome = makeFreeBet();
const used: FreeBet = {
  ...welcome,
  free_bet_profile_id: 5,
  amount: 100,
  status: 'used',
  title: 'Free bet',
  used_at: new Date(Date.now() - 2 * DAY).toISOString(),
  bet_id: 321,
};

const categories: PromoCategory[] = [
  {
    category_id: 1,
    category_name: 'Sports',
    description: 'Offers on sports bets',
    status: 'active',
  },
  {
    category_id: 2,
    category_name: 'Accumulators',
    description: 'Offers for multi-leg bets',
    status: 'active',
  },
];
const winBonus = makePromo();

function logIn() {
  useSessionStore.getState().login({ token: 't', user: { id: 42, mobile: '254712345678' } });
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().logout();
  useSessionStore.getState().setSelectedOptIn([]);
  useFreebetsStore.setState({ applied: null });
  useBetslipStore.getState().setStake('main', 100);
});

afterEach(() => vi.unstubAllGlobals());

describe('/freebets (Offers & Rewards)', () => {
  it("lists the bettor's free bets, active first, and the running promotions", async () => {
    logIn();
    mockFetch((url) => {
      if (url.includes('free-bets-profile')) return { body: { data: [used, welcome], count: 1 } };
      if (url.includes('offers/profile')) return { body: { categories, data: [winBonus] } };
      return { status: 404, body: {} };
    });
    renderScreen(<OffersRewardsScreen />, { path: '/freebets' });
    expect(screen.getByRole('heading', { name: 'Offers & Rewards' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('freebet-card');
    expect(cards[0]).toHaveTextContent(money(50));
    expect(cards[0]).toHaveTextContent('Active');
    expect(cards[1]).toHaveTextContent('Used');
    expect(screen.getByTestId('offer-terms')).toHaveTextContent('forfeits it');
    expect(cards[0]!.querySelector('a')).toHaveAttribute('href', '/freebets/7');
    const promo = await screen.findByTestId('promo-card');
    expect(promo).toHaveTextContent('Weekend Win Bonus');
    expect(promo).toHaveTextContent(`Get ${money(50)} when your bet wins`);
    expect(promo.querySelector('a')).toHaveAttribute('href', '/freebets/offers/2');
  });

  it('says so when the bettor has no free bets, and asks a visitor to log in', async () => {
    logIn();
    mockFetch((url) =>
      url.includes('free-bets-profile')
        ? { body: { data: [], count: 0 } }
        : { body: { categories, data: [] } },
    );
    const view = renderScreen(<OffersRewardsScreen />, { path: '/freebets' });
    expect(
      await screen.findByText('You have no free bets yet. Deposit and bet to earn one.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'There are no promotions running right now. Please check again soon.',
      ),
    ).toBeInTheDocument();
    view.unmount();

    useSessionStore.getState().logout();
    const calls = mockFetch(() => ({ body: { categories, data: [winBonus] } }));
    renderScreen(<OffersRewardsScreen />, { path: '/freebets' });
    expect(
      screen.getByText(/Login to see your free bets and opt in to promotions\./),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('promo-card')).toBeInTheDocument();
    expect(calls.mock.calls.some(([u]) => String(u).includes('free-bets-profile'))).toBe(false);
  });
});

describe('/freebets/{id}', () => {
  it('shows the terms and applies the free bet to the slip', async () => {
    logIn();
    mockFetch((url) =>
      url.includes('/freebets/7') ? { body: { data: welcome } } : { status: 404, body: {} },
    );
    renderScreen(<FreebetDetailScreen />, { path: '/freebets/7', route: '/freebets/:id' });
    expect(await screen.findByTestId('freebet-amount')).toHaveTextContent(money(50));
    expect(screen.getByText('Minimum total odds').nextSibling).toHaveTextContent('1.50');
    expect(screen.getByText('Prematch bets')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use in betslip' }));
    expect(useFreebetsStore.getState().applied?.free_bet_profile_id).toBe(7);
    expect(useBetslipStore.getState().stakes.main).toBe(50);
    expect(screen.getByTestId('location')).toHaveTextContent('/betslip');
  });

  it("shows the server's words for a free bet that is not the bettor's", async () => {
    logIn();
    mockFetch(() => ({
      status: 404,
      body: { error: { code: 'FREEBET_NOT_FOUND', message: 'This free bet was not found' } },
    }));
    renderScreen(<FreebetDetailScreen />, { path: '/freebets/99', route: '/freebets/:id' });
    expect(await screen.findByText('This free bet was not found')).toBeInTheDocument();
  });
});

describe('/freebets/offers/{promoId}', () => {
  it('shows the rules in words and opts the bettor in, keeping it under selected-optIn', async () => {
    logIn();
    let optedIn = false;
    mockFetch((url) => {
      if (url.includes('/promos/opt-in')) {
        optedIn = true;
        return { body: { message: 'Opted in', promo_id: 2, opted_in: true } };
      }
      if (url.includes('offers/profile'))
        return { body: { categories, data: [{ ...winBonus, opted_in: optedIn }] } };
      if (url.includes('/promos/offers/2'))
        return { body: { data: winBonus, category: categories[0] } };
      return { status: 404, body: {} };
    });
    renderScreen(<PromoDetailScreen />, {
      path: '/freebets/offers/2',
      route: '/freebets/offers/:promoId',
    });
    const rules = await screen.findByTestId('promo-rules');
    expect(rules).toHaveTextContent(`Stake at least ${money(200)}`);
    expect(rules).toHaveTextContent('Total odds of at least 3.00');
    // The button waits (disabled) for the bettor's own promos to load: a click before is lost.
    const optIn = screen.getByRole('button', { name: 'Opt in' });
    await waitFor(() => expect(optIn).toBeEnabled());
    await userEvent.click(optIn);
    expect(await screen.findByRole('button', { name: 'Opt out' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('selected-optIn')!)).toMatchObject([
      { promo_id: 2, promo_name: 'Weekend Win Bonus' },
    ]);
  });
});

describe('/offers', () => {
  it('lists the running promotions under their categories for a visitor', async () => {
    const calls = mockFetch(() => ({
      body: {
        categories,
        data: [
          winBonus,
          { ...winBonus, promo_id: 1, promos_id: 1, promo_name: 'Acca Insurance', category_id: 2 },
        ],
      },
    }));
    renderScreen(<OffersScreen />, { path: '/offers' });
    const groups = await screen.findAllByTestId('offer-category');
    expect(groups.map((g) => g.querySelector('h2')?.textContent)).toEqual([
      'Sports',
      'Accumulators',
    ]);
    expect(groups[1]).toHaveTextContent('Acca Insurance');
    // The terms that keep offers from being farmed, in the country's money.
    const terms = screen.getByTestId('offer-terms');
    expect(terms).toHaveTextContent(
      `Your first deposit of ${money(100)} or more gets a ${money(50)} free bet.`,
    );
    expect(terms).toHaveTextContent('a withdrawal that leaves less than the deposit');
    expect(terms).toHaveTextContent('withdrawn if that bet is cancelled, void or refused');
    await waitFor(() => expect(calls).toHaveBeenCalled());
    expect(String(calls.mock.calls[0]![0])).toContain('/api/promos/offers');
    expect(calls.mock.calls[0]![1]?.method).toBe('GET');
  });
});

describe('promo artwork', () => {
  it('draws each promo card with the artwork its image_url names, as the banners do', async () => {
    mockFetch(() => ({
      body: {
        categories,
        data: [
          winBonus,
          { ...winBonus, promo_id: 1, promos_id: 1, image_url: 'jackpot', category_id: 2 },
          { ...winBonus, promo_id: 3, promos_id: 3, image_url: 'unknown', category_id: 2 },
          { ...winBonus, promo_id: 4, promos_id: 4, image_url: 'weekend', category_id: 2 },
          { ...winBonus, promo_id: 5, promos_id: 5, image_url: 'insurance', category_id: 2 },
          { ...winBonus, promo_id: 6, promos_id: 6, image_url: 'gift', category_id: 2 },
        ],
      },
    }));
    const { container } = renderScreen(<OffersScreen />, { path: '/offers' });
    const cards = await screen.findAllByTestId('promo-card');
    expect(
      cards.map((c) => c.querySelector('[data-artwork]')?.getAttribute('data-artwork')),
    ).toEqual(['boost', 'jackpot', 'boost', 'weekend', 'insurance', 'gift']);
    // Each promotion's own icon is a drawn motif, and the three differ.
    const motifs = cards.slice(3).map((c) => c.querySelector('svg')!.innerHTML);
    expect(motifs.every((m) => m.length > 0)).toBe(true);
    expect(new Set(motifs).size).toBe(3);
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('says on which days a promotion runs, and until when', async () => {
    mockFetch(() => ({
      body: {
        categories,
        data: [
          { ...winBonus, schedule_days: [6, 7] },
          { ...winBonus, promo_id: 1, promos_id: 1, promo_name: 'Acca Insurance', category_id: 2 },
        ],
      },
    }));
    renderScreen(<OffersScreen />, { path: '/offers' });
    const schedules = await screen.findAllByTestId('promo-schedule');
    expect(schedules[0]).toHaveTextContent(/^Saturdays and Sundays · until \d/);
    expect(schedules[1]).toHaveTextContent(/^Until \d/);
  });

  it("sets the promo page's category, name and award over its artwork, read out", async () => {
    mockFetch(() => ({
      body: { data: { ...winBonus, image_url: 'casino' }, category: categories[0] },
    }));
    renderScreen(<PromoDetailScreen />, {
      path: '/freebets/offers/2',
      route: '/freebets/offers/:promoId',
    });
    const detail = await screen.findByTestId('promo-detail');
    const art = detail.querySelector('[data-artwork]')!;
    expect(art).toHaveAttribute('data-artwork', 'casino');
    expect(art).not.toHaveAttribute('aria-hidden');
    expect(art).toHaveTextContent('Sports');
    expect(art).toHaveTextContent('Weekend Win Bonus');
    expect(art).toHaveTextContent(`Get ${money(50)} when your bet wins`);
  });
});
