import { useSearchParams } from 'react-router';
import { Link } from '../../../lib/app-link';
import { usePickCount } from '../../../shared/betslip-store';
import { useFeatureEnabled } from '../../../shared/country-store';
import { useNormalSlipView, useSlipMoney } from '../hooks/use-normal-slip-view';
import { useSlipButton } from '../hooks/use-slip-button';
import { usePlacementStore } from '../stores/placement-store';
import { useAccaBanner } from './acca-hint';
import './betslip.css';
import { t, tAny } from '../../../lib/i18n';

function MiniBetslipBar({ bannerShown }: { bannerShown: boolean }) {
  const view = useNormalSlipView(true);
  const money = useSlipMoney();
  const [search] = useSearchParams();
  const watch = search.get('watch') === 'true';
  const placing = usePlacementStore((s) => s.placing);
  const outcome = usePlacementStore((s) => s.outcome);
  const { press, failures } = useSlipButton(view);
  const accaEnabled = useFeatureEnabled('accaBonus');

  return (
    <div className="mini-betslip" data-testid="mini-betslip">
      {accaEnabled && bannerShown && view.acca && (
        <div className="mini-betslip__acca" role="status" data-testid="acca-banner">
          {tAny(view.acca.message)}
        </div>
      )}
      {watch && failures.length > 0 && (
        <div className="mini-betslip__outcome slip-outcome--error" role="alert">
          {failures.map(tAny).join(' ')}
        </div>
      )}
      {watch && outcome && (
        <div className={`mini-betslip__outcome slip-outcome--${outcome.type}`} role="status">
          <strong>{tAny(outcome.title)}</strong> {tAny(outcome.message)}
        </div>
      )}
      <div className="mini-betslip__bar">
        <Link to="/betslip" className="mini-betslip__summary" aria-label={t('Open betslip')}>
          <span className="mini-betslip__count" data-testid="mini-count">
            {view.picks.length}
          </span>
          <span className="mini-betslip__figures">
            <span>
              {t('Odds')} <strong>{view.totalOddsText}</strong>
            </span>
            <span>
              {t('Payout')} <strong data-testid="mini-payout">{money(view.finalPayout)}</strong>
            </span>
          </span>
        </Link>
        {watch &&
          (placing ? (
            <span className="slip-loader" role="status" aria-label={t('Placing bet')}>
              <span className="slip-spinner" aria-hidden="true" />
            </span>
          ) : (
            <button
              type="button"
              className="slip-button slip-button--place mini-betslip__place"
              disabled={view.button.disabled}
              onClick={press}
            >
              {tAny(view.button.label)}
            </button>
          ))}
      </div>
    </div>
  );
}

/**
 * The mobile mini betslip (spec 01 §1, §2): count, total odds and payout, opening /betslip;
 * with `watch=true` in the address it also carries the place button. The layout shows it on
 * routes whose meta has miniBetslipViewable. Hidden while the slip is empty.
 */
export function MiniBetslip() {
  const count = usePickCount('main');
  // Watched here, where it is always mounted, so the first pick counts as a rise too.
  const bannerShown = useAccaBanner(count);
  if (count === 0) return null;
  return (
    <>
      {/* Keeps the end of the page clear of the fixed bar. */}
      <div className="mini-betslip-spacer" aria-hidden="true" />
      <MiniBetslipBar bannerShown={bannerShown} />
    </>
  );
}
