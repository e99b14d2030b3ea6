import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Promo } from '@shangwe/contract';
import { OFFER_MESSAGES, checkPromoOptIn, promoTimeProblem } from '@shangwe/domain';
import { useCountryStore } from '../../../shared/country-store';
import { offerKeys, optInPromo, optOutPromo, promosQuery } from '../../../shared/offers-queries';
import {
  forgetOptIn,
  pruneOptedIn,
  rememberOptIn,
  useOptedInPromos,
} from '../../../shared/promo-opt-in';
import { useSessionStore } from '../../../shared/session-store';
import type { NormalSlipView } from '../hooks/slip-view';
import { useNow } from '../hooks/use-normal-slip-view';
import { msg, t, tAny } from '../../../lib/i18n';

/** Texts of the slip's promo part. */
export const SLIP_PROMO_TEXTS = {
  title: msg('Promotions'),
  withFreebet: OFFER_MESSAGES.freebetWithPromo,
} as const;

/**
 * The promos a bettor may opt in to now: running, started and not ended, and on one of their
 * days in the country's time zone (domain rule).
 */
export function runningPromos(list: readonly Promo[], now: Date, timeZone: string): Promo[] {
  return list.filter((p) => promoTimeProblem(p, now, timeZone) === null);
}

/**
 * The opted-in promo list of the normal slip (spec 01 §2, §5; spec 02 §4.7): each running promo
 * with an opt-in box. Opting in checks the promo's rules against the slip (the domain's
 * `checkPromoOptIn`: 'Increase your stake to {n} to opt in to {promo}') and keeps at most one
 * promo for the bet, so ticking another opts the first out. The list is kept under
 * `selected-optIn`; ended or used promos leave it whenever the server's list is read.
 */
export function SlipPromoOptIn({ view }: { view: NormalSlipView }) {
  const authenticated = useSessionStore((s) => s.authenticated);
  const config = useCountryStore((s) => s.config);
  const now = useNow();
  const client = useQueryClient();
  const promos = useQuery({ ...promosQuery(true), enabled: authenticated });
  const opted = useOptedInPromos();
  const selectedId = opted[0]?.promo_id ?? null;
  const [refusal, setRefusal] = useState<{ promoId: number; messages: string[] } | null>(null);

  // Spec 02 §4.7: expired, ended or used promos leave the stored list.
  useEffect(() => {
    if (promos.data) pruneOptedIn(promos.data.data, new Date(), promos.dataUpdatedAt);
  }, [promos.data, promos.dataUpdatedAt]);

  const toggle = useMutation({
    mutationFn: async (promo: Promo) => {
      if (selectedId === promo.promo_id) {
        forgetOptIn(promo.promo_id);
        await optOutPromo(promo.promo_id).catch(() => undefined);
        return;
      }
      const answer = await optInPromo(promo.promo_id);
      if (selectedId !== null && selectedId !== promo.promo_id)
        await optOutPromo(selectedId).catch(() => undefined);
      if (answer.opted_in) rememberOptIn(promo);
    },
    onError: (cause, promo) =>
      setRefusal({
        promoId: promo.promo_id,
        messages: [cause instanceof Error ? cause.message : String(cause)],
      }),
    onSettled: () => void client.invalidateQueries({ queryKey: offerKeys.promos() }),
  });

  if (!authenticated || !config) return null;
  const running = runningPromos(promos.data?.data ?? [], now, config.timezone);
  if (running.length === 0) return null;

  const choose = (promo: Promo) => {
    setRefusal(null);
    if (selectedId !== promo.promo_id) {
      const failures = checkPromoOptIn(
        promo,
        { stake: view.stake, totalOdds: view.totalOdds, pickCount: view.picks.length },
        config,
      );
      if (failures.length > 0) {
        setRefusal({ promoId: promo.promo_id, messages: failures.map((f) => f.message) });
        return;
      }
    }
    toggle.mutate(promo);
  };

  return (
    <fieldset className="slip-promos" data-testid="slip-promos">
      <legend className="slip-row__label">{tAny(SLIP_PROMO_TEXTS.title)}</legend>
      {view.freebetApplied ? (
        <p className="slip-hint">{tAny(SLIP_PROMO_TEXTS.withFreebet)}</p>
      ) : (
        <ul className="slip-promos__list">
          {running.map((promo) => {
            const checked = selectedId === promo.promo_id;
            const messages =
              refusal?.promoId === promo.promo_id
                ? refusal.messages
                : checked
                  ? view.promoFailures
                  : [];
            return (
              <li key={promo.promo_id} data-testid="slip-promo">
                <label className="slip-promos__option">
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={toggle.isPending || view.button.action === 'placing'}
                    onChange={() => choose(promo)}
                  />
                  <span>{promo.promo_name}</span>
                </label>
                {messages.length > 0 ? (
                  <ul className="slip-promos__failures" role="alert" data-testid="promo-failure">
                    {messages.map((m) => (
                      <li key={m}>{tAny(m)}</li>
                    ))}
                  </ul>
                ) : (
                  checked && (
                    <p className="slip-promos__ok" data-testid="promo-ok">
                      {t('Opted in')}
                    </p>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
