import type { Location, NavigateFunction } from 'react-router';

/**
 * Goes back one page when the previous page is the app's, else to `fallback` (replacing the
 * current entry). A page opened from a shared or typed link is the first entry of the app's
 * history, which React Router keys 'default': going back from it would leave the app, and the
 * bettor would miss the notice the app has just shown.
 */
export function backInApp(
  navigate: NavigateFunction,
  location: Pick<Location, 'key'>,
  fallback: string,
): void {
  if (location.key !== 'default') void navigate(-1);
  else void navigate(fallback, { replace: true });
}
