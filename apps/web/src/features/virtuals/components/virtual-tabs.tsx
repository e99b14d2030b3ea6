import { NavLink } from '../../../lib/app-link';
import { msg, t, tAny } from '../../../lib/i18n';

/** The virtual home's tabs; each is a route of its own (spec 02 §2.3 children). */
export type VirtualTab = 'matches' | 'table' | 'results' | 'ongoing';

const TABS: readonly { key: VirtualTab; label: string; to: string }[] = [
  { key: 'matches', label: msg('Matches'), to: '/virtual' },
  { key: 'ongoing', label: msg('In play'), to: '/virtuals/ongoing' },
  { key: 'results', label: msg('Results'), to: '/virtuals/results' },
  { key: 'table', label: msg('Table'), to: '/virtuals/table' },
];

export function VirtualTabs({ active }: { active: VirtualTab }) {
  return (
    <nav className="vtabs" aria-label={t('Virtual league')}>
      {TABS.map((tab) => (
        <NavLink
          key={tab.key}
          to={tab.to}
          className={`vtabs__tab${tab.key === active ? ' vtabs__tab--active' : ''}`}
          aria-current={tab.key === active ? 'page' : undefined}
        >
          {tAny(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}
