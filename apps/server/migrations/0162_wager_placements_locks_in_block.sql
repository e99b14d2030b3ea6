-- Batched bet ingestion (issue 35): a batch's row locks are taken inside the block that writes
-- it, so its updates create no MultiXact.
--
-- 0160 and 0161 locked the batch's cash rows and exposure rows in the call's transaction, then
-- wrote the batch in a BEGIN ... EXCEPTION block (a subtransaction, with its own transaction
-- id): the set-based statement (0161), or every bet of the batch in one block (0160's optimistic
-- way). A row locked by a transaction and then updated by its subtransaction holds two lockers,
-- so PostgreSQL stored a MultiXact as its old version's xmax: one per cash row and per exposure
-- row of every batch. Each later look at such a version (the next batch's lock walking the row's
-- update chain, page pruning, every reader of the row until vacuum) read the MultiXact's members
-- from PostgreSQL's small SLRU cache, and mostly missed it: at full load in the bets bench,
-- 110,000 MultiXacts and about two million member-page reads in a few minutes, and the locking
-- statement alone took 11-20 ms a batch.
--
-- Here both blocks take the same locks, in the same order, themselves: lock and update have one
-- transaction id, so the old version's xmax is that id alone. When the set statement cannot
-- answer every bet (it answers NULL, or it raises), its block is undone, its locks with it, and
-- the batch goes 0160's way (most batches of a real book hold a free bet or another placement
-- the set statement does not cover). Only when a bet raises there, and the batch is written bet
-- by bet (each bet in its own block, so one failing bet is undone alone), are the locks taken by
-- the call's transaction: that rare path still makes MultiXacts.
--
-- `wager_placement_locks`: the batch's locks, cash rows first in account order, then exposure
-- rows in key order, so two batches at once queue instead of deadlocking (0160).
CREATE FUNCTION wager_placement_locks(
  wallet_profiles bigint[],
  exposure_matches bigint[],
  exposure_sub_types integer[],
  exposure_specials text[],
  exposure_picks text[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM wallet_accounts
    WHERE profile_id = ANY(wallet_profiles) AND kind = 'cash'
    ORDER BY id FOR UPDATE;
  PERFORM 1 FROM trading_exposure e
    WHERE (e.parent_match_id, e.sub_type_id, e.special_bet_value, e.odd_key) IN (
            SELECT * FROM unnest(exposure_matches, exposure_sub_types, exposure_specials,
                                 exposure_picks))
    ORDER BY e.parent_match_id, e.sub_type_id, e.special_bet_value, e.odd_key FOR UPDATE;
END
$$;

CREATE OR REPLACE FUNCTION wager_placements(
  statements text[],
  shapes integer[],
  params text[],
  starts integer[],
  wallet_profiles bigint[],
  exposure_matches bigint[],
  exposure_sub_types integer[],
  exposure_specials text[],
  exposure_picks text[]
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  calls text[] := '{}';
  runs text[] := '{}';
  answers jsonb[] := '{}';
  fn text;
  types text[];
  casts text;
  answer jsonb;
  bets integer := coalesce(array_length(shapes, 1), 0);
  total integer := coalesce(array_length(params, 1), 0);
  one text[];
  run_bets integer[] := '{}';
  run_answers jsonb[];
  e_code text;
  e_message text;
  e_detail text;
  e_hint text;
  e_constraint text;
  e_table text;
  e_column text;
  e_schema text;
  e_datatype text;
BEGIN
  FOR s IN 1 .. coalesce(array_length(statements, 1), 0) LOOP
    fn := 'wager_placement_' || md5(statements[s]);
    IF to_regprocedure(format('pg_temp.%I(text[], integer[], integer[])', fn || '_run'))
       IS NULL THEN
      -- A PREPARE outlives a rolled-back transaction: one left by a failed call goes first.
      IF EXISTS (SELECT 1 FROM pg_prepared_statements p WHERE p.name = fn) THEN
        EXECUTE format('DEALLOCATE %I', fn);
      END IF;
      EXECUTE format('PREPARE %I AS %s', fn, statements[s]);
      SELECT p.parameter_types::text[] INTO types FROM pg_prepared_statements p WHERE p.name = fn;
      EXECUTE format('DEALLOCATE %I', fn);
      -- Functions of 0151/0153 left in this session by an earlier call go first.
      EXECUTE format('DROP FUNCTION IF EXISTS pg_temp.%I(text[])', fn);
      EXECUTE format('DROP FUNCTION IF EXISTS pg_temp.%I(%s)', fn || '_typed',
        array_to_string(types, ', '));
      EXECUTE format(
        'CREATE FUNCTION pg_temp.%I(%s) RETURNS jsonb LANGUAGE plpgsql AS %L',
        fn || '_typed',
        array_to_string(types, ', '),
        E'DECLARE wager_placement_row record;\nBEGIN\n' || statements[s]
          || E'\nINTO wager_placement_row;\nIF NOT FOUND THEN RETURN ''[]''::jsonb; END IF;\n'
          || E'RETURN jsonb_build_array(to_jsonb(wager_placement_row));\nEND');
      -- p[o + i]::type: bet's i-th parameter, o = where its slice starts in the batch's array.
      casts := coalesce((SELECT string_agg(format('p[o + %s]::%s', x.i, x.t), ', ' ORDER BY x.i)
                           FROM unnest(types) WITH ORDINALITY AS x(t, i)), '');
      EXECUTE format(
        'CREATE FUNCTION pg_temp.%I(p text[]) RETURNS jsonb LANGUAGE plpgsql AS %L',
        fn,
        format('DECLARE o integer := 0; BEGIN RETURN pg_temp.%I(%s); END', fn || '_typed',
          casts));
      EXECUTE format(
        'CREATE FUNCTION pg_temp.%I(p text[], starts integer[], bets integer[]) '
          || 'RETURNS jsonb[] LANGUAGE plpgsql AS %L',
        fn || '_run',
        format(E'DECLARE b integer; o integer; answered jsonb[] := ''{}'';\nBEGIN\n'
          || E'FOREACH b IN ARRAY bets LOOP\n'
          || E'  o := starts[b];\n'
          || E'  answered := answered || jsonb_build_object(''rows'', pg_temp.%I(%s));\n'
          || E'END LOOP;\nRETURN answered;\nEND', fn || '_typed', casts));
    END IF;
    calls[s] := format('SELECT pg_temp.%I($1)', fn);
    runs[s] := format('SELECT pg_temp.%I($1, $2, $3)', fn || '_run');
  END LOOP;

  -- Generic plans for this call (the transaction's setting; the call is autocommitted): each
  -- bet's statement and its triggers' queries are planned once per session, not again per bet.
  -- Left to choose, PostgreSQL kept planning each bet afresh: the statement's array parameters
  -- are costed at 100 rows each in a generic plan, which then never looks cheaper.
  PERFORM set_config('plan_cache_mode', 'force_generic_plan', true);

  -- Optimistic: every bet in one block, a run of one statement text per call. The block takes
  -- the batch's locks itself, so the rows its bets update get no MultiXact.
  BEGIN
    PERFORM wager_placement_locks(wallet_profiles, exposure_matches, exposure_sub_types,
                                  exposure_specials, exposure_picks);
    FOR i IN 1 .. bets LOOP
      run_bets := run_bets || i;
      IF i = bets OR shapes[i + 1] <> shapes[i] THEN
        EXECUTE runs[shapes[i]] INTO run_answers USING params, starts, run_bets;
        answers := answers || run_answers;
        run_bets := '{}';
      END IF;
    END LOOP;
    RETURN to_jsonb(answers);
  EXCEPTION WHEN OTHERS THEN
    -- A bet raised: the block is undone, every bet of it. Written again bet by bet below.
    answers := '{}';
  END;

  -- Bet by bet, each in a block of its own, on rows the call's transaction locked: here each row
  -- a bet updates does get a MultiXact, on this path only (a bet of the batch raised).
  PERFORM wager_placement_locks(wallet_profiles, exposure_matches, exposure_sub_types,
                                exposure_specials, exposure_picks);
  FOR i IN 1 .. bets LOOP
    one := params[starts[i] + 1 : CASE WHEN i < bets THEN starts[i + 1] ELSE total END];
    BEGIN
      EXECUTE calls[shapes[i]] INTO answer USING one;
      answer := jsonb_build_object('rows', answer);
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS
        e_code = RETURNED_SQLSTATE, e_message = MESSAGE_TEXT, e_detail = PG_EXCEPTION_DETAIL,
        e_hint = PG_EXCEPTION_HINT, e_constraint = CONSTRAINT_NAME, e_table = TABLE_NAME,
        e_column = COLUMN_NAME, e_schema = SCHEMA_NAME, e_datatype = PG_DATATYPE_NAME;
      answer := jsonb_build_object('error', jsonb_strip_nulls(jsonb_build_object(
        'code', e_code, 'message', e_message, 'detail', nullif(e_detail, ''),
        'hint', nullif(e_hint, ''), 'constraint', nullif(e_constraint, ''),
        'table', nullif(e_table, ''), 'column', nullif(e_column, ''),
        'schema', nullif(e_schema, ''), 'dataType', nullif(e_datatype, ''))));
    END;
    answers := answers || answer;
  END LOOP;
  RETURN to_jsonb(answers);
END
$$;


-- 0161's call: the set statement in a block that takes the locks itself.
CREATE OR REPLACE FUNCTION wager_placements(
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
    BEGIN
      PERFORM set_config('plan_cache_mode', 'force_generic_plan', true);
      PERFORM wager_placement_locks(wallet_profiles, exposure_matches, exposure_sub_types,
                                    exposure_specials, exposure_picks);
      answers := wager_placements_cash(params, starts);
      IF answers IS NULL THEN
        -- Undo the block's locks too: the way below takes them again.
        RAISE EXCEPTION 'set-based placement cannot answer this batch';
      END IF;
      RETURN to_jsonb(answers);
    EXCEPTION WHEN OTHERS THEN
      answers := NULL;
    END;
  END IF;
  RETURN wager_placements(statements, shapes, params, starts, wallet_profiles, exposure_matches,
                          exposure_sub_types, exposure_specials, exposure_picks);
END
$$;
