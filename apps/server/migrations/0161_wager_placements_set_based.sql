-- Batched bet ingestion (issue 35): a batch of cash placements written by one set-based
-- statement instead of one placement statement per bet.
--
-- Profiled, the writer spent about a third of its time starting the executor for each bet's
-- 60-line placement statement (wagers/bet-store.ts insertBet) and the PL/pgSQL around it. Here
-- the batch's bets are one row each of a set, and every table is written once for the batch:
-- the debits by one UPDATE, bets, legs, events, ledger rows and stored answers by one INSERT
-- each, the exposure by one upsert of the batch's sums per selection.
--
-- Same rules as the per-bet statement, the same parameters (read by position from the batch's
-- array: `wager_placements_cash` is bound to insertBet's 'cash' shape, 55 parameters, which
-- bet-store.ts pins with CASH_PLACEMENT_PARAMS and a test comparing both paths' rows). Where
-- the per-bet order matters, the set path does not guess:
-- - a bettor with two bets in the batch (the second must see the first's debit and first bet):
--   the function answers NULL, and the batch goes the per-bet way;
-- - any error (a key stored already or twice in the batch, a liability limit passed by the
--   batch's sum, a unique short id taken): the set statement is undone whole and the batch goes
--   the per-bet way, which answers each bet alone, exactly as before.
-- The liability CHECK judges the batch's sum per selection; sums only grow, so the sum within
-- the limit means every bet's step was.
CREATE FUNCTION wager_placements_cash(p text[], starts integer[]) RETURNS jsonb[]
LANGUAGE plpgsql AS $$
DECLARE
  answers jsonb[];
BEGIN
  -- A bettor twice (or a movement that is not a debit): the order of bets matters, not here.
  IF EXISTS (SELECT 1 FROM unnest(starts) AS o
              GROUP BY p[o + 45] HAVING count(*) > 1)
     OR EXISTS (SELECT 1 FROM unnest(starts) AS o
                 WHERE p[o + 44]::bigint >= 0 OR p[o + 45] IS DISTINCT FROM p[o + 3]) THEN
    RETURN NULL;
  END IF;

  WITH r AS (
    SELECT i AS n,
           p[o + 1] AS short_id, p[o + 2] AS ref, p[o + 3]::bigint AS profile_id,
           p[o + 4] AS country, p[o + 5] AS product, p[o + 6]::smallint AS bet_type,
           p[o + 7] AS status, p[o + 8]::bigint AS stake, p[o + 9]::bigint AS excise_tax,
           p[o + 10]::numeric AS total_odd, p[o + 11]::bigint AS possible_win,
           p[o + 12]::bigint AS withholding_tax, p[o + 13]::bigint AS bonus,
           p[o + 14]::bigint AS final_payout, p[o + 15]::numeric AS points,
           p[o + 16]::timestamptz AS decide_at, p[o + 17] AS share_code, p[o + 18] AS src,
           p[o + 19] AS promo_id, p[o + 20] AS affiliate_id, p[o + 21]::timestamptz AS created_at,
           p[o + 22]::int[] AS leg_no, p[o + 23]::bigint[] AS pm, p[o + 24]::bigint[] AS match_id,
           p[o + 25]::int[] AS st, p[o + 26]::text[] AS sbv, p[o + 27]::text[] AS pick,
           p[o + 28]::text[] AS outcome_id, p[o + 29]::numeric[] AS odd,
           p[o + 30]::int[] AS sport_id, p[o + 31]::int[] AS leg_type, p[o + 32]::text[] AS home,
           p[o + 33]::text[] AS away, p[o + 34]::text[] AS market, p[o + 35]::text[] AS display,
           p[o + 36]::timestamptz[] AS start_time, p[o + 37]::text[] AS match_status,
           p[o + 38]::text[] AS market_status, p[o + 39]::boolean AS judged,
           p[o + 40] AS session_hash, p[o + 41]::jsonb AS product_state,
           p[o + 42]::boolean AS rg_checked, p[o + 43]::boolean AS stake_limits,
           p[o + 44]::bigint AS amount, p[o + 45]::bigint AS mover, p[o + 46] AS account_kind,
           p[o + 47] AS tx_kind, p[o + 48]::bigint AS house, p[o + 49]::bigint AS free_bet_id,
           p[o + 50] AS message, p[o + 51]::boolean AS async, p[o + 52] AS key,
           p[o + 53] AS scope, p[o + 54] AS request_hash, p[o + 55]::integer AS status_code
      FROM unnest(starts) WITH ORDINALITY AS s(o, i)
  ),
  first AS (
    SELECT r.n, NOT EXISTS (SELECT 1 FROM bets WHERE profile_id = r.profile_id) AS first_bet FROM r
  ),
  g AS (
    SELECT r.n,
           (r.session_hash IS NULL OR EXISTS (
              SELECT 1 FROM sessions WHERE token_hash = r.session_hash AND profile_id = r.profile_id
                 AND revoked_at IS NULL AND expires_at > r.created_at))
           AND (r.rg_checked OR NOT EXISTS (SELECT 1 FROM profiles
                 WHERE id = r.profile_id AND (rg_guarded OR date_of_birth IS NULL)))
           AND (SELECT bool_and(EXISTS (
                  SELECT 1 FROM matches m JOIN markets mk ON mk.parent_match_id = m.parent_match_id
                   WHERE m.parent_match_id = x.parent_match_id AND m.status = x.match_status
                     AND m.start_time = x.start_time AND mk.sub_type_id = x.sub_type_id
                     AND mk.special_bet_value = x.special_bet_value AND mk.bet_status = x.bet_status
                     AND EXISTS (SELECT 1 FROM jsonb_array_elements(mk.outcomes) oc
                                  WHERE oc->>'odd_key' = x.bet_pick
                                    AND (oc->>'odd_value')::numeric = x.odd_value)))
                  FROM unnest(r.pm, r.st, r.sbv, r.pick, r.odd, r.start_time, r.match_status,
                              r.market_status)
                       AS x(parent_match_id, sub_type_id, special_bet_value, bet_pick, odd_value,
                            start_time, match_status, bet_status)
                 WHERE r.judged) IS NOT FALSE AS current
      FROM r
  ),
  sl AS (
    SELECT r.n,
           (SELECT bool_and(lim.cents IS NULL
                            OR r.stake <= floor(lim.cents * coalesce(f.factor, 1)))
              FROM unnest(r.pm, r.st) AS y(pm, st)
              LEFT JOIN LATERAL trading_limit_row(y.pm, y.st, 'stake') lim ON true
              LEFT JOIN trading_bettor_factors f ON f.profile_id = r.profile_id
             WHERE r.stake_limits) IS NOT FALSE AS within
      FROM r
  ),
  u AS (
    UPDATE wallet_accounts w SET balance = w.balance + r.amount
      FROM r JOIN g ON g.n = r.n JOIN sl ON sl.n = r.n
     WHERE w.profile_id = r.mover AND w.kind = r.account_kind AND w.balance + r.amount >= 0
       AND g.current AND sl.within
    RETURNING r.n, w.id, w.balance
  ),
  -- Ids drawn in the batch's order, as the bets one by one would have had them.
  ids AS (
    SELECT d.n, nextval('bets_id_seq') AS id
      FROM (SELECT u.n FROM u ORDER BY u.n OFFSET 0) d
  ),
  b AS (
    INSERT INTO bets (id, short_id, ref, profile_id, country, product, bet_type, status, stake,
      excise_tax, total_odd, possible_win, withholding_tax, bonus, final_payout, points, decide_at,
      share_code, src, promo_id, affiliate_id, created_at, free_bet_id)
    SELECT ids.id, r.short_id, r.ref, r.profile_id, r.country, r.product, r.bet_type, r.status,
           r.stake, r.excise_tax, r.total_odd, r.possible_win, r.withholding_tax, r.bonus,
           r.final_payout, r.points, r.decide_at, r.share_code, r.src, r.promo_id, r.affiliate_id,
           r.created_at, r.free_bet_id
      FROM ids JOIN r ON r.n = ids.n ORDER BY ids.n
  ),
  l AS (
    INSERT INTO bet_legs (bet_id, leg_no, parent_match_id, match_id, sub_type_id,
      special_bet_value, bet_pick, outcome_id, odd_value, sport_id, bet_type, home_team, away_team,
      market_name, display, start_time)
    SELECT ids.id, x.*
      FROM ids JOIN r ON r.n = ids.n,
           LATERAL unnest(r.leg_no, r.pm, r.match_id, r.st, r.sbv, r.pick, r.outcome_id, r.odd,
                          r.sport_id, r.leg_type, r.home, r.away, r.market, r.display,
                          r.start_time) AS x
     ORDER BY ids.n
  ),
  -- The batch's stake and full payout per selection, added at once (a row is upserted once
  -- per statement), locked in key order as every writer takes them.
  x AS (
    INSERT INTO trading_exposure AS e (parent_match_id, sub_type_id, special_bet_value, odd_key,
           bets, stakes_cents, liability_cents, limit_cents)
    SELECT s.pm, s.st, s.sbv, s.ok, s.bets, s.stakes, s.liability, lim.cents
      FROM (SELECT y.pm, y.st, y.sbv, y.ok, count(*)::int AS bets, sum(r.stake)::bigint AS stakes,
                   sum(r.final_payout)::bigint AS liability
              FROM ids JOIN r ON r.n = ids.n,
                   LATERAL unnest(r.pm, r.st, r.sbv, r.pick) AS y(pm, st, sbv, ok)
             WHERE trading_exposed_product(r.product) AND r.status IN ('open', 'pending')
             GROUP BY 1, 2, 3, 4) s
      LEFT JOIN LATERAL trading_limit_row(s.pm, s.st, 'liability') lim ON true
     ORDER BY s.pm, s.st, s.sbv, s.ok
    ON CONFLICT (parent_match_id, sub_type_id, special_bet_value, odd_key) DO UPDATE
       SET bets = e.bets + EXCLUDED.bets, stakes_cents = e.stakes_cents + EXCLUDED.stakes_cents,
           liability_cents = e.liability_cents + EXCLUDED.liability_cents,
           limit_cents = EXCLUDED.limit_cents
  ),
  e AS (
    INSERT INTO bet_events (bet_id, kind, from_status, to_status, detail, created_at)
    SELECT ids.id, 'placed', NULL, r.status,
           CASE WHEN r.product_state IS NULL THEN '{}'::jsonb
                ELSE jsonb_build_object('product_state', r.product_state) END, r.created_at
      FROM ids JOIN r ON r.n = ids.n ORDER BY ids.n
  ),
  ledger_tx AS (
    INSERT INTO ledger_transactions (kind, reference, profile_id)
    SELECT r.tx_kind, ids.id::text, r.mover FROM ids JOIN r ON r.n = ids.n ORDER BY ids.n
    RETURNING id, reference
  ),
  -- Each transaction's two entries sum to zero: the bettor's debit and the house's credit.
  ledger_entries_written AS (
    INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
    SELECT t.id, side.account, side.amount, side.balance_after
      FROM ledger_tx t
      JOIN ids ON ids.id::text = t.reference
      JOIN r ON r.n = ids.n
      JOIN u ON u.n = ids.n,
           LATERAL (VALUES (1, u.id, r.amount, u.balance), (2, r.house, -r.amount, NULL::bigint))
             AS side(k, account, amount, balance_after)
     ORDER BY ids.n, side.k
  ),
  k AS (
    INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response)
    SELECT r.scope, r.key, r.request_hash, r.status_code,
           jsonb_build_object('message', r.message, 'async', r.async, 'bet_id', ids.id,
             'ref', r.ref, 'first_bet', first.first_bet, 'status', r.status)
      FROM ids JOIN r ON r.n = ids.n JOIN first ON first.n = ids.n
     WHERE r.key IS NOT NULL
  )
  SELECT array_agg(jsonb_build_object('rows', jsonb_build_array(jsonb_build_object(
           'id', ids.id, 'first_bet', first.first_bet, 'balance', u.balance,
           'current', g.current, 'within', sl.within))) ORDER BY r.n)
    INTO answers
    FROM r JOIN first ON first.n = r.n JOIN g ON g.n = r.n JOIN sl ON sl.n = r.n
    LEFT JOIN u ON u.n = r.n LEFT JOIN ids ON ids.n = r.n;
  RETURN answers;
END
$$;

-- wager_placements (migration 0160) with `cash`: true when every statement of the batch is
-- insertBet's cash shape (the caller knows the text). Locks as 0160 does, then tries the set
-- statement; when it answers NULL or raises (undone whole), 0160's way writes the batch.
CREATE FUNCTION wager_placements(
  statements text[],
  shapes integer[],
  params text[],
  starts integer[],
  wallet_profiles bigint[],
  exposure_matches bigint[],
  exposure_sub_types integer[],
  exposure_specials text[],
  exposure_picks text[],
  cash boolean
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  answers jsonb[];
BEGIN
  IF cash THEN
    PERFORM set_config('plan_cache_mode', 'force_generic_plan', true);
    PERFORM 1 FROM wallet_accounts
      WHERE profile_id = ANY(wallet_profiles) AND kind = 'cash'
      ORDER BY id FOR UPDATE;
    PERFORM 1 FROM trading_exposure e
      WHERE (e.parent_match_id, e.sub_type_id, e.special_bet_value, e.odd_key) IN (
              SELECT * FROM unnest(exposure_matches, exposure_sub_types, exposure_specials,
                                   exposure_picks))
      ORDER BY e.parent_match_id, e.sub_type_id, e.special_bet_value, e.odd_key FOR UPDATE;
    BEGIN
      answers := wager_placements_cash(params, starts);
    EXCEPTION WHEN OTHERS THEN
      answers := NULL;
    END;
    IF answers IS NOT NULL THEN
      RETURN to_jsonb(answers);
    END IF;
  END IF;
  RETURN wager_placements(statements, shapes, params, starts, wallet_profiles, exposure_matches,
                          exposure_sub_types, exposure_specials, exposure_picks);
END
$$;
