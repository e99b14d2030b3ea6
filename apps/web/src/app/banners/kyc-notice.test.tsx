import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNoticeStore } from '../../shared/notice-store';
import { useSessionStore } from '../../shared/session-store';
import { renderApp } from '../../test/render-app';
import { KYC_BANNER } from '../guards';
import { showKycNotice } from './kyc-notice';

const VERIFIED = 'Your identity has been verified.';

function json(body: unknown) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  useNoticeStore.getState().clear();
  useSessionStore.getState().login({
    token: 'tok',
    user: { id: 3, mobile: '233241234567', has_kyc: false, kyc: { status: '0' } },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (String(url).endsWith('/add-kyc'))
        return json({ status: 'success', message: 'Received.', data: { has_kyc: true } });
      if (String(url).endsWith('/verify-kyc'))
        return json({
          status: 'success',
          message: VERIFIED,
          data: { has_kyc: true, kyc: { status: '2' } },
        });
      return json({ data: [] });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

describe("the 'Complete Your Application' notice", () => {
  it('leaves once KYC succeeds, and the success notice shows', async () => {
    const { getLocation } = renderApp('/profile/transactions', { country: 'GH' });
    await waitFor(() => expect(getLocation()).toBe('/kyc?next=/profile/transactions'));
    expect(await screen.findByTestId('notice')).toHaveTextContent(KYC_BANNER.title);
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Official name (as on your ID)'), 'Ama Mensah');
    await u.type(screen.getByLabelText('Date of birth'), '1990-04-02');
    await u.selectOptions(screen.getByLabelText('ID type'), 'passport');
    await u.type(screen.getByLabelText('ID number'), 'G1234567');
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(getLocation()).toBe('/profile/transactions'));
    expect(screen.getByTestId('notice')).toHaveTextContent(VERIFIED);
    expect(screen.queryByText(KYC_BANNER.title)).not.toBeInTheDocument();
  });

  it('leaves when the session says KYC is done, and is shown once however often it is asked', () => {
    const notice = { title: KYC_BANNER.title, message: 'm', duration: 15_000 };
    const id = showKycNotice(notice);
    expect(showKycNotice(notice)).toBe(id);
    expect(useNoticeStore.getState().queue.map((n) => n.id)).toEqual([id]);
    act(() => useSessionStore.getState().setBalance({ balance: 100, has_kyc: true }));
    expect(useNoticeStore.getState().queue).toEqual([]);
    expect(showKycNotice(notice)).toBeNull();
  });
});
