import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBetslipStore } from '../../../shared/betslip-store';
import { applyTestCountry } from '../../../test/country';
import { jsonResponse, makePick, renderWithApp, stubFetch } from '../../../test/slip-test-helpers';
import { ShareReceiverScreen } from './share-receiver-screen';
import { ShareSheetHost } from './share-sheet';
import { Route, Routes } from 'react-router';

const encoded = {
  message: 'Betslip shared',
  code: 'VBQ4D7K',
  link: 'http://localhost/share/VBQ4D7K',
  meta: {
    product_type: 'NORMAL',
    social_urls: {
      whatsapp: 'https://wa.me/?text=x',
      facebook: 'https://www.facebook.com/sharer/sharer.php?u=x',
      twitter: 'https://twitter.com/intent/tweet?url=x',
      x: 'https://x.com/intent/post?url=x',
      telegram: 'https://t.me/share/url?url=x',
    },
  },
};

beforeEach(() => {
  applyTestCountry('KE');
  useBetslipStore.getState().clear('main');
  useBetslipStore.setState({ shareRequest: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('share sheet', () => {
  it('encodes the slip once, shows the code, social links and link, and copies it', async () => {
    const fetch = stubFetch(() => jsonResponse(200, encoded));
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    useBetslipStore.getState().requestShare({ picks: [makePick(1, 2)], productType: 'NORMAL' });
    renderWithApp(<ShareSheetHost />, '/');
    expect(await screen.findByTestId('share-code')).toHaveTextContent('VBQ4D7K');
    expect(fetch).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetch.mock.calls[0]![1]!.body));
    expect(body.betslip[0]).toMatchObject({ parent_match_id: 1, odd_key: '1', sub_type_id: 1 });
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      encoded.meta.social_urls.whatsapp,
    );
    expect(screen.getByTestId('share-link')).toHaveValue(encoded.link);
    expect(screen.getByTestId('share-link')).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(encoded.link);
    expect(screen.getByText('Copied the code successfully')).toBeInTheDocument();
  });

  it('says when copying fails, and closes on Escape', async () => {
    stubFetch(() => jsonResponse(200, encoded));
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    useBetslipStore.getState().requestShare({ picks: [makePick(1, 2)] });
    renderWithApp(<ShareSheetHost />, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Copy Link' }));
    expect(screen.getByText('Unable to copy, please try again')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(useBetslipStore.getState().shareRequest).toBeNull();
    expect(screen.queryByTestId('share-sheet')).toBeNull();
  });

  it('shows Failed to share betslip when encoding fails', async () => {
    stubFetch(() => jsonResponse(500, { message: 'boom', error: { message: 'boom' } }));
    useBetslipStore.getState().requestShare({ picks: [makePick(1, 2)] });
    renderWithApp(<ShareSheetHost />, '/');
    expect(await screen.findByText('Failed to share betslip')).toBeInTheDocument();
  });
});

describe('share receiver', () => {
  it('loads the shared picks into the slip and opens it', async () => {
    // A phone: the slip opens on /betslip (a desktop keeps it in the right-hand panel).
    Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
    stubFetch(() =>
      jsonResponse(200, {
        message: 'ok',
        dropped: [],
        meta: { product_type: 'NORMAL', code: 'VBQ4D7K' },
        data: [
          {
            parent_match_id: 7,
            match_id: 70,
            sub_type_id: 1,
            special_bet_value: '',
            odd_key: '2',
            bet_pick: '2',
            outcome_id: '3',
            odd_value: 2.5,
            display: '2',
            market_name: '1X2',
            home_team: 'A',
            away_team: 'B',
            start_time: '2099-01-01T10:00:00Z',
            sport_id: 1,
            live: false,
            active: true,
            status: 'ACTIVE',
            bet_type: 7,
          },
        ],
      }),
    );
    renderWithApp(
      <Routes>
        <Route path="/share/:shareCode" element={<ShareReceiverScreen />} />
        <Route path="*" element={null} />
      </Routes>,
      '/share/VBQ4D7K',
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/betslip'));
    const picks = useBetslipStore.getState().slips.main;
    expect(picks).toHaveLength(1);
    expect(picks[0]).toMatchObject({ parent_match_id: 7, is_shared: true, share_code: 'VBQ4D7K' });
    expect(document.cookie).toContain('share_code=VBQ4D7K');
  });

  it('shows the server message for an unknown code', async () => {
    stubFetch(() =>
      jsonResponse(404, {
        message: 'Betslip code not found',
        error: { message: 'Betslip code not found' },
      }),
    );
    renderWithApp(
      <Routes>
        <Route path="/share/:shareCode" element={<ShareReceiverScreen />} />
      </Routes>,
      '/share/NOPE123',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Betslip code not found');
    expect(useBetslipStore.getState().slips.main).toHaveLength(0);
  });
});
