-- Batched bet ingestion (issue 35): `wager_placements` of migrations 0151/0153, same answers,
-- cheaper when no bet of the batch fails (nearly always).
--
-- Before, every bet ran in its own BEGIN ... EXCEPTION block (a subtransaction: its own
-- transaction id, its own resource owner, its own entry in the commit record) and was reached
-- by a dynamic EXECUTE (parsed, planned and started per bet). Now the batch is first written
-- optimistically: all its bets in ONE block, each run of consecutive bets of one statement
-- text by one call of a session function that calls the statement's typed function per bet
-- (planned once per session). Only when a bet raises is that block undone, whole, and the
-- batch written again exactly as before: each bet in turn in its own block, a failing one
-- undone alone and answered with its error's fields, the others committed with the call. A
-- bet's answer is the same either way (same statements, same order, same transaction).
--
-- The batch also locks, after its bettors' cash rows, the exposure rows of its wagers'
-- selections (`exposure_*`, one entry per leg), in key order: before, each bet locked its own
-- selections in key order (the placement statement, migration 0154), so two batches written at
-- once (two writers, two server processes) each held rows of the other's next bets and
-- deadlocked, one of them after deadlock_timeout (a second), nearly every time their
-- selections overlapped. Now the second waits for the first to commit. A selection with no
-- row yet has none to lock; its first insert still takes it in key order.
--
-- The session's functions of a statement text (pg_temp, never found by name resolution):
-- `<fn>_typed(...)`, the statement with its parameters typed (as PostgreSQL infers them, read
-- from a PREPARE of it); `<fn>(text[])`, one bet's parameters read from text (the per-bet
-- path); `<fn>_run(params, starts, bets)`, the optimistic path: the answers of the
-- given bets, in order, as `{"rows": [...]}` objects.
DROP FUNCTION IF EXISTS wager_placements(text[], integer[], text[], integer[], bigint[]);

CREATE FUNCTION wager_placements(
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

  PERFORM 1 FROM wallet_accounts
    WHERE profile_id = ANY(wallet_profiles) AND kind = 'cash'
    ORDER BY id FOR UPDATE;

  PERFORM 1 FROM trading_exposure e
    WHERE (e.parent_match_id, e.sub_type_id, e.special_bet_value, e.odd_key) IN (
            SELECT * FROM unnest(exposure_matches, exposure_sub_types, exposure_specials,
                                 exposure_picks))
    ORDER BY e.parent_match_id, e.sub_type_id, e.special_bet_value, e.odd_key FOR UPDATE;

  -- Optimistic: every bet in one block, a run of one statement text per call.
  BEGIN
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
