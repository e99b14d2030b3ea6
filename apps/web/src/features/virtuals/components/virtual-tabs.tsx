import { NavLink } from 'react-router';

/** The virtual home's tabs; each is a route of its own (spec 02 §2.3 children). */
export type VirtualTab = 'matches' | 'table' | 'results' | 'ongoing';

const TABS: readonly { key: VirtualTab; label: string; to: string }[] = [
  { key: 'matches', label: 'Matches', to: '/virtual' },
  { key: 'ongoing', label: 'In play', to: '/virtuals/ongoing' },
  { key: 'results', label: 'Results', to: '/virtuals/results' },
  { key: 'table', label: 'Table', to: '/virtuals/table' },
];

export function VirtualTabs({ active }: { active: VirtualTab }) {
  return (
    <nav className="vtabs" aria-label="Virtual league">
      {TABS.map((tab) => (
        <NavLink
          key={tab.key}
          to={tab.to}
          className={`vtabs__tab${tab.key === active ? ' vtabs__tab--active' : ''}`}
          aria-current={tab.key === active ? 'page' : undefined}
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
