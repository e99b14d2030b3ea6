-- Trading price changes (back office, role trading): a trader overrides one selection's price
-- or shifts a market's margin. An override is a row here; the trigger below applies it to the
-- market whoever writes its prices (the generator, the live engine, the UOF feed), so the wager
-- pipeline prices bets at it with no check of its own. The feed's own prices are kept in
-- markets.feed_outcomes while an override applies (NULL otherwise) and come back when the last
-- override of the market is lifted.
--
-- The house never loses on average: where the feed's new prices would make an override give the
-- bettor the edge (the market's overround under 100%, or the selection above its fair price,
-- the feed's price × the feed's overround), the feed's prices stand until the trader acts. The
-- back office refuses such an override when it is set (packages/domain trading/price-override).

CREATE TABLE trading_price_overrides (
  id bigserial PRIMARY KEY,
  parent_match_id bigint NOT NULL,
  sub_type_id integer NOT NULL,
  special_bet_value text NOT NULL,
  -- NULL: a margin shift of the whole market.
  odd_key text,
  odd_value numeric(10, 2) CHECK (odd_value >= 1.01),
  -- Points of overround added (0.02) or taken (-0.01).
  margin_shift numeric(6, 4) CHECK (margin_shift BETWEEN -0.5 AND 0.5),
  reason text NOT NULL,
  staff_id bigint,
  staff_email text NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK ((odd_key IS NULL AND margin_shift IS NOT NULL AND odd_value IS NULL)
      OR (odd_key IS NOT NULL AND odd_value IS NOT NULL AND margin_shift IS NULL))
);
CREATE UNIQUE INDEX trading_price_overrides_object
  ON trading_price_overrides (parent_match_id, sub_type_id, special_bet_value, COALESCE(odd_key, ''));

ALTER TABLE markets ADD COLUMN feed_outcomes jsonb;

CREATE FUNCTION trading_apply_price_overrides() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base jsonb;
  shift numeric;
  o numeric;
  proposed jsonb;
  proposed_o numeric;
  unfair boolean;
BEGIN
  -- The usual case, no override anywhere and none applied: one probe of an empty table.
  IF NEW.feed_outcomes IS NULL AND (TG_OP = 'INSERT' OR OLD.feed_outcomes IS NULL)
     AND NOT EXISTS (SELECT 1 FROM trading_price_overrides) THEN
    RETURN NEW;
  END IF;
  -- A result is written as the writer sends it.
  IF NEW.bet_status = 'SETTLED' THEN
    NEW.feed_outcomes := NULL;
    RETURN NEW;
  END IF;
  -- The feed's prices: each price the writer changed, and for each it left as it was (a
  -- suspension, a re-applied override, a writer that rewrote one outcome of the stored row)
  -- the feed's price kept.
  base := NEW.outcomes;
  IF TG_OP = 'UPDATE' AND OLD.feed_outcomes IS NOT NULL THEN
    SELECT jsonb_agg(
             CASE WHEN o.e IS NOT NULL AND f.e IS NOT NULL
                       AND (n.e->'odd_value') = (o.e->'odd_value')
                  THEN jsonb_set(n.e, '{odd_value}', f.e->'odd_value') ELSE n.e END
             ORDER BY n.ord)
      INTO base
      FROM jsonb_array_elements(NEW.outcomes) WITH ORDINALITY AS n(e, ord)
      LEFT JOIN jsonb_array_elements(OLD.outcomes) AS o(e) ON o.e->>'odd_key' = n.e->>'odd_key'
      LEFT JOIN jsonb_array_elements(OLD.feed_outcomes) AS f(e) ON f.e->>'odd_key' = n.e->>'odd_key';
  END IF;
  NEW.outcomes := base;
  NEW.feed_outcomes := NULL;
  IF NOT EXISTS (SELECT 1 FROM trading_price_overrides p
                  WHERE p.parent_match_id = NEW.parent_match_id AND p.sub_type_id = NEW.sub_type_id
                    AND p.special_bet_value = NEW.special_bet_value) THEN
    RETURN NEW;
  END IF;
  SELECT p.margin_shift INTO shift FROM trading_price_overrides p
   WHERE p.parent_match_id = NEW.parent_match_id AND p.sub_type_id = NEW.sub_type_id
     AND p.special_bet_value = NEW.special_bet_value AND p.odd_key IS NULL;
  SELECT sum(1 / (e->>'odd_value')::numeric) INTO o
    FROM jsonb_array_elements(base) e WHERE (e->>'odd_value')::numeric > 0;
  IF o IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT jsonb_agg(
           CASE WHEN ov.odd_value IS NOT NULL THEN jsonb_set(x.e, '{odd_value}', to_jsonb(ov.odd_value))
                WHEN shift IS NOT NULL AND (x.e->>'odd_value')::numeric > 0 THEN
                  jsonb_set(x.e, '{odd_value}', to_jsonb(GREATEST(1.01, round(
                    floor(round((x.e->>'odd_value')::numeric * o / (o + shift) * 100, 6)) / 100, 2))))
                ELSE x.e END ORDER BY x.ord)
    INTO proposed
    FROM jsonb_array_elements(base) WITH ORDINALITY AS x(e, ord)
    LEFT JOIN trading_price_overrides ov
      ON ov.parent_match_id = NEW.parent_match_id AND ov.sub_type_id = NEW.sub_type_id
     AND ov.special_bet_value = NEW.special_bet_value AND ov.odd_key = x.e->>'odd_key';
  SELECT sum(1 / (e->>'odd_value')::numeric) INTO proposed_o
    FROM jsonb_array_elements(proposed) e WHERE (e->>'odd_value')::numeric > 0;
  SELECT EXISTS (
    SELECT 1 FROM jsonb_array_elements(proposed) WITH ORDINALITY AS p(e, i)
      JOIN jsonb_array_elements(base) WITH ORDINALITY AS b(f, j) ON p.i = b.j
     WHERE (p.e->>'odd_value')::numeric > 0 AND (b.f->>'odd_value')::numeric > 0
       AND (p.e->>'odd_value')::numeric > (b.f->>'odd_value')::numeric * o + 0.000000001
  ) INTO unfair;
  IF proposed_o < 1 - 0.000000001 OR unfair THEN
    RETURN NEW;
  END IF;
  NEW.outcomes := proposed;
  NEW.feed_outcomes := base;
  RETURN NEW;
END
$$;

CREATE TRIGGER markets_trading_price BEFORE INSERT OR UPDATE ON markets
  FOR EACH ROW EXECUTE FUNCTION trading_apply_price_overrides();
