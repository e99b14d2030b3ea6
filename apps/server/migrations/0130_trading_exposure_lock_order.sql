-- A wager leaving the book takes its figures off its selections in one order (the order in
-- which placements lock them, see wagers/bet-store.ts), so a settlement and a placement sharing
-- selections queue instead of deadlocking.
CREATE OR REPLACE FUNCTION trading_exposure_on_status() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_open boolean := OLD.status IN ('open', 'pending');
  is_open boolean := NEW.status IN ('open', 'pending');
  sign integer;
BEGIN
  IF was_open = is_open OR NOT trading_exposed_product(NEW.product) THEN
    RETURN NULL;
  END IF;
  sign := CASE WHEN is_open THEN 1 ELSE -1 END;
  INSERT INTO trading_exposure AS e (parent_match_id, sub_type_id, special_bet_value, odd_key,
         bets, stakes_cents, liability_cents, limit_cents)
  SELECT l.parent_match_id, l.sub_type_id, l.special_bet_value, l.bet_pick,
         sign, sign * NEW.stake, sign * NEW.final_payout, NULL
    FROM bet_legs l WHERE l.bet_id = NEW.id
   ORDER BY l.parent_match_id, l.sub_type_id, l.special_bet_value, l.bet_pick
  ON CONFLICT (parent_match_id, sub_type_id, special_bet_value, odd_key) DO UPDATE
     SET bets = e.bets + EXCLUDED.bets, stakes_cents = e.stakes_cents + EXCLUDED.stakes_cents,
         liability_cents = e.liability_cents + EXCLUDED.liability_cents, limit_cents = NULL;
  RETURN NULL;
END
$$;
