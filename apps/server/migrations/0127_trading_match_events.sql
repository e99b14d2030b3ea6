-- Moments that matter to a trader's alerts (issue 33): each goal (a score change) and each
-- bet stop of a match's main market, whoever writes them (the live engine, the UOF feed). A
-- bet accepted just before one is worth a look. Kept small: one row per goal or stop, written
-- by triggers on the rows that change (a match, its 1X2 market), never by the writers.
CREATE TABLE trading_match_events (
  id bigserial PRIMARY KEY,
  parent_match_id bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('goal', 'bet_stop')),
  at timestamptz NOT NULL,
  home_score integer,
  away_score integer
);
CREATE INDEX trading_match_events_match ON trading_match_events (parent_match_id, at);
CREATE INDEX trading_match_events_at ON trading_match_events (at);

CREATE FUNCTION trading_note_goal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF COALESCE(NEW.home_score, 0) + COALESCE(NEW.away_score, 0)
       > COALESCE(OLD.home_score, 0) + COALESCE(OLD.away_score, 0) THEN
    -- The writer's own clock (the engine's, the feed's), as the match row keeps it.
    INSERT INTO trading_match_events (parent_match_id, kind, at, home_score, away_score)
    VALUES (NEW.parent_match_id, 'goal', NEW.updated_at, NEW.home_score, NEW.away_score);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER matches_trading_goal AFTER UPDATE OF home_score, away_score ON matches
  FOR EACH ROW EXECUTE FUNCTION trading_note_goal();

CREATE FUNCTION trading_note_bet_stop() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO trading_match_events (parent_match_id, kind, at)
  VALUES (NEW.parent_match_id, 'bet_stop', now());
  RETURN NULL;
END
$$;
-- The main market only (one row per match): ACTIVE → STOPPED is the match's bet stop.
CREATE TRIGGER markets_trading_bet_stop AFTER UPDATE OF bet_status ON markets
  FOR EACH ROW WHEN (NEW.sub_type_id = 1 AND NEW.special_bet_value = ''
                     AND OLD.bet_status = 'ACTIVE' AND NEW.bet_status = 'STOPPED')
  EXECUTE FUNCTION trading_note_bet_stop();
