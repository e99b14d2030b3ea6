import { useSessionStore } from '../../../shared/session-store';
import { useCashoutIndication } from '../api/cashout-validate';
import type { NormalSlipView } from '../hooks/slip-view';
import { tAny } from '../../../lib/i18n';

/**
 * The slip's cash-out indicator (spec 01 §2, spec 02 §4.2 valid/invalid): shown to whitelisted
 * bettors, it says whether the bet will be cash-out eligible.
 */
export function CashoutIndicator({ view }: { view: NormalSlipView }) {
  const authenticated = useSessionStore((s) => s.authenticated);
  const profileId = Number(useSessionStore((s) => s.user?.id));
  const indication = useCashoutIndication({
    enabled: authenticated,
    profileId: Number.isSafeInteger(profileId) && profileId > 0 ? profileId : undefined,
    picks: view.picks.map((p) => p.pick),
    stake: view.stake,
    totalOdd: view.totalOdds,
    possibleWin: view.possibleWin,
  });
  if (!indication.data) return null;
  const { valid, message } = indication.data;
  return (
    <p
      className={valid ? 'slip-cashout slip-cashout--valid' : 'slip-cashout slip-cashout--invalid'}
      data-testid="cashout-indicator"
      data-valid={valid}
    >
      <span aria-hidden="true">{valid ? '✓' : '✕'}</span> {tAny(message)}
    </p>
  );
}
