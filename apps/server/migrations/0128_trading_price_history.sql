-- Price history per market (issue 33), kept compactly: one row when any price of the market
-- changes (only changes), holding the market's prices in its outcomes' order; the trader's
-- view draws each selection's line from it. Written by a trigger on markets, whoever moves the
-- prices (the generator, the live engine, the feed, a trader's override), at the database's
-- clock. Rows of matches the catalog prunes go with them (pruneOldMarkets deletes by match).
CREATE TABLE trading_price_history (
  parent_match_id bigint NOT NULL,
  sub_type_id integer NOT NULL,
  special_bet_value text NOT NULL,
  at timestamptz NOT NULL,
  odd_keys text[] NOT NULL,
  odds numeric(10, 2)[] NOT NULL
);
CREATE INDEX trading_price_history_market
  ON trading_price_history (parent_match_id, sub_type_id, special_bet_value, at);

CREATE FUNCTION trading_note_prices() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
  new_odds numeric[];
  old_odds numeric[];
BEGIN
  SELECT array_agg(e->>'odd_key' ORDER BY ord), array_agg((e->>'odd_value')::numeric ORDER BY ord)
    INTO keys, new_odds FROM jsonb_array_elements(NEW.outcomes) WITH ORDINALITY AS x(e, ord);
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg((e->>'odd_value')::numeric ORDER BY ord)
      INTO old_odds FROM jsonb_array_elements(OLD.outcomes) WITH ORDINALITY AS x(e, ord);
    IF old_odds IS NOT DISTINCT FROM new_odds THEN
      RETURN NULL;
    END IF;
  END IF;
  INSERT INTO trading_price_history (parent_match_id, sub_type_id, special_bet_value, at, odd_keys, odds)
  VALUES (NEW.parent_match_id, NEW.sub_type_id, NEW.special_bet_value, clock_timestamp(), keys, new_odds);
  RETURN NULL;
END
$$;
CREATE TRIGGER markets_trading_price_history AFTER INSERT OR UPDATE OF outcomes ON markets
  FOR EACH ROW WHEN (NEW.bet_status <> 'SETTLED') EXECUTE FUNCTION trading_note_prices();

CREATE FUNCTION trading_forget_prices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM trading_price_history
   WHERE parent_match_id = OLD.parent_match_id AND sub_type_id = OLD.sub_type_id
     AND special_bet_value = OLD.special_bet_value;
  RETURN NULL;
END
$$;
CREATE TRIGGER markets_trading_price_history_prune AFTER DELETE ON markets
  FOR EACH ROW EXECUTE FUNCTION trading_forget_prices();
