-- Batched bet ingestion in one round trip (issue 35, wagers/placement-batcher.ts): every bet of
-- a batch is judged and written by the very statement that places a bet alone
-- (wagers/bet-store.ts insertBet), each run in turn by this one function call.
--
-- `statements`: the distinct statement texts of the batch (a cash stake, no stake, a free bet, a
-- product's own rows); bet i runs statements[shapes[i]] with its parameters
-- params[starts[i] + 1 .. starts[i + 1]] (as text, each cast to the type the statement gives
-- that parameter, exactly as the driver's text parameters are read). Each bet gets its own
-- slice: handing every call the whole array (thousands of elements) costs milliseconds a bet. Bets run in the order given, so a bettor's
-- second bet sees the first one's debit.
--
-- Each bet runs in its own block: a failing one (its key already used by a twin, the last
-- liability room taken, a product's unique rule, a deadlock) is undone alone and answered with
-- its error's fields; the others are committed with the call. Answers: a jsonb array, one per
-- bet in order, `{"rows": [<the statement's row as jsonb>]}` or `{"error": {"code", "message",
-- "constraint", ...}}`.
--
-- `wallet_profiles`: the bettors whose cash rows the batch debits. They are locked first, in
-- one order (account id), so two batches sharing bettors queue instead of deadlocking.
--
-- A statement's text is turned into this session's own functions on first use (pg_temp, never
-- found by name resolution): one taking its parameters typed, whose body is the statement
-- (a PL/pgSQL statement, so it is planned once per session like the driver's prepared
-- statement), and one reading them from the text array. The parameter types are the ones
-- PostgreSQL infers for the statement, read from a PREPARE of it.
CREATE OR REPLACE FUNCTION wager_placements(
  statements text[],
  shapes integer[],
  params text[],
  starts integer[],
  wallet_profiles bigint[]
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  calls text[] := '{}';
  answers jsonb[] := '{}';
  fn text;
  types text[];
  answer jsonb;
  bets integer := coalesce(array_length(shapes, 1), 0);
  total integer := coalesce(array_length(params, 1), 0);
  one text[];
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
    IF to_regprocedure(format('pg_temp.%I(text[])', fn)) IS NULL THEN
      -- A PREPARE outlives a rolled-back transaction: one left by a failed call goes first.
      IF EXISTS (SELECT 1 FROM pg_prepared_statements p WHERE p.name = fn) THEN
        EXECUTE format('DEALLOCATE %I', fn);
      END IF;
      EXECUTE format('PREPARE %I AS %s', fn, statements[s]);
      SELECT p.parameter_types::text[] INTO types FROM pg_prepared_statements p WHERE p.name = fn;
      EXECUTE format('DEALLOCATE %I', fn);
      EXECUTE format(
        'CREATE FUNCTION pg_temp.%I(%s) RETURNS jsonb LANGUAGE plpgsql AS %L',
        fn || '_typed',
        array_to_string(types, ', '),
        E'DECLARE wager_placement_row record;\nBEGIN\n' || statements[s]
          || E'\nINTO wager_placement_row;\nIF NOT FOUND THEN RETURN ''[]''::jsonb; END IF;\n'
          || E'RETURN jsonb_build_array(to_jsonb(wager_placement_row));\nEND');
      EXECUTE format(
        'CREATE FUNCTION pg_temp.%I(p text[]) RETURNS jsonb LANGUAGE plpgsql AS %L',
        fn,
        format('BEGIN RETURN pg_temp.%I(%s); END', fn || '_typed',
          coalesce((SELECT string_agg(format('p[%s]::%s', x.i, x.t), ', ' ORDER BY x.i)
                      FROM unnest(types) WITH ORDINALITY AS x(t, i)), '')));
    END IF;
    calls[s] := format('SELECT pg_temp.%I($1)', fn);
  END LOOP;

  PERFORM 1 FROM wallet_accounts
    WHERE profile_id = ANY(wallet_profiles) AND kind = 'cash'
    ORDER BY id FOR UPDATE;

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
