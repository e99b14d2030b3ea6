/**
 * Third-party tags load only after the bettor's consent (Kenya's Data Protection Act), with the
 * ids of the bettor's country; declining loads nothing and the question is not asked again.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCountryConfig } from '@shangwe/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetTrackingTagsForTest } from '../../lib/consent';
import { renderScreen } from '../../test/render-screen';
import { ConsentBanner } from './consent-banner';

const tagScripts = () =>
  [...document.querySelectorAll('script')]
    .map((s) => s.src)
    .filter((src) => /googletagmanager|facebook/.test(src));

beforeEach(() => {
  localStorage.removeItem('analytics_consent');
  resetTrackingTagsForTest();
  for (const s of document.querySelectorAll('script')) s.remove();
  delete (window as { fbq?: unknown }).fbq;
});
afterEach(() => localStorage.removeItem('analytics_consent'));

describe('consent before third-party tags', () => {
  it('loads nothing until Accept, then the country’s tag manager and pixel', async () => {
    renderScreen(<ConsentBanner />, { country: 'GH' });
    expect(screen.getByTestId('consent-banner')).toBeInTheDocument();
    expect(tagScripts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const ids = getCountryConfig('GH').trackingIds;
    expect(tagScripts()).toEqual([
      `https://www.googletagmanager.com/gtm.js?id=${ids.googleTagManager}`,
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('loads nothing when declined, and does not ask again', async () => {
    const first = renderScreen(<ConsentBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(tagScripts()).toEqual([]);
    first.unmount();
    renderScreen(<ConsentBanner />);
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expect(tagScripts()).toEqual([]);
  });
});
