import { getCountryConfig, toPublicConfig } from '@shangwe/domain';
import { describe, expect, it } from 'vitest';
import { routeForPath } from './router';
import { buildRouteTable, CATCH_ALL_ROUTE } from './routes';

const kenya = toPublicConfig(getCountryConfig('KE'));
const table = [...buildRouteTable(kenya), CATCH_ALL_ROUTE];
const at = (path: string) => routeForPath(table, path);

describe('route table (spec 02 §2.2, §2.3, §6)', () => {
  it.each([
    ['/', 'home'],
    ['/search', 'search'],
    ['/betslip', 'betslip'],
    ['/s/soccer', 'sport'],
    ['/s/soccer/countries', 'sport-countries'],
    ['/s/soccer/england-premier-league', 'sport-competition'],
    ['/m/123', 'prebet-markets'],
    ['/login', 'login'],
    ['/register', 'register'],
    ['/kyc', 'kyc'],
    ['/kyc-all-requirements', 'kyc-all-requirements'],
    ['/profile', 'profile'],
    ['/profile/transactions', 'profile-transactions'],
    ['/mybets', 'mybets'],
    ['/mybets/55', 'mybets-betdetail'],
    ['/b/AbC9', 'short-bet-detail'],
    ['/live', 'live'],
    ['/live/soccer', 'live-sport'],
    ['/live/m/77', 'live-markets'],
    ['/forgotpassword', 'forgotpassword'],
    ['/share/XY12', 'share-receiver'],
    ['/share', 'share-receiver-empty'],
    ['/notifications', 'notifications'],
    ['/notifications/details', 'notifications-details'],
    ['/legal', 'terms'],
    ['/legal/a', 'terms-category'],
    ['/legal/a/b', 'terms-subcategory'],
    ['/legal/a/b/c', 'terms-minicategory'],
    ['/freebets', 'freebets'],
    ['/freebets/9', 'freebet-detail'],
    ['/freebets/offers/4', 'freebet-offer'],
    ['/offers', 'offers'],
    ['/livescore', 'livescore'],
    ['/download-fixtures', 'download-fixtures'],
    ['/shangwe-super-league', 'golden-race'],
    ['/casino', 'casino'],
    ['/casino/category/slots', 'casino-category'],
    ['/casino/g/aviator', 'casino-game'],
    ['/split-pot', 'split-pot'],
    ['/split-pot/3', 'split-pot-event'],
    ['/virtual', 'virtual'],
    ['/virtuals', 'virtuals'],
    ['/virtuals/markets', 'virtuals-markets'],
    ['/virtual/results/8', 'virtual-results'],
    ['/shikisha', 'shikisha'],
    ['/shikisha/markets/99', 'shikisha-markets'],
    ['/jackpots', 'jackpots'],
    ['/jackpot', 'jackpot'],
    ['/jackpots/midweekjp', 'jackpots-midweek'],
    ['/jackpots/results', 'jackpot-results'],
    ['/jackpot/results', 'jackpot-results-alias'],
    ['/jackpots/result', 'jackpot-result'],
    ['/jackpot/result', 'jackpot-result-alias'],
    ['/jackpots/turudi-uwanjani', 'boosted-jackpots'],
    ['/turudi-uwanjani', 'boosted-jackpots-alias'],
    ['/jackpots/turudi-uwanjani/12', 'boosted-jackpot-event'],
    ['/turudi-uwanjani/betslip', 'boosted-betslip'],
    ['/no/such/page', 'not-found'],
  ])('%s → %s', (path, name) => {
    expect(at(path).name).toBe(name);
  });

  it("requires login exactly on the routes of spec 02 §6, and on the bettor's own limits page", () => {
    const needLogin = table.filter((r) => r.meta.requireAuth).map((r) => r.path);
    expect(needLogin.sort()).toEqual(
      [
        '/profile',
        '/profile/transactions',
        '/mybets',
        '/mybets/:betId',
        '/b/:shortBetId',
        '/notifications',
        '/notifications/details',
        // Issue 31: the bettor's limits, breaks and statement are their own.
        '/responsible-gambling',
      ].sort(),
    );
  });

  it('aliases show the same screen as their route', () => {
    expect(at('/jackpot').screen).toBe(at('/jackpots').screen);
    expect(at('/virtuals').screen).toBe(at('/virtual').screen);
    expect(at('/turudi-uwanjani').screen).toBe(at('/jackpots/turudi-uwanjani').screen);
    expect(at('/share').screen).toBe(at('/share/X').screen);
  });

  it('gives each route the layout flags the spec names', () => {
    expect(at('/').meta).toMatchObject({
      showPrematchNav: true,
      showBetslip: true,
      showTopNav: true,
    });
    expect(at('/live').meta).toMatchObject({ showLiveNav: true, showBetslip: true });
    expect(at('/login').meta.showHeader).toBeFalsy();
    expect(at('/login').meta.showFooter).toBeFalsy();
    expect(at('/login').meta.showTopNav).toBeFalsy();
    expect(at('/kyc').meta).toEqual({ showHeader: true, hideBottomNav: true });
    expect(at('/b/x').meta.showFooter).toBeFalsy();
    expect(at('/casino').meta.centerOnlyLayout).toBe(true);
    expect(at('/betslip').meta).toMatchObject({ requireKYC: 'config', hideBottomNav: true });
    expect(at('/betslip').meta.showRightNav).toBeFalsy();
    expect(at('/no/such/page').meta).toMatchObject({ showPrematchNav: true });
    expect(at('/no/such/page').meta.showBetslip).toBeFalsy();
    expect(at('/jackpots/turudi-uwanjani/1').meta.requireKYC).toBe(true);
    expect(at('/download-fixtures').meta.desktopOnly).toBe(true);
  });

  it('names product routes from the configuration (Ghana: Jengabet)', () => {
    const ghana = toPublicConfig(getCountryConfig('GH'));
    const gh = [...buildRouteTable(ghana), CATCH_ALL_ROUTE];
    const slug = ghana.shikishaName.toLowerCase().replace(/\s+/g, '-');
    expect(routeForPath(gh, `/${slug}`).name).toBe('shikisha');
  });
});
