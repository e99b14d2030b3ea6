-- Offers cannot be farmed (issue 26): a free bet earned by a bet is withdrawn when that bet is
-- cancelled, void or refused, and an unused welcome free bet is forfeited by a withdrawal that
-- takes the qualifying deposit back (offers/offer-withdrawals.ts). A grant moved no money, so
-- withdrawing one moves none either: the free bet just stops being usable, with its reason.
ALTER TABLE free_bets DROP CONSTRAINT free_bets_status_check;
ALTER TABLE free_bets ADD CONSTRAINT free_bets_status_check
  CHECK (status IN ('active', 'used', 'expired', 'withdrawn'));
ALTER TABLE free_bets ADD COLUMN withdrawn_at timestamptz;
-- bet_cancelled, bet_void, bet_rejected, deposit_withdrawn
ALTER TABLE free_bets ADD COLUMN withdrawn_reason text;

-- A promo award taken back with its bet: 'withdrawn' (the free bet, or the cash through a
-- compensating ledger movement), or 'kept' when its free bet had already been staked.
ALTER TABLE promo_bets DROP CONSTRAINT promo_bets_award_status_check;
ALTER TABLE promo_bets ADD CONSTRAINT promo_bets_award_status_check
  CHECK (award_status IN ('waiting', 'paid', 'not_due', 'capped', 'withdrawn', 'kept'));
