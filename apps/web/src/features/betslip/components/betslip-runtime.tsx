import { useDeepLink } from '../hooks/use-deep-link';
import { useLiveOddsRefresh } from '../hooks/use-live-odds-refresh';
import { useTrackingParams } from '../hooks/use-tracking-params';

/**
 * Betslip work that runs on every screen, mounted once by the app layout: deep links, tracking
 * values and the live-odds refresh of the main slip (the shell shows the connection notices).
 * Renders nothing.
 */
export function BetslipRuntime() {
  useTrackingParams();
  useDeepLink();
  useLiveOddsRefresh('main');
  return null;
}
