import type { MouseEvent, ReactNode } from 'react';
import { NavLink } from '../../lib/app-link';
import { openPremiumZone } from '../../shared/premium-zone-store';
import { requestDataNotice } from '../../shared/settings-store';
import type { NavEntry } from '../navigation';

/**
 * A navigation entry: external links open in a new tab; rich sections first pass the data
 * notifier (carrier users) or the premium-zone notice.
 */
export function NavEntryLink({
  entry,
  className,
  children,
  onNavigate,
}: {
  entry: NavEntry;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  if (entry.href) {
    return (
      <a
        className={className}
        href={entry.href}
        target="_blank"
        rel="noreferrer"
        onClick={onNavigate}
      >
        {children}
      </a>
    );
  }
  const to = entry.to ?? '/';
  const onClick = (event: MouseEvent) => {
    onNavigate?.();
    if (!entry.premium) return;
    if (requestDataNotice(to) || openPremiumZone(to)) event.preventDefault();
  };
  return (
    <NavLink className={className} to={to} end={to === '/'} onClick={onClick}>
      {children}
    </NavLink>
  );
}
