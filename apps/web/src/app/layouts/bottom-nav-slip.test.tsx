import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';

vi.stubGlobal(
  'fetch',
  vi.fn(async () => new Response('{"data":[]}', { status: 200 })),
);

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
  window.dispatchEvent(new Event('resize'));
});

async function betslipHref(path: string) {
  const { unmount } = renderApp(path);
  const nav = await screen.findByTestId('bottom-nav');
  const href = within(nav)
    .getByRole('link', { name: /^Betslip/ })
    .getAttribute('href');
  unmount();
  return href;
}

describe("the mobile Betslip button opens the page's slip", () => {
  it.each([
    ['/', '/betslip'],
    ['/shikisha', '/betslip?type=shikisha'],
    ['/virtual/matches', '/betslip?type=virtual'],
    ['/jackpots', '/jackpots#jackpot-slip'],
    ['/jackpots/results', '/betslip?type=jackpot'],
    ['/split-pot', '/betslip?type=jackpot'],
  ])('%s → %s', async (path, href) => {
    expect(await betslipHref(path)).toBe(href);
  });
});
