import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Link } from '../../../lib/app-link';
import { formatCurrency, MESSAGES } from '@shangwe/domain';
import { Button } from '../../../components/ui';
import { useBetslipStore, usePicks } from '../../../shared/betslip-store';
import { useCountryConfig } from '../../../shared/country-store';
import { useSessionStore } from '../../../shared/session-store';
import { matchDayQuery } from '../api/virtual-queries';
import { usePlaceVirtualBet, VIRTUAL_LOGIN_PATH } from '../hooks/use-place-virtual-bet';
import { serverOffsetMs, useServerNow } from '../hooks/use-server-clock';
import { useVirtualSlipView, VIRTUAL_SLIP_TEXTS } from '../hooks/use-virtual-slip';
import './virtuals.css';
import { t, tAny } from '../../../lib/i18n';

/** The Virtual tab of the betslip (`/betslip?type=virtual`; spec 01 §2–§5, §9). */
export function VirtualSlip() {
  const config = useCountryConfig();
  const navigate = useNavigate();
  const picks = usePicks('virtual');
  const storedStake = useBetslipStore((s) => s.stakes.virtual);
  const [stakeText, setStakeText] = useState(() => String(storedStake));
  const loggedIn = useSessionStore((s) => s.authenticated);
  const profileId = useSessionStore((s) => s.user?.id);
  const { place, placing } = usePlaceVirtualBet();
  // Picks turn Locked at kick-off by the server's clock, not the phone's.
  const matchDay = useQuery({ ...matchDayQuery(), enabled: picks.length > 0 });
  const nowMs = useServerNow(serverOffsetMs(matchDay.data?.server_time, matchDay.dataUpdatedAt));
  const now = useMemo(() => new Date(nowMs), [nowMs]);
  const view = useVirtualSlipView({ picks, stake: stakeText, config, loggedIn, placing, now });
  const [problem, setProblem] = useState<string | null>(null);
  const money = (n: number) => formatCurrency(n, config);

  if (picks.length === 0) {
    return (
      <div className="vslip vslip--empty">
        <p>{tAny(VIRTUAL_SLIP_TEXTS.empty)}</p>
        <Link className="vlink" to="/virtual">
          {tAny(VIRTUAL_SLIP_TEXTS.goToVirtuals)}
        </Link>
      </div>
    );
  }

  const { quote, button } = view;
  const onStake = (text: string) => {
    setProblem(null);
    setStakeText(text);
    const value = Number(text);
    if (text.trim() !== '' && Number.isFinite(value))
      useBetslipStore.getState().setStake('virtual', value);
  };
  const onPress = () => {
    setProblem(null);
    const store = useBetslipStore.getState();
    if (button.action === 'removeInvalid') {
      store.removeInvalid('virtual', now);
      return;
    }
    if (button.action === 'acceptChanges' || button.action === 'acceptAndPlace') {
      store.acceptChanges('virtual');
      return;
    }
    const login = quote.failures.find((f) => f.code === 'LOGIN_REQUIRED');
    if (login) {
      setProblem(MESSAGES.loginFirst);
      void navigate(VIRTUAL_LOGIN_PATH);
      return;
    }
    const first = quote.failures[0];
    if (first) {
      setProblem(first.message);
      return;
    }
    place({
      picks,
      stake: quote.stake,
      totalOdd: quote.totalOdds,
      possibleWin: quote.possibleWinnings,
      profileId: profileId === undefined ? undefined : Number(profileId),
    });
  };

  return (
    <div className="vslip">
      <ul className="vslip__picks">
        {view.picks.map(({ pick, locked }) => (
          <li
            key={`${pick.parent_match_id}:${pick.sub_type_id}:${pick.odd.odd_key}`}
            className={`vpick${locked ? ' vpick--locked' : ''}`}
          >
            <div className="vpick__main">
              <span className="vpick__teams">
                {pick.home_team} v {pick.away_team}
              </span>
              <span className="vpick__market">
                {tAny(pick.market_name)}: <strong>{tAny(pick.odd.display)}</strong>
              </span>
            </div>
            <span className="vpick__odd">
              {locked ? tAny(VIRTUAL_SLIP_TEXTS.locked) : pick.odd.odd_value.toFixed(2)}
            </span>
            <button
              type="button"
              className="vpick__remove"
              aria-label={t('Remove {home} v {away}', {
                home: pick.home_team,
                away: pick.away_team,
              })}
              onClick={() => useBetslipStore.getState().removePick('virtual', pick.parent_match_id)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <label className="vslip__stake">
        <span>{t('Amount ({currency})', { currency: config.currencySymbol })}</span>
        <input
          inputMode="decimal"
          value={stakeText}
          disabled={placing}
          aria-describedby="vslip-min"
          onChange={(e) => onStake(e.target.value)}
        />
      </label>
      <p id="vslip-min" className="vnote">
        {t('Minimum bet {amount}', { amount: money(view.minStake) })}
      </p>
      <dl className="vslip__figures">
        <dt>{t('Total odds')}</dt>
        <dd data-testid="virtual-total-odds">{quote.totalOddsDisplay}</dd>
        {quote.exciseTax > 0 && (
          <>
            <dt>{t('Excise tax')}</dt>
            <dd>{money(quote.exciseTax)}</dd>
            <dt>{t('Stake after tax')}</dt>
            <dd>{money(quote.stakeAfterExcise)}</dd>
          </>
        )}
        <dt>{t('Possible win')}</dt>
        <dd data-testid="virtual-possible-win">{money(quote.possibleWinnings)}</dd>
        {quote.withholdingTax > 0 && (
          <>
            <dt>{t('Withholding tax')}</dt>
            <dd>{money(quote.withholdingTax)}</dd>
          </>
        )}
        {quote.bonusAmount > 0 && (
          <>
            <dt>{t('Virtual bonus ({percent}%)', { percent: quote.bonus.percent })}</dt>
            <dd>{money(quote.bonusAmount)}</dd>
          </>
        )}
        <dt>{t('Payout')}</dt>
        <dd data-testid="virtual-payout">{money(quote.finalPayout)}</dd>
        {quote.points > 0 && (
          <>
            <dt>{t('Points')}</dt>
            <dd>{quote.points.toFixed(2)}</dd>
          </>
        )}
        <dt>{t('Maximum win')}</dt>
        <dd>{money(view.maximumWin)}</dd>
      </dl>
      {(quote.cappedAtMaximumWin || quote.possibleWinnings >= view.maximumWin) && (
        <p className="vnote">{tAny(VIRTUAL_SLIP_TEXTS.maxWinReached)}</p>
      )}
      {button.reason && <p className="vslip__problem">{tAny(button.reason.message)}</p>}
      {problem && (
        <p className="vslip__problem" role="alert">
          {tAny(problem)}
        </p>
      )}
      <Button block loading={placing} disabled={button.disabled} onClick={onPress}>
        {button.label ? tAny(button.label) : t('Placing…')}
      </Button>
    </div>
  );
}
