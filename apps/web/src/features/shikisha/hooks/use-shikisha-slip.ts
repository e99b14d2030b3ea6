import { useEffect, useMemo, useState } from 'react';
import { formatCurrency } from '@shangwe/domain';
import { useBetslipStore } from '../../../shared/betslip-store';
import { useCountryConfig } from '../../../shared/country-store';
import { useSessionStore } from '../../../shared/session-store';
import { useShikishaQuote } from '../api/quote-shikisha';
import { useShikishaPlacementStore } from '../stores/shikisha-placement-store';
import { buildShikishaSlipView } from './shikisha-slip-view';

/** A clock that ticks every second, so prematch picks turn 'Started' on time (spec 01 §9). */
function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The Shikisha slip as the bettor sees it now, with the server's joint price. */
export function useShikishaSlip() {
  const picks = useBetslipStore((s) => s.slips.shikisha);
  const stake = useBetslipStore((s) => s.stakes.shikisha);
  const config = useCountryConfig();
  const loggedIn = useSessionStore((s) => s.authenticated);
  const placing = useShikishaPlacementStore((s) => s.placing);
  const price = useShikishaQuote(picks);
  const now = useNow();
  const { totalOdd, refusal, pending } = price;
  const view = useMemo(
    () =>
      buildShikishaSlipView({
        picks,
        stake,
        config,
        loggedIn,
        placing,
        now,
        price: { totalOdd, refusal, pending },
      }),
    [picks, stake, config, loggedIn, placing, now, totalOdd, refusal, pending],
  );
  return { picks, stake, view, quote: price.quote };
}

/** Money in the applied country's currency. */
export function useShikishaMoney(): (amount: number) => string {
  const config = useCountryConfig();
  return useMemo(() => (amount: number) => formatCurrency(amount, config), [config]);
}
