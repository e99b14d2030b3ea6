-- The limits read before a bet (wagers/trading-limits.ts), planned once per session (issue 35).
-- Sent as the driver's prepared statement, that query got a custom plan on every bet: its
-- array parameters are costed at 100 rows each in a generic plan, which then never looked
-- cheaper. Its plan inlines trading_limit_row twice (migration 0152), parsing and analysing the
-- rule's query each time: a profile of the bets bench put 30 % of PostgreSQL's CPU per bet in
-- that planning. Here the same query, its answer unchanged, is a PL/pgSQL function's: planned
-- once per session, generic whatever the values (primary-key lookups and a scan of the few
-- limit rows either way).
CREATE FUNCTION trading_selection_limits(
  p_matches bigint[],
  p_sub_types integer[],
  p_specials text[],
  p_picks text[],
  p_profile bigint
) RETURNS TABLE (idx bigint, max_stake bigint, max_liability bigint, liability bigint, factor numeric)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT p.idx, stake.cents, lim.cents,
         (SELECT e.liability_cents FROM trading_exposure e
           WHERE e.parent_match_id = p.pm AND e.sub_type_id = p.st
             AND e.special_bet_value = p.sbv AND e.odd_key = p.ok),
         (SELECT f.factor FROM trading_bettor_factors f WHERE f.profile_id = p_profile)::numeric
    FROM unnest(p_matches, p_sub_types, p_specials, p_picks) WITH ORDINALITY AS p(pm, st, sbv, ok, idx)
    LEFT JOIN LATERAL trading_limit_row(p.pm, p.st, 'stake') stake ON true
    LEFT JOIN LATERAL trading_limit_row(p.pm, p.st, 'liability') lim ON true
   ORDER BY p.idx;
END
$$;
