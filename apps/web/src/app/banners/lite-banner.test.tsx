import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LiteBanner } from './lite-banner';
import { getCookie } from '../../lib/cookies';
import { readString, STORAGE_KEYS } from '../../lib/storage';
import {
  LITE_BANNER_COOKIE,
  LITE_BANNER_TEXT,
  liteModeOn,
  slowConnection,
} from '../../shared/lite-mode';
import { useSettingsStore } from '../../shared/settings-store';

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

beforeEach(() => {
  document.cookie = `${LITE_BANNER_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  useSettingsStore.setState({ liteMode: null, autorefresh: false });
  delete document.documentElement.dataset.lite;
});
afterEach(() => setConnection(undefined));

describe('lite mode', () => {
  it('comes on by itself with the data saver or a 2G connection, never on faster ones', () => {
    expect(slowConnection(undefined)).toBe(false);
    expect(slowConnection({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(slowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(slowConnection({ effectiveType: '2g' })).toBe(true);
    expect(slowConnection({ effectiveType: '3g' })).toBe(false);
    expect(slowConnection({ effectiveType: '4g', saveData: false })).toBe(false);
  });

  it("follows the bettor's choice over the connection", () => {
    expect(liteModeOn(null, true)).toBe(true);
    expect(liteModeOn(null, false)).toBe(false);
    expect(liteModeOn(false, true)).toBe(false);
    expect(liteModeOn(true, false)).toBe(true);
  });

  it('on a slow connection shows the lite banner and marks the document; Turn off keeps it off', async () => {
    setConnection({ effectiveType: '2g' });
    render(<LiteBanner />);
    expect(screen.getByTestId('lite-banner')).toHaveTextContent(LITE_BANNER_TEXT);
    expect(document.documentElement.dataset.lite).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(screen.queryByTestId('lite-banner')).toBeNull();
    expect(document.documentElement.dataset.lite).toBeUndefined();
    expect(readString(STORAGE_KEYS.liteMode)).toBe('false');
  });

  it('closing the banner sets closed_lite_banner and keeps lite mode on', async () => {
    setConnection({ saveData: true });
    const { unmount } = render(<LiteBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(getCookie(LITE_BANNER_COOKIE)).toBe('1');
    expect(screen.queryByTestId('lite-banner')).toBeNull();
    expect(document.documentElement.dataset.lite).toBe('true');
    unmount();
    render(<LiteBanner />);
    expect(screen.queryByTestId('lite-banner')).toBeNull();
  });

  it('chosen in the menu on a fast connection: no banner, the document is marked', () => {
    setConnection({ effectiveType: '4g' });
    act(() => useSettingsStore.getState().setLiteMode(true));
    render(<LiteBanner />);
    expect(screen.queryByTestId('lite-banner')).toBeNull();
    expect(document.documentElement.dataset.lite).toBe('true');
  });
});
