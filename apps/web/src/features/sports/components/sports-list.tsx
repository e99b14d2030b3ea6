import { isProductAvailable, type ProductKey } from '@shangwe/domain';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../../../lib/app-link';
import { useIsDesktop } from '../../../lib/use-breakpoint';
import { sportSlug } from '../../../lib/sport-slugs';
import { useCountryStore } from '../../../shared/country-store';
import { openPremiumZone } from '../../../shared/premium-zone-store';
import { useSports } from '../api/get-sports';
import '../sports.css';

interface Shortcut {
  key: string;
  label: string;
  to: string;
  product: ProductKey;
  /** Rich, data-heavy sections ask the premium-zone question first. */
  premium?: boolean;
  isNew?: boolean;
}

/** Name lowercased with spaces hyphenated, as product routes are named (spec 02 §2.3). */
const productPath = (name: string) => `/${sportSlug(name)}`;

/**
 * The sports list (spec 02 §2.6): Soccer first, then the mobile-only shortcuts (Casino, the
 * league, Virtuals, split-pot, Offers with a 'New' badge) for the products the country offers,
 * then every other sport linking to its page. `variant="desktop"` is the left column, which
 * never shows the shortcuts; `variant="mobile"` shows them as a list and `variant="strip"` as
 * the horizontal strip under the top nav of phones.
 */
export function SportsList({ variant = 'desktop' }: { variant?: 'desktop' | 'mobile' | 'strip' }) {
  const { sports, isLoading, isError } = useSports();
  const config = useCountryStore((s) => s.config);
  const strip = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    // Bring the current sport into view: the strip is wider than a phone.
    const el = strip.current;
    const active = el?.querySelector<HTMLElement>('.active');
    if (el && active) el.scrollLeft = active.offsetLeft - (el.clientWidth - active.offsetWidth) / 2;
  }, [pathname, sports.length]);

  const soccer = sports.find((s) => s.sport_name.toLowerCase() === 'soccer');
  const others = sports.filter((s) => s !== soccer);
  const shortcuts: Shortcut[] =
    variant !== 'desktop' && config
      ? (
          [
            { key: 'casino', label: 'Casino', to: '/casino', product: 'casino', premium: true },
            {
              key: 'league',
              label: 'BSL',
              to: `${productPath(config.brand)}-super-league`,
              product: 'goldenRace',
              premium: true,
            },
            {
              key: 'virtuals',
              label: 'Virtuals',
              to: '/virtual',
              product: 'virtuals',
              premium: true,
            },
            {
              key: 'split-pot',
              label: config.splitPotName,
              to: productPath(config.splitPotName),
              product: 'splitPot',
            },
            {
              key: 'offers',
              label: 'Offers',
              to: '/offers',
              product: 'offersNRewards',
              isNew: true,
            },
          ] satisfies Shortcut[]
        ).filter((s) => isProductAvailable(config, s.product))
      : [];

  const openShortcut = (event: MouseEvent, shortcut: Shortcut) => {
    // The modal navigates on Proceed; without it (notice turned off) the link opens as usual.
    if (shortcut.premium && openPremiumZone(shortcut.to)) event.preventDefault();
  };

  if (variant === 'strip') {
    return (
      <nav ref={strip} className="sports-strip" aria-label="Sports" data-testid="sports-strip">
        {isLoading && (
          <span className="spinner spinner-sm" role="status" aria-label="Loading sports" />
        )}
        {soccer && <StripSport name={soccer.sport_name} />}
        {shortcuts.map((shortcut) => (
          <Link
            key={shortcut.key}
            className="sports-strip__item sports-strip__item--shortcut"
            to={shortcut.to}
            onClick={(e) => openShortcut(e, shortcut)}
          >
            {shortcut.label}
            {shortcut.isNew && <span className="sports-list__new">New</span>}
          </Link>
        ))}
        {others.map((sport) => (
          <StripSport key={sport.sport_id} name={sport.sport_name} />
        ))}
      </nav>
    );
  }

  return (
    <nav
      className={`sports-list sports-list--${variant}`}
      aria-label="Sports"
      data-testid="sports-list"
    >
      {variant === 'desktop' && <h2 className="sports-list__title">Sports</h2>}
      {isLoading && (
        <div className="sports-list__loader" role="status" aria-label="Loading sports">
          <span className="spinner" />
        </div>
      )}
      {isError && <p className="sports-list__error">An error occurred, please try again</p>}
      <ul className="sports-list__items">
        {soccer && <SportItem name={soccer.sport_name} count={soccer.total_matches} />}
        {shortcuts.map((shortcut) => (
          <li key={shortcut.key} className="sports-list__item sports-list__item--shortcut">
            <Link
              className="sports-list__link"
              to={shortcut.to}
              onClick={(e) => openShortcut(e, shortcut)}
            >
              <span className="sports-list__name">{shortcut.label}</span>
              {shortcut.isNew && <span className="sports-list__new">New</span>}
            </Link>
          </li>
        ))}
        {others.map((sport) => (
          <SportItem key={sport.sport_id} name={sport.sport_name} count={sport.total_matches} />
        ))}
      </ul>
    </nav>
  );
}

function StripSport({ name }: { name: string }) {
  return (
    <NavLink className="sports-strip__item" to={`/s/${sportSlug(name)}`}>
      {name}
    </NavLink>
  );
}

function SportItem({ name, count }: { name: string; count: number }) {
  return (
    <li className="sports-list__item">
      <Link className="sports-list__link" to={`/s/${sportSlug(name)}`}>
        <span className="sports-list__name">{name}</span>
        <span className="sports-list__count">{count}</span>
      </Link>
    </li>
  );
}

/** The desktop left column (layout slot leftNav). */
export function DesktopSportsList() {
  return <SportsList variant="desktop" />;
}

/** Phones: the sports strip under the top nav (layout slot prematchNav); desktop has the left column. */
export function MobileSportsStrip() {
  const isDesktop = useIsDesktop();
  return isDesktop ? null : <SportsList variant="strip" />;
}
