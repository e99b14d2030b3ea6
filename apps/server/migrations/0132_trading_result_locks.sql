-- A trader's result holds against the feed: once a trader has set or corrected a market's
-- result, a later write of the odds feed (UOF bet_settlement, bet_cancel, a rollback; the
-- generator's or the live engine's results) that would change that market's results or status
-- is dropped by the trigger below, whoever writes it, and noted on the lock (what the feed
-- asked, when, how often) for the back office. The trader lifts the lock (audited); the feed's
-- next message is then applied as usual. A trader's own writes set `shangwe.trading_result`
-- for their transaction and pass.
CREATE TABLE trading_result_locks (
  id bigserial PRIMARY KEY,
  parent_match_id bigint NOT NULL,
  sub_type_id integer NOT NULL,
  special_bet_value text NOT NULL,
  correction_id bigint NOT NULL REFERENCES trading_result_corrections (id),
  locked_at timestamptz NOT NULL,
  -- What the feed last asked for while locked: status and { odd_key: result }.
  feed_attempts integer NOT NULL DEFAULT 0,
  feed_status text,
  feed_results jsonb,
  feed_at timestamptz,
  lifted_at timestamptz,
  lifted_by text,
  lift_reason text
);
CREATE UNIQUE INDEX trading_result_locks_in_force
  ON trading_result_locks (parent_match_id, sub_type_id, special_bet_value)
  WHERE lifted_at IS NULL;

-- { odd_key: result } of a market's outcomes (a missing result is JSON null).
CREATE FUNCTION trading_outcome_results(p jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT COALESCE(jsonb_object_agg(o->>'odd_key', COALESCE(o->'result', 'null'::jsonb)), '{}'::jsonb)
    FROM jsonb_array_elements(p) AS o
$$;

CREATE FUNCTION trading_keep_locked_result() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  asked jsonb;
BEGIN
  IF current_setting('shangwe.trading_result', true) = 'on' THEN
    RETURN NEW;
  END IF;
  -- The usual case, no lock anywhere: one probe of an (almost always) empty index.
  IF NOT EXISTS (
    SELECT 1 FROM trading_result_locks l
     WHERE l.parent_match_id = OLD.parent_match_id AND l.sub_type_id = OLD.sub_type_id
       AND l.special_bet_value = OLD.special_bet_value AND l.lifted_at IS NULL
  ) THEN
    RETURN NEW;
  END IF;
  asked := trading_outcome_results(NEW.outcomes);
  -- A write that keeps the trader's results and status (a price, a flag) passes.
  IF NEW.bet_status = OLD.bet_status AND asked = trading_outcome_results(OLD.outcomes) THEN
    RETURN NEW;
  END IF;
  UPDATE trading_result_locks
     SET feed_attempts = feed_attempts + 1, feed_status = NEW.bet_status,
         feed_results = asked, feed_at = now()
   WHERE parent_match_id = OLD.parent_match_id AND sub_type_id = OLD.sub_type_id
     AND special_bet_value = OLD.special_bet_value AND lifted_at IS NULL;
  RETURN NULL;
END
$$;

-- Named to run after markets_trading_hold and before markets_trading_price (BEFORE triggers
-- run in name order): a dropped write is not priced.
CREATE TRIGGER markets_trading_locked_result BEFORE UPDATE ON markets
  FOR EACH ROW EXECUTE FUNCTION trading_keep_locked_result();
