-- One product vocabulary (issue 30): the database holds `bets.product`, the bet type codes and
-- the jackpot kinds to the lists of packages/domain/src/constants/vocabulary.ts (PRODUCT,
-- BET_TYPE, JACKPOT_KINDS); db/vocabulary.unit.test.ts fails when the two drift apart.

-- Each product stores a bet type of its own. Pool entries stored their event's match count
-- (a Bingwa entry 5, Shikisha's code; grand 13), Sababisha and boosted wagers the sportsbook's
-- prematch 7: they take their own codes, on the wager and on its legs.
UPDATE bets SET bet_type = 30 WHERE product IN ('JACKPOT', 'SPLIT_POT', 'FREE_JACKPOT');
UPDATE bets SET bet_type = 31 WHERE product = 'SABABISHA';
UPDATE bets SET bet_type = 32 WHERE product = 'BOOSTED';
UPDATE bet_legs l SET bet_type = b.bet_type
  FROM bets b
 WHERE b.id = l.bet_id AND b.product IN ('JACKPOT', 'SPLIT_POT', 'FREE_JACKPOT', 'SABABISHA', 'BOOSTED')
   AND l.bet_type <> b.bet_type;

ALTER TABLE bets ADD CONSTRAINT bets_product_known CHECK (product IN (
  'NORMAL', 'SHIKISHA', 'VIRTUAL', 'JACKPOT', 'FREE_JACKPOT', 'SPLIT_POT', 'SABABISHA', 'BOOSTED',
  'CASINO_CRASH', 'CASINO_DICE', 'CASINO_WHEEL'));
-- 0 virtual, 5 shikisha, 7 prematch, 8 live (spec 01 §9); 20 casino, 30 jackpot pools,
-- 31 Sababisha, 32 boosted (ours).
ALTER TABLE bets ADD CONSTRAINT bets_bet_type_known CHECK (bet_type IN (0, 5, 7, 8, 20, 30, 31, 32));
ALTER TABLE bet_legs ADD CONSTRAINT bet_legs_bet_type_known
  CHECK (bet_type IN (0, 5, 7, 8, 20, 30, 31, 32));
ALTER TABLE jackpot_events ADD CONSTRAINT jackpot_events_kind_known CHECK (kind IN (
  'grand', 'midweek', 'jp20m', 'bingwa', 'free', 'splitpot', 'sababisha', 'boosted'));
ALTER TABLE jackpot_entries ADD CONSTRAINT jackpot_entries_kind_known CHECK (kind IN (
  'grand', 'midweek', 'jp20m', 'bingwa', 'free', 'splitpot', 'sababisha', 'boosted'));
-- The products a shared slip may carry (contract SHARE_PRODUCT_TYPES).
ALTER TABLE share_codes ADD CONSTRAINT share_codes_product_type_known
  CHECK (product_type IN ('NORMAL', 'SHIKISHA', 'VIRTUAL', 'JACKPOT'));
