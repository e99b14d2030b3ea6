/**
 * Mobile bottom navigation (spec 02 §2.5): Home, Live (count when above 0), the round betslip
 * button (count, or an empty icon at 0), My Bets, Profile. Visitors see four items at 25%
 * (Search instead of My Bets and Profile); logged-in users five at 20%.
 */
import type { PublicCountryConfig } from '@shangwe/domain';
import { useLocation } from 'react-router';
import { NavLink } from '../../lib/app-link';
import { Icon } from '../../components/ui/icon';
import { usePickCount, type SlipKind } from '../../shared/betslip-store';
import { useCountsStore } from '../../shared/counts-store';
import { useCountryConfig } from '../../shared/country-store';
import { useJackpotPickCount } from '../../shared/jackpot-slip-store';
import { routeSlipFor } from '../../shared/route-slip';
import { useSessionStore } from '../../shared/session-store';
import { productSlug } from '../routes';
import { t } from '../../lib/i18n';

/** Which slip the betslip button counts and opens on the current page. */
export function slipKindForPath(
  pathname: string,
  config: PublicCountryConfig,
): 'main' | 'shikisha' | 'virtual' {
  const shikisha = `/${productSlug(config.shikishaName)}`;
  if (pathname === shikisha || pathname.startsWith(`${shikisha}/`)) return 'shikisha';
  if (/^\/virtuals?(\/|$)/.test(pathname)) return 'virtual';
  return 'main';
}

/**
 * The jackpot-style slips a page shows (their picks are what the betslip button counts there),
 * or null on other pages; their slip sits on the page itself (`#jackpot-slip`).
 */
export function jackpotSlipForPath(
  pathname: string,
  config: PublicCountryConfig,
): { kinds: readonly string[]; to: string } | null {
  const under = (root: string) => pathname === root || pathname.startsWith(`${root}/`);
  const boosted = productSlug(config.boostedName);
  if (under(`/jackpots/${boosted}`) || under(`/${boosted}`)) {
    return { kinds: ['boosted'], to: `/${boosted}/betslip` };
  }
  if (under('/jackpots') || under('/jackpot')) {
    return { kinds: ['grand', 'midweek', 'jp20m', 'bingwa', 'free'], to: '#jackpot-slip' };
  }
  if (under(`/${productSlug(config.sababishaName)}`)) {
    return { kinds: ['sababisha'], to: '#jackpot-slip' };
  }
  if (under(`/${productSlug(config.splitPotName)}`)) {
    return { kinds: ['splitpot'], to: '#jackpot-slip' };
  }
  return null;
}

/** The bottom navigation. */
export function BottomNav() {
  const config = useCountryConfig();
  const authenticated = useSessionStore((s) => s.authenticated);
  const live = useCountsStore((s) => s.live);
  const location = useLocation();
  const kind = slipKindForPath(location.pathname, config);
  const jackpot = jackpotSlipForPath(location.pathname, config);
  const slipPicks = usePickCount(kind as SlipKind);
  const jackpotPicks = useJackpotPickCount(jackpot?.kinds ?? []);
  const picks = jackpot ? jackpotPicks : slipPicks;
  // A jackpot page without a picker (results, lists of events) has no slip to scroll to.
  const jackpotTo = !jackpot?.to.startsWith('#')
    ? jackpot?.to
    : routeSlipFor(location.pathname, config).inPage
      ? `${location.pathname}${location.search}${jackpot.to}`
      : '/betslip?type=jackpot';
  const betslipTo = jackpotTo ?? (kind === 'main' ? '/betslip' : `/betslip?type=${kind}`);
  const items = authenticated ? 5 : 4;

  return (
    <nav
      className="bottom-nav"
      aria-label={t('Main')}
      data-testid="bottom-nav"
      style={{ ['--item-width' as string]: `${100 / items}%` }}
    >
      <NavLink to="/" end className="bottom-item">
        <Icon name="home" />
        <span>{t('Home')}</span>
      </NavLink>
      <NavLink to="/live" className="bottom-item">
        <Icon name="live" />
        <span>{t('Live')}</span>
        {live > 0 ? <span className="badge">{live}</span> : null}
      </NavLink>
      <NavLink
        to={betslipTo}
        className="bottom-item bottom-betslip"
        aria-label={t('Betslip, {picks} picks', { picks })}
      >
        <span className="betslip-round" data-testid="betslip-button">
          {picks > 0 ? <strong>{picks}</strong> : <Icon name="betslip" />}
        </span>
        <span>{t('Betslip')}</span>
      </NavLink>
      {authenticated ? (
        <>
          <NavLink to="/mybets" className="bottom-item">
            <Icon name="mybets" />
            <span>{t('My Bets')}</span>
          </NavLink>
          <NavLink to="/profile" className="bottom-item">
            <Icon name="profile" />
            <span>{t('Profile')}</span>
          </NavLink>
        </>
      ) : (
        <NavLink to="/search" className="bottom-item">
          <Icon name="search" />
          <span>{t('Search')}</span>
        </NavLink>
      )}
    </nav>
  );
}
