import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { PremiumZoneModal } from '../../components/ui/premium-zone-modal';
import { useBannerStore, type BannerMessage } from './banner-store';
import { openPremiumZone, usePremiumZoneStore } from '../../shared/premium-zone-store';
import { requestDataNotice, useSettingsStore } from '../../shared/settings-store';
import { DataNotifier } from './data-notifier';
import { MessageBanner, SEE_AGAIN_QUESTION } from './message-banner';
import { OFFLINE_MESSAGE, OfflineBanner } from './offline-banner';
import { wantsAndroidBanner } from './app-install-banner';

beforeEach(() => {
  useBannerStore.setState({ dismissedForever: {}, hiddenThisVisit: {}, message: null });
  sessionStorage.clear();
});

const advanced = {
  title: 'Shangwe App',
  msg: 'Bet faster with the app.',
  actionLabel: 'Download',
  actionUrl: 'https://example.test/app.apk',
  image: '/icon.svg',
  advanced: true,
  dismissable: true,
  confirmDismissForever: true,
};

function renderBanner(name: string, message: BannerMessage = advanced) {
  return render(
    <MemoryRouter>
      <MessageBanner name={name} message={message} />
    </MemoryRouter>,
  );
}

describe('banner modes (spec 02 §2.8, §4.6)', () => {
  it('advanced: icon, title, message, action and close; confirm "No" dismisses it forever by name', async () => {
    const { unmount, container } = renderBanner('app-install');
    expect(container.querySelector('img')).toHaveAttribute('src', '/icon.svg');
    expect(screen.getByText('Shangwe App')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      advanced.actionUrl,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close banner' }));
    expect(screen.getByText(SEE_AGAIN_QUESTION)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByText('Shangwe App')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('banner.dismissForever')!)).toEqual({
      'app-install': true,
    });
    unmount();
    renderBanner('app-install');
    expect(screen.queryByText('Shangwe App')).not.toBeInTheDocument();
    // Another banner name is not affected.
    renderBanner('other');
    expect(screen.getByText('Shangwe App')).toBeInTheDocument();
  });

  it('confirm "Yes" only hides it for this visit', async () => {
    renderBanner('app-install');
    await userEvent.click(screen.getByRole('button', { name: 'Close banner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.queryByText('Shangwe App')).not.toBeInTheDocument();
    expect(localStorage.getItem('banner.dismissForever')).toBeNull();
  });

  it('basic: no icon; without confirmDismissForever the close mark just hides it', async () => {
    const { container } = renderBanner('promo', {
      ...advanced,
      advanced: false,
      basic: true,
      confirmDismissForever: false,
    });
    expect(container.querySelector('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close banner' }));
    expect(screen.queryByText(SEE_AGAIN_QUESTION)).not.toBeInTheDocument();
    expect(screen.queryByText('Shangwe App')).not.toBeInTheDocument();
  });

  it('has no close mark when not dismissable', () => {
    renderBanner('fixed', { ...advanced, dismissable: false });
    expect(screen.queryByRole('button', { name: 'Close banner' })).not.toBeInTheDocument();
  });
});

describe('app-install banner targeting (spec 02 §4.5)', () => {
  const android = 'Mozilla/5.0 (Linux; Android 11; moto g power) Chrome/120 Mobile';
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120';
  it('targets Android, Opera or the sdv2 flag, never a PWA session or after closed_lite_banner', () => {
    expect(wantsAndroidBanner(android, '', false)).toBe(true);
    expect(wantsAndroidBanner(desktop, '', false)).toBe(false);
    expect(wantsAndroidBanner(desktop, '?sdv2=1', false)).toBe(true);
    expect(wantsAndroidBanner(`${desktop} OPR/99`, '', false)).toBe(true);
    expect(wantsAndroidBanner(android, '?utm_source=pwa', false)).toBe(false);
    expect(wantsAndroidBanner(android, '', true)).toBe(false);
    document.cookie = 'closed_lite_banner=1; path=/';
    expect(wantsAndroidBanner(android, '', false)).toBe(false);
    document.cookie = 'closed_lite_banner=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
});

describe('offline banner (spec 01 §8)', () => {
  it('shows the offline text while offline and the back-online notice after', () => {
    render(<OfflineBanner />);
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(OFFLINE_MESSAGE)).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
  });
});

describe('premium-zone modal (spec 02 §2.6)', () => {
  it('asks before a rich section and can be told not to ask again', async () => {
    render(
      <MemoryRouter>
        <PremiumZoneModal />
      </MemoryRouter>,
    );
    act(() => {
      expect(openPremiumZone('/casino')).toBe(true);
    });
    expect(screen.getByRole('heading', { name: 'Premium zone' })).toBeInTheDocument();
    expect(screen.getByText(/WiFi/)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText("Don't show this notice again"));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(usePremiumZoneStore.getState().pending).toBeNull();
    expect(openPremiumZone('/casino')).toBe(false);
  });
});

describe('data notifier (spec 02 §4.7)', () => {
  it('shows once to carrier users, continues to the route, and never after "Don\'t show again"', async () => {
    useSettingsStore
      .getState()
      .updateDataNotifier({ isSaf: false, doNotShowAgain: false, show: false });
    expect(requestDataNotice('/casino')).toBe(false);

    useSettingsStore.getState().updateDataNotifier({ isSaf: true });
    render(
      <MemoryRouter>
        <DataNotifier />
      </MemoryRouter>,
    );
    act(() => {
      expect(requestDataNotice('/casino')).toBe(true);
    });
    expect(screen.getByTestId('data-notifier')).toBeInTheDocument();
    expect(useSettingsStore.getState().dataNotifier.next.nextRoute).toBe('/casino');
    // Once per visit.
    expect(requestDataNotice('/virtual')).toBe(false);
    await userEvent.click(screen.getByLabelText("Don't show again"));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByTestId('data-notifier')).not.toBeInTheDocument();
    expect(useSettingsStore.getState().dataNotifier).toMatchObject({
      show: false,
      doNotShowAgain: true,
    });
    sessionStorage.clear();
    expect(requestDataNotice('/virtual')).toBe(false);
  });
});
