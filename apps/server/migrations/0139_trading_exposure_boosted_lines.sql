-- The book's liability counts every wager whose legs are catalog selections (issue 33: "singles,
-- multis' worst case, Shikisha, jackpots' boosted lines"): Sababisha's lines and the boosted
-- multibet join the sportsbook and Shikisha (vocabulary: CATALOG_LEG_PRODUCTS). Their open
-- wagers' figures are added once here; the triggers keep them from now on.
CREATE OR REPLACE FUNCTION trading_exposed_product(p text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p IN ('NORMAL', 'SHIKISHA', 'SABABISHA', 'BOOSTED')
$$;

INSERT INTO trading_exposure AS e (parent_match_id, sub_type_id, special_bet_value, odd_key,
       bets, stakes_cents, liability_cents, limit_cents)
SELECT l.parent_match_id, l.sub_type_id, l.special_bet_value, l.bet_pick,
       count(*), sum(b.stake), sum(b.final_payout), NULL
  FROM bets b JOIN bet_legs l ON l.bet_id = b.id
 WHERE b.product IN ('SABABISHA', 'BOOSTED') AND b.status IN ('open', 'pending')
 GROUP BY 1, 2, 3, 4
ON CONFLICT (parent_match_id, sub_type_id, special_bet_value, odd_key) DO UPDATE
   SET bets = e.bets + EXCLUDED.bets, stakes_cents = e.stakes_cents + EXCLUDED.stakes_cents,
       liability_cents = e.liability_cents + EXCLUDED.liability_cents;
