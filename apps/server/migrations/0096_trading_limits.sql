-- Trading limits and exposure (issue 33, apps/server/src/backoffice/trading/README.md).

-- Max stake and max liability by sport, competition, market type (sub_type_id) and match: a
-- row applies to a selection when each of its set fields matches; the most specific row wins
-- (match 8 > competition 4 > market type 2 > sport 1, summed). NULL limit: that row sets none.
CREATE TABLE trading_limits (
  id bigserial PRIMARY KEY,
  sport_id integer,
  competition_id integer,
  sub_type_id integer,
  parent_match_id bigint,
  max_stake_cents bigint CHECK (max_stake_cents > 0),
  max_liability_cents bigint CHECK (max_liability_cents > 0),
  staff_email text NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX trading_limits_scope ON trading_limits (
  COALESCE(sport_id, 0), COALESCE(competition_id, 0), COALESCE(sub_type_id, -1),
  COALESCE(parent_match_id, 0));

-- A bettor's stake factor scales every stake limit for them (absent: 1).
CREATE TABLE trading_bettor_factors (
  profile_id bigint PRIMARY KEY,
  factor numeric(6, 2) NOT NULL CHECK (factor >= 0.01 AND factor <= 10),
  staff_email text NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Per selection: the stakes and what the book pays if it wins, over the open wagers holding it
-- (a multi counts its full payout on each of its legs: the worst case). Kept by the placement
-- statement itself (increment) and by settlement, refund and cancellation (decrement), never
-- recomputed per view. limit_cents is the liability limit in force at the last placement: the
-- CHECK makes the placement statement fail rather than take the liability above it, however
-- many bets race (the row lock queues them).
CREATE TABLE trading_exposure (
  parent_match_id bigint NOT NULL,
  sub_type_id integer NOT NULL,
  special_bet_value text NOT NULL,
  odd_key text NOT NULL,
  bets integer NOT NULL DEFAULT 0,
  stakes_cents bigint NOT NULL DEFAULT 0,
  liability_cents bigint NOT NULL DEFAULT 0,
  limit_cents bigint,
  PRIMARY KEY (parent_match_id, sub_type_id, special_bet_value, odd_key),
  CONSTRAINT trading_exposure_within_limit CHECK (limit_cents IS NULL OR liability_cents <= limit_cents)
);
CREATE INDEX trading_exposure_largest ON trading_exposure (liability_cents DESC);

-- The limit that applies to a selection of a match's market: the most specific row setting it.
CREATE FUNCTION trading_limit_of(p_match bigint, p_sub_type integer, p_kind text) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_kind = 'stake' THEN l.max_stake_cents ELSE l.max_liability_cents END
    FROM trading_limits l, matches m
   WHERE m.parent_match_id = p_match
     AND (l.sport_id IS NULL OR l.sport_id = m.sport_id)
     AND (l.competition_id IS NULL OR l.competition_id = m.competition_id)
     AND (l.sub_type_id IS NULL OR l.sub_type_id = p_sub_type)
     AND (l.parent_match_id IS NULL OR l.parent_match_id = p_match)
     AND (CASE WHEN p_kind = 'stake' THEN l.max_stake_cents ELSE l.max_liability_cents END) IS NOT NULL
   ORDER BY (l.parent_match_id IS NOT NULL)::int * 8 + (l.competition_id IS NOT NULL)::int * 4
          + (l.sub_type_id IS NOT NULL)::int * 2 + (l.sport_id IS NOT NULL)::int DESC
   LIMIT 1
$$;

-- Products whose legs are catalog selections (the sportsbook's exposure).
CREATE FUNCTION trading_exposed_product(p text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p IN ('NORMAL', 'SHIKISHA')
$$;

-- A placed leg adds its wager's stake and payout to its selection, within the statement that
-- debits the stake: a liability above the limit fails the CHECK and with it the whole wager.
CREATE FUNCTION trading_exposure_on_leg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO trading_exposure AS e (parent_match_id, sub_type_id, special_bet_value, odd_key,
         bets, stakes_cents, liability_cents, limit_cents)
  SELECT NEW.parent_match_id, NEW.sub_type_id, NEW.special_bet_value, NEW.bet_pick,
         1, b.stake, b.final_payout,
         trading_limit_of(NEW.parent_match_id, NEW.sub_type_id, 'liability')
    FROM bets b
   WHERE b.id = NEW.bet_id AND trading_exposed_product(b.product)
     AND b.status IN ('open', 'pending')
  ON CONFLICT (parent_match_id, sub_type_id, special_bet_value, odd_key) DO UPDATE
     SET bets = e.bets + 1, stakes_cents = e.stakes_cents + EXCLUDED.stakes_cents,
         liability_cents = e.liability_cents + EXCLUDED.liability_cents,
         limit_cents = EXCLUDED.limit_cents;
  RETURN NULL;
END
$$;
CREATE TRIGGER bet_legs_trading_exposure AFTER INSERT ON bet_legs
  FOR EACH ROW EXECUTE FUNCTION trading_exposure_on_leg();

-- A wager that stops being open (settled, refused, cancelled, cashed out) takes its figures off
-- its selections; one reopened (a rollback) puts them back. Never against the limit: the
-- limit is judged at placement only (limit_cents NULL until the next one).
CREATE FUNCTION trading_exposure_on_status() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ON CONFLICT (parent_match_id, sub_type_id, special_bet_value, odd_key) DO UPDATE
     SET bets = e.bets + EXCLUDED.bets, stakes_cents = e.stakes_cents + EXCLUDED.stakes_cents,
         liability_cents = e.liability_cents + EXCLUDED.liability_cents, limit_cents = NULL;
  RETURN NULL;
END
$$;
CREATE TRIGGER bets_trading_exposure AFTER UPDATE OF status ON bets
  FOR EACH ROW EXECUTE FUNCTION trading_exposure_on_status();
