import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  applyQuickStake,
  balanceClickStake,
  canKeepBetslip,
  checkPromoOptIn,
  formatCurrency,
  freeBetPayoutForSlip,
  parseOdds,
  toCents,
  toMajor,
  pickDisplayState,
  placeButtonState,
  quoteBetslip,
  type CountryConfig,
  type PublicCountryConfig,
} from '@shangwe/domain';
import { useBetslipStore, type BetslipPick } from '../../../shared/betslip-store';
import { useCountryStore } from '../../../shared/country-store';
import { useSessionStore } from '../../../shared/session-store';
import { usePlacementStore } from '../stores/placement-store';
import type { NormalSlipView, PickView } from './slip-view';
import { useSlipOffers, type SlipFreebet } from './slip-offers';
import type { PromoForOptIn } from '@shangwe/domain';

/** The stake a click on the balance sets, or null below the 1.2 threshold (domain rule). */
export const balanceStake = balanceClickStake;

/** The stake after a quick-stake button (domain rule). */
export function quickStake(current: number, button: 'clear' | number): number {
  return applyQuickStake(Number.isFinite(current) ? current : 0, button);
}

/** Money in the applied country's currency (domain formatting). */
export function useSlipMoney(): (amount: number) => string {
  const config = useCountryStore((s) => s.config);
  return useCallback(
    (amount: number) => (config ? formatCurrency(amount, config) : amount.toFixed(2)),
    [config],
  );
}

/** A clock that ticks every second (spec 01 §9), so prematch picks turn 'Started' on time. */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Builds the slip view from the picks, the stake and the country (pure; tested). */
export function buildNormalSlipView(input: {
  picks: readonly BetslipPick[];
  stake: number;
  config: PublicCountryConfig;
  loggedIn: boolean;
  placing: boolean;
  now: Date;
  /** The mobile mini betslip words its button differently. */
  mini?: boolean;
  /** An applied free bet: its amount is the stake, its minimum odd must be met. */
  freebet?: SlipFreebet | null;
  /** The opted-in promo riding on this bet: its opt-in rules must hold (spec 01 §5). */
  promo?: PromoForOptIn | null;
}): NormalSlipView {
  const { picks, config, now } = input;
  const pickViews: PickView[] = picks.map((pick) => {
    const display = pickDisplayState(pick, now);
    switch (display.state) {
      case 'normal':
        return { pick, state: 'normal', badge: null, lockedLabel: null, previousOdd: null };
      case 'changed':
        return {
          pick,
          state: 'changed',
          badge: null,
          lockedLabel: null,
          previousOdd: display.initialOdd,
        };
      case 'locked':
        return {
          pick,
          state: 'locked',
          badge: display.label,
          lockedLabel: display.oddLabel,
          previousOdd: null,
        };
      case 'started':
        return {
          pick,
          state: 'started',
          badge: display.label,
          lockedLabel: display.oddLabel,
          previousOdd: null,
        };
    }
  });
  // The quote reads no secret; the public configuration carries every figure it uses.
  const quote = quoteBetslip(
    'main',
    picks,
    {
      stake: Number.isFinite(input.stake) ? input.stake : '',
      loggedIn: input.loggedIn,
      now,
      freebet: input.freebet ?? null,
    },
    config as CountryConfig,
  );
  // A free bet pays the profit only (its stake is not returned) and earns no bonus: the domain's
  // free-bet payout replaces the cash figures.
  const free = input.freebet
    ? freeBetPayoutForSlip(
        toCents(quote.stake),
        picks.map((p) => parseOdds(p.odd.odd_value) ?? 0),
        config,
      )
    : null;
  // A promo never rides on a free bet (the server refuses FREEBET_WITH_PROMO), so its rules
  // only count on a cash stake.
  const promoFailures =
    input.promo && !input.freebet
      ? checkPromoOptIn(
          input.promo,
          { stake: quote.stake, totalOdds: quote.totalOdds, pickCount: picks.length },
          config,
        )
      : [];
  const button = placeButtonState({
    kind: 'main',
    picks,
    now,
    placing: input.placing,
    mini: input.mini,
    failures: quote.failures,
  });
  // Visitors are sent to login by the button; the slip's own states show on the picks. The
  // rest (min stake, min total odd, live maximum …) is shown when the button is pressed.
  const hidden = new Set(['LOGIN_REQUIRED', 'BETSLIP_EMPTY', 'INVALID_PICKS', 'ODDS_CHANGED']);
  return {
    picks: pickViews,
    hasLive: picks.some((p) => p.live),
    canKeep: canKeepBetslip(picks),
    totalOdds: quote.totalOdds,
    totalOddsText: quote.totalOddsDisplay,
    minTotalOdd: config.minTotalOdd,
    stake: quote.stake,
    minStake: config.minimumBetAmount,
    maxStake: config.maximumBetAmount,
    exciseTax: quote.exciseTax,
    stakeAfterExcise: quote.stakeAfterExcise,
    possibleWin: free ? toMajor(free.possibleWinnings) : quote.possibleWinnings,
    withholdingTax: free ? toMajor(free.withholdingTax) : quote.withholdingTax,
    bonus: free ? 0 : quote.bonusAmount,
    finalPayout: free ? toMajor(free.finalPayout) : quote.finalPayout,
    points: quote.points,
    acca: free ? null : quote.accaBonusHint,
    winBoostHint: quote.winBoostHint?.message ?? null,
    failures: [...quote.failures, ...promoFailures]
      .filter((f) => !hidden.has(f.code))
      .map((f) => f.message),
    promoFailures: promoFailures.map((f) => f.message),
    freebetApplied: !!input.freebet,
    button: {
      label: button.label ?? '',
      action: button.action,
      disabled: button.disabled,
      reason: button.reason?.message ?? null,
    },
  };
}

/** The normal slip as the bettor sees it now. */
export function useNormalSlipView(mini = false): NormalSlipView {
  const picks = useBetslipStore((s) => s.slips.main);
  const stake = useBetslipStore((s) => s.stakes.main);
  const config = useCountryStore((s) => s.config);
  const loggedIn = useSessionStore((s) => s.authenticated);
  const placing = usePlacementStore((s) => s.placing);
  const now = useNow();
  const { freebet, promo } = useSlipOffers();
  if (!config) throw new Error('The betslip needs an applied country configuration');
  return useMemo(
    () =>
      buildNormalSlipView({ picks, stake, config, loggedIn, placing, now, mini, freebet, promo }),
    [picks, stake, config, loggedIn, placing, now, mini, freebet, promo],
  );
}
