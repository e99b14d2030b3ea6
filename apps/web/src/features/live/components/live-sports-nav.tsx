import type { LiveSportsResponse } from '@shangwe/contract';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { NavLink } from '../../../lib/app-link';
import { WATCH_LIVE_SLUG, sportSlug } from '../../../lib/sport-slugs';
import { msg, t, tAny } from '../../../lib/i18n';

/** The live sports list: 'All Sports', 'Watch Live' and each sport with its live count. */
export function LiveSportsNav({ data }: { data: LiveSportsResponse | undefined }) {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const loaded = data !== undefined;
  useEffect(() => {
    // The list is wider than a phone: bring the chosen sport into view.
    const el = nav.current;
    const active = el?.querySelector<HTMLElement>('.active');
    if (el && active) el.scrollLeft = active.offsetLeft - (el.clientWidth - active.offsetWidth) / 2;
  }, [pathname, loaded]);
  const item = (to: string, label: string, count: number | undefined, end = false) => (
    <NavLink
      key={to}
      to={to}
      end={end}
      className="live-nav__item"
      aria-label={`${tAny(label)} ${count ?? ''}`.trim()}
    >
      <span className="live-nav__name">{tAny(label)}</span>
      {count !== undefined && <span className="live-nav__count">{count}</span>}
    </NavLink>
  );
  return (
    <nav ref={nav} className="live-nav" aria-label={t('Live sports')} data-testid="live-sports-nav">
      {item('/live', msg('All Sports'), data?.total_live_matches, true)}
      {item(`/live/${WATCH_LIVE_SLUG}`, msg('Watch Live'), data?.total_streamable_matches)}
      {data?.data
        .filter((sport) => sport.live_matches > 0)
        .map((sport) =>
          item(`/live/${sportSlug(sport.sport_name)}`, sport.sport_name, sport.live_matches),
        )}
    </nav>
  );
}
