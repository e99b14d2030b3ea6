-- Batched bet ingestion (issue 35): `wager_placements` of migration 0151, unchanged but for
-- the plans it runs each bet with. A profile of a batch showed a quarter of PostgreSQL's CPU
-- per bet in planning: the placement statement (and the trading-exposure trigger's queries)
-- got a custom plan per execution. Forced generic for the call, a batch of 32 five-leg bets
-- took 0.85 ms of PostgreSQL CPU a bet instead of 1.6-2.0 (notes of issue 35). The plans are
-- primary-key lookups and inserts whatever the values, so the generic one is as good.
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

  -- Generic plans for this call (the transaction's setting; the call is autocommitted): each
  -- bet's statement and its triggers' queries are planned once per session, not again per bet.
  -- Left to choose, PostgreSQL kept planning each bet afresh: the statement's array parameters
  -- are costed at 100 rows each in a generic plan, which then never looks cheaper.
  PERFORM set_config('plan_cache_mode', 'force_generic_plan', true);

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
