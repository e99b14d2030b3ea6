import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  affiliatePixelUrl,
  requestAffiliatePixel,
  settleWaitingAffiliatePixel,
} from './affiliate-pixel';
import { loadTrackingTags, resetTrackingTagsForTest, setConsent } from './consent';

const TEMPLATE = 'https://affiliates.example/pixel?player_id={playerId}&btag={btag}';
const pixels = () =>
  [...document.querySelectorAll<HTMLImageElement>('img[data-testid="affiliate-pixel"]')].map(
    (img) => img.getAttribute('src'),
  );

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  resetTrackingTagsForTest();
});
afterEach(() => localStorage.clear());

describe('the affiliate registration pixel (spec 01 §7)', () => {
  it('loads, hidden, with the player id and the tag when the bettor has consented', () => {
    expect(requestAffiliatePixel(TEMPLATE, { playerId: 42, btag: 'aff 7' }, 'granted')).toBe(
      'loaded',
    );
    expect(pixels()).toEqual(['https://affiliates.example/pixel?player_id=42&btag=aff%207']);
    const img = document.querySelector('img')!;
    expect(img.hidden).toBe(true);
    expect(img).toHaveAttribute('aria-hidden', 'true');
  });

  it('loads nothing for a bettor who came without an affiliate tag, or where there is no pixel', () => {
    expect(requestAffiliatePixel(TEMPLATE, { playerId: 42, btag: undefined }, 'granted')).toBe(
      'none',
    );
    expect(requestAffiliatePixel('', { playerId: 42, btag: 'a' }, 'granted')).toBe('none');
    expect(
      requestAffiliatePixel(
        'http://plain.example/{playerId}',
        { playerId: 1, btag: 'a' },
        'granted',
      ),
    ).toBe('none');
    expect(pixels()).toEqual([]);
  });

  it('waits for the answer of a bettor who has not been asked yet, and loads on Accept', () => {
    expect(requestAffiliatePixel(TEMPLATE, { playerId: 9, btag: 'x' }, null)).toBe('waiting');
    expect(pixels()).toEqual([]);
    setConsent('granted');
    loadTrackingTags({
      googleTagManager: '',
      facebookPixel: '',
      affiliateRegistrationPixel: TEMPLATE,
    });
    expect(pixels()).toEqual(['https://affiliates.example/pixel?player_id=9&btag=x']);
    // Once: a later load of the tags does not tell the affiliate twice.
    loadTrackingTags({
      googleTagManager: '',
      facebookPixel: '',
      affiliateRegistrationPixel: TEMPLATE,
    });
    expect(pixels()).toHaveLength(1);
  });

  it('never loads after Decline, neither now nor for a registration that was waiting', () => {
    requestAffiliatePixel(TEMPLATE, { playerId: 9, btag: 'x' }, null);
    setConsent('denied');
    expect(settleWaitingAffiliatePixel(TEMPLATE, 'granted')).toBe(false);
    expect(requestAffiliatePixel(TEMPLATE, { playerId: 10, btag: 'x' }, 'denied')).toBe('none');
    expect(pixels()).toEqual([]);
  });

  it('fills the template, and refuses one without the player id', () => {
    expect(affiliatePixelUrl(TEMPLATE, { playerId: '1', btag: 'b&c' })).toBe(
      'https://affiliates.example/pixel?player_id=1&btag=b%26c',
    );
    expect(affiliatePixelUrl('https://a.example/p', { playerId: '1', btag: 'b' })).toBeNull();
  });
});
