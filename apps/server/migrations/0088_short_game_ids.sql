-- Short game ids (issue 36): every match gets a five-digit number (10000-99999) that a bettor
-- can type on a keypad (SMS "GAMEID#PICK#STAKE", USSD, printed coupons). The number is unique
-- among matches not yet settled and comes back only long after settlement: a cycling sequence
-- hands numbers out in turn (90,000 of them, so a number returns after weeks of fixtures), and a
-- number still held by an open match or by one settled in the last 30 days is skipped.
-- nextval is atomic, so concurrent inserts (several feed writers, PGlite or PostgreSQL) never get
-- the same number; the partial unique index is the invariant's last word.

CREATE SEQUENCE match_game_ids MINVALUE 10000 MAXVALUE 99999 START 10000 CYCLE;

ALTER TABLE matches ADD COLUMN game_id integer;

CREATE INDEX matches_game_id ON matches (game_id);
CREATE UNIQUE INDEX matches_open_game_id ON matches (game_id)
  WHERE resulted_at IS NULL AND status <> 'cancelled';

CREATE FUNCTION assign_match_game_id() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  candidate integer;
  tries integer := 0;
BEGIN
  IF NEW.game_id IS NOT NULL THEN
    RETURN NEW;
  END IF;
  LOOP
    candidate := nextval('match_game_ids');
    EXIT WHEN NOT EXISTS (
      SELECT 1 FROM matches
       WHERE game_id = candidate
         AND ((resulted_at IS NULL AND status <> 'cancelled')
              OR coalesce(resulted_at, updated_at) > now() - interval '30 days'));
    tries := tries + 1;
    IF tries >= 90000 THEN
      RAISE EXCEPTION 'no free game id';
    END IF;
  END LOOP;
  NEW.game_id := candidate;
  RETURN NEW;
END
$$;

CREATE TRIGGER matches_assign_game_id BEFORE INSERT ON matches
  FOR EACH ROW EXECUTE FUNCTION assign_match_game_id();

-- Matches already stored: open ones first, in kick-off order.
UPDATE matches m SET game_id = n.id
  FROM (SELECT parent_match_id, nextval('match_game_ids') AS id
          FROM (SELECT parent_match_id FROM matches
                 WHERE resulted_at IS NULL AND status <> 'cancelled'
                 ORDER BY start_time, parent_match_id) o) n
 WHERE m.parent_match_id = n.parent_match_id;
