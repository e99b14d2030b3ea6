-- Trading suspensions (back office, role trading): a trader stops betting on a market, a whole
-- match or a whole competition. The suspension is a row here; the markets it covers are held
-- STOPPED by the trigger below, whoever writes them (the generator, the live engine, the UOF
-- feed, a fixture reload), so the wager pipeline's existing check on markets.bet_status refuses
-- a bet on them in the very statement that would debit it. The status the feed wanted while a
-- market was held is kept in markets.suspended_from and restored when the last suspension
-- covering it is lifted.

CREATE TABLE trading_suspensions (
  id bigserial PRIMARY KEY,
  -- market | match | competition
  scope text NOT NULL CHECK (scope IN ('market', 'match', 'competition')),
  parent_match_id bigint,
  sub_type_id integer,
  special_bet_value text,
  competition_id integer,
  reason text NOT NULL,
  staff_id bigint,
  staff_email text NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK (
    (scope = 'market' AND parent_match_id IS NOT NULL AND sub_type_id IS NOT NULL
       AND special_bet_value IS NOT NULL AND competition_id IS NULL)
    OR (scope = 'match' AND parent_match_id IS NOT NULL AND sub_type_id IS NULL
       AND special_bet_value IS NULL AND competition_id IS NULL)
    OR (scope = 'competition' AND competition_id IS NOT NULL AND parent_match_id IS NULL
       AND sub_type_id IS NULL AND special_bet_value IS NULL)
  )
);
-- One suspension per object (COALESCE: NULLs never collide in a unique index).
CREATE UNIQUE INDEX trading_suspensions_object ON trading_suspensions (
  scope, COALESCE(parent_match_id, 0), COALESCE(sub_type_id, 0),
  COALESCE(special_bet_value, ''), COALESCE(competition_id, 0));
CREATE INDEX trading_suspensions_match ON trading_suspensions (parent_match_id)
  WHERE parent_match_id IS NOT NULL;

-- The status the feed last asked for while a trading suspension held the market STOPPED;
-- NULL when no suspension holds it.
ALTER TABLE markets ADD COLUMN suspended_from text;

CREATE FUNCTION trading_hold_suspended_market() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  covered boolean;
BEGIN
  -- The usual case, no suspension anywhere and none held: one probe of an empty table.
  IF NEW.suspended_from IS NULL AND NOT EXISTS (SELECT 1 FROM trading_suspensions) THEN
    RETURN NEW;
  END IF;
  SELECT EXISTS (
    SELECT 1 FROM trading_suspensions s
     WHERE (s.parent_match_id = NEW.parent_match_id
            AND (s.scope = 'match'
                 OR (s.scope = 'market' AND s.sub_type_id = NEW.sub_type_id
                     AND s.special_bet_value = NEW.special_bet_value)))
        OR (s.scope = 'competition' AND s.competition_id =
              (SELECT competition_id FROM matches WHERE parent_match_id = NEW.parent_match_id))
  ) INTO covered;
  IF covered AND NEW.bet_status <> 'SETTLED' THEN
    -- A writer that left the held STOPPED as it was keeps the wish recorded before.
    IF NOT (TG_OP = 'UPDATE' AND OLD.suspended_from IS NOT NULL AND NEW.bet_status = 'STOPPED') THEN
      NEW.suspended_from := NEW.bet_status;
    END IF;
    NEW.bet_status := 'STOPPED';
  ELSE
    -- Not (or no longer) held; a result always wins over a suspension.
    NEW.suspended_from := NULL;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER markets_trading_hold BEFORE INSERT OR UPDATE ON markets
  FOR EACH ROW EXECUTE FUNCTION trading_hold_suspended_market();
