import { useLocation } from 'react-router';
import { nextQuery } from '../guards';

/**
 * The `next` value Login and Register carry (spec 02 §2.4): the existing next query if the
 * page has one, otherwise the current route.
 */
export function useNextTarget(): string {
  const location = useLocation();
  const existing = new URLSearchParams(location.search).get('next');
  if (existing) return existing;
  if (location.pathname === '/login' || location.pathname === '/register') return '/';
  return `${location.pathname}${location.search}`;
}

/** `/login?next=...` for the current page. */
export function useLoginHref(): string {
  return `/login?next=${nextQuery(useNextTarget())}`;
}

/** `/register?next=...` for the current page. */
export function useRegisterHref(): string {
  return `/register?next=${nextQuery(useNextTarget())}`;
}
