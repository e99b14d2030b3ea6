import { getCountryConfig, toPublicConfig } from '@shangwe/domain';
import { describe, expect, it } from 'vitest';
import { routeSlipFor } from './route-slip';

const kenya = toPublicConfig(getCountryConfig('KE'));
const ghana = toPublicConfig(getCountryConfig('GH'));

describe('routeSlipFor', () => {
  it.each([
    ['/', 'main', false],
    ['/s/football', 'main', false],
    ['/live', 'main', false],
    ['/shikisha', 'shikisha', false],
    ['/shikisha/markets/5', 'shikisha', true],
    ['/virtual', 'virtual', false],
    ['/virtuals/markets/9', 'virtual', false],
    ['/virtual/results', 'virtual', false],
    ['/virtualsx', 'main', false],
    ['/jackpots', 'jackpot', true],
    ['/jackpot', 'jackpot', true],
    ['/jackpots/midweekjp', 'jackpot', true],
    ['/jackpots/results', 'jackpot', false],
    ['/jackpot/result', 'jackpot', false],
    ['/sababisha', 'jackpot', true],
    ['/split-pot', 'jackpot', false],
    ['/split-pot/3', 'jackpot', true],
    ['/jackpots/turudi-uwanjani', 'jackpot', false],
    ['/turudi-uwanjani', 'jackpot', false],
    ['/jackpots/turudi-uwanjani/4', 'jackpot', true],
  ] as const)('%s in Kenya → %s (in page: %s)', (path, tab, inPage) => {
    expect(routeSlipFor(path, kenya)).toEqual({ tab, inPage });
  });

  it("follows the country's product names", () => {
    expect(routeSlipFor('/jengabet/markets/5', ghana)).toEqual({ tab: 'shikisha', inPage: true });
    expect(routeSlipFor('/shikisha', ghana)).toEqual({ tab: 'main', inPage: false });
    expect(routeSlipFor('/jackpots/fabom-beti/2', ghana)).toEqual({ tab: 'jackpot', inPage: true });
  });
});
