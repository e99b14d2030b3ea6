import { useSearchParams } from 'react-router';

/**
 * The `next` query of /login, /register and /kyc (spec 01 §2): where to go once done. Only
 * paths inside the app are honoured, so a crafted link cannot send a bettor to another site.
 */
export function safeNext(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return fallback;
  }
  return next;
}

/** The validated `next` of the current URL and the query string to pass it on. */
export function useReturnPath(fallback = '/') {
  const [params] = useSearchParams();
  const raw = params.get('next');
  const next = safeNext(raw, fallback);
  return { next, nextQuery: raw ? `?next=${encodeURIComponent(next)}` : '' };
}
