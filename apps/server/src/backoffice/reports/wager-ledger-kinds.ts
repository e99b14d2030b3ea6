/**
 * The ledger transaction kinds whose `reference` is a wager's id (bets.id), and what each means
 * for revenue. Written by wagers/wager-placer.ts (stake), offers/ (freebet_stake, promo_award*),
 * wagers/wager-settler.ts and pool-settler.ts (payout, bet_lost, refund), cashout/ (cashout),
 * wagers/settlement-rollback.ts (settlement_rollback), betting/bet-canceller.ts and
 * wagers/wager-decider.ts (refund). Points movements are loyalty, not money: left out.
 */
export const WAGER_LEDGER_KINDS = [
  'stake',
  'freebet_stake',
  'payout',
  'bet_lost',
  'refund',
  'cashout',
  'settlement_rollback',
  'promo_award',
  'promo_award_reversal',
] as const;

/** The stake debit of a wager placed with cash. */
export const STAKE_KIND = 'stake';
/** The stake of a wager placed with a free bet (house:freebets → the product's stakes). */
export const FREE_BET_STAKE_KIND = 'freebet_stake';
/** A stake handed back: void settlement, cancellation, refused live bet. */
export const VOID_KIND = 'refund';
/** house:freebets (migration 0011). */
export const FREE_BETS_ACCOUNT_ID = 10;
