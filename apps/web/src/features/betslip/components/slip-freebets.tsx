import { useEffect, useMemo } from 'react';
import { Link } from '../../../lib/app-link';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FreeBet, FreeBetProduct } from '@shangwe/contract';
import {
  OFFER_MESSAGES,
  checkFreeBetUse,
  formatDateTime,
  freeBetProductOf,
  isFreeBetExpired,
} from '@shangwe/domain';
import { useCountryStore } from '../../../shared/country-store';
import { useBetslipStore } from '../../../shared/betslip-store';
import {
  reconcileAppliedFreebet,
  useAppliedFreebet,
  useFreebetsStore,
} from '../../../shared/freebets-store';
import { notify } from '../../../shared/notice-store';
import { freebetsQuery, offerKeys } from '../../../shared/offers-queries';
import { useSessionStore } from '../../../shared/session-store';
import type { NormalSlipView } from '../hooks/slip-view';
import { useFreebetQualification } from '../hooks/use-freebet-qualification';
import { useNow, useSlipMoney } from '../hooks/use-normal-slip-view';
import './slip-offers.css';
import { msg, t, tAny } from '../../../lib/i18n';

/** Texts of the slip's free-bet part. */
export const SLIP_FREEBET_TEXTS = {
  link: msg('Offers & Rewards'),
  expired: OFFER_MESSAGES.freebetExpired,
} as const;

/** The free bets this slip can use now: active, unexpired, of its product. */
export function usableFreebets(
  list: readonly FreeBet[],
  product: FreeBetProduct,
  now: Date,
): FreeBet[] {
  return list.filter(
    (f) =>
      f.status === 'active' && f.product_name === product && !isFreeBetExpired(f.expiry_date, now),
  );
}

/**
 * The free-bet part of the normal slip (spec 01 §2, §4, §5): the 'Offers & Rewards' link with
 * the count of free bets this slip can use, a button per usable free bet to apply it (the stake
 * becomes its amount), the applied free bet with Remove, why placing is disabled (its minimum
 * odd), and the qualification check's messages. An applied free bet that expires is removed and
 * the list refetched; one the server no longer returns is cleared.
 */
export function SlipFreebets({ view }: { view: NormalSlipView }) {
  const authenticated = useSessionStore((s) => s.authenticated);
  const config = useCountryStore((s) => s.config);
  const money = useSlipMoney();
  const now = useNow();
  const client = useQueryClient();
  const applied = useAppliedFreebet();
  const placing = view.button.action === 'placing';
  const list = useQuery({ ...freebetsQuery('active'), enabled: authenticated });
  const product = freeBetProductOf(view.hasLive);
  const usable = useMemo(
    () => usableFreebets(list.data?.data ?? [], product, now),
    [list.data, product, now],
  );
  const qualification = useFreebetQualification({
    stake: view.stake,
    totalOdds: view.totalOdds,
    selections: view.picks.length,
    fbpid: applied?.free_bet_profile_id ?? null,
  });

  // Spec 02 §4.7: none returned while one is applied clears the applied state.
  useEffect(() => {
    if (list.data) reconcileAppliedFreebet(list.data.data);
  }, [list.data]);

  const appliedExpired = !!applied && isFreeBetExpired(applied.expiry_date, now);
  const listHasExpired = (list.data?.data ?? []).some((f) => isFreeBetExpired(f.expiry_date, now));
  useEffect(() => {
    if (appliedExpired) {
      useFreebetsStore.getState().clearApplied();
      notify({ type: 'warning', message: SLIP_FREEBET_TEXTS.expired });
    }
    if (appliedExpired || listHasExpired)
      void client.invalidateQueries({ queryKey: offerKeys.freebets() });
  }, [appliedExpired, listHasExpired, client]);

  if (!authenticated) return null;
  const timeZone = config?.timezone ?? 'Africa/Nairobi';
  // Another product than the slip's (a live pick added to a prematch free bet): the domain's words.
  const wrongProduct = applied
    ? (checkFreeBetUse(applied, { totalOdds: view.totalOdds, hasLivePick: view.hasLive }, now).find(
        (p) => p.code === 'FREEBET_PRODUCT_MISMATCH',
      ) ?? null)
    : null;

  return (
    <div className="slip-freebets" data-testid="slip-freebets">
      <Link to="/freebets" className="slip-freebets__link" data-testid="offers-rewards-link">
        {tAny(SLIP_FREEBET_TEXTS.link)}
        {usable.length > 0 && (
          <span className="slip-freebets__count" data-testid="freebets-count">
            {usable.length}
          </span>
        )}
      </Link>
      {applied ? (
        <div className="slip-freebets__applied" role="status" data-testid="freebet-applied">
          <span>
            {t('Free bet applied')} <strong>{money(applied.amount)}</strong>
          </span>
          <button
            type="button"
            className="slip-link"
            disabled={placing}
            onClick={() => useFreebetsStore.getState().clearApplied()}
          >
            {t('Remove')}
          </button>
        </div>
      ) : (
        usable.length > 0 && (
          <ul className="slip-freebets__list" aria-label={t('Your free bets')}>
            {usable.map((f) => (
              <li key={f.free_bet_profile_id}>
                <button
                  type="button"
                  className="slip-chip slip-freebets__apply"
                  data-testid="apply-freebet"
                  disabled={placing}
                  onClick={() => {
                    useFreebetsStore.getState().apply(f);
                    // The stake field shows the free bet's amount from now on.
                    useBetslipStore.getState().setStake('main', f.amount);
                  }}
                >
                  {t('Use {amount} free bet', { amount: money(f.amount) })}
                </button>
                <small>
                  {t('expires {time}', {
                    time: formatDateTime(new Date(f.expiry_date), timeZone),
                  })}
                </small>
              </li>
            ))}
          </ul>
        )
      )}
      {wrongProduct && (
        <p className="slip-hint slip-hint--error" role="alert">
          {tAny(wrongProduct.message)}
        </p>
      )}
      {view.freebetApplied && view.button.disabled && view.button.reason && (
        <p className="slip-hint slip-hint--error" role="alert" data-testid="freebet-reason">
          {tAny(view.button.reason)}
        </p>
      )}
      {qualification && qualification.messages.length > 0 && (
        <ul className="slip-freebets__messages" data-testid="freebet-qualification">
          {qualification.messages.map((m) => (
            <li key={m}>{tAny(m)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
