-- Batched bet ingestion (issue 35): the set-based path of migration 0161 takes its row locks
-- inside its own block, so its updates create no MultiXact.
--
-- 0161 locked the batch's cash rows and exposure rows in the call's transaction, then wrote the
-- batch in a BEGIN ... EXCEPTION block (a subtransaction, with its own transaction id). A row
-- locked by a transaction and then updated by its subtransaction holds two lockers, so
-- PostgreSQL stored a MultiXact as its old version's xmax: one per cash row and per exposure row
-- of every batch. Each later look at such a version (the next batch's lock walking the row's
-- update chain, page pruning, every reader of the row until vacuum) read the MultiXact's members
-- from PostgreSQL's small SLRU cache, and mostly missed it: at full load in the bets bench,
-- 110,000 MultiXacts and about two million member-page reads in a few minutes, and the locking
-- statement alone took 11-20 ms a batch.
--
-- Here the same locks, in the same order, are taken by the block itself: lock and update have
-- one transaction id, so the old version's xmax is that id alone. When the set statement cannot
-- answer every bet (it answers NULL, or it raises), the block is undone, its locks with it, and
-- 0160's way writes the batch as before (locking again, in the same order).
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
      PERFORM 1 FROM wallet_accounts
        WHERE profile_id = ANY(wallet_profiles) AND kind = 'cash'
        ORDER BY id FOR UPDATE;
      PERFORM 1 FROM trading_exposure e
        WHERE (e.parent_match_id, e.sub_type_id, e.special_bet_value, e.odd_key) IN (
                SELECT * FROM unnest(exposure_matches, exposure_sub_types, exposure_specials,
                                     exposure_picks))
        ORDER BY e.parent_match_id, e.sub_type_id, e.special_bet_value, e.odd_key FOR UPDATE;
      answers := wager_placements_cash(params, starts);
      IF answers IS NULL THEN
        -- Undo the block's locks too: the way below takes them in the call's transaction.
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
