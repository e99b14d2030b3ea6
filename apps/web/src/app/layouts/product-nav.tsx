/** The second row of the top navigation (spec 02 §2.4), gated by availableProducts. */
import { useIsDesktop } from '../../lib/use-breakpoint';
import { useCountsStore } from '../../shared/counts-store';
import { useCountryConfig } from '../../shared/country-store';
import { productNavEntries } from '../navigation';
import { NavEntryLink } from './nav-entry-link';
import { t, tAny } from '../../lib/i18n';

/** The product navigation row. */
export function ProductNav() {
  const config = useCountryConfig();
  const isDesktop = useIsDesktop();
  const counts = useCountsStore();
  return (
    <nav className="product-nav" aria-label={t('Products')} data-testid="product-nav">
      {productNavEntries(config, isDesktop).map((entry) => {
        const count = entry.count ? counts[entry.count] : 0;
        return (
          <NavEntryLink key={entry.key} entry={entry} className="product-nav-item">
            {tAny(entry.label)}
            {count > 0 ? <span className="count">{count}</span> : null}
          </NavEntryLink>
        );
      })}
    </nav>
  );
}
