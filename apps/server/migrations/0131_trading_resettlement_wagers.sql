-- The wagers a corrected result resettles, one row each, written with the correction itself: a
-- resettlement the process did not finish (a crash, a restart) is resumed from here by the
-- trading resettlement worker, each wager moved on exactly once.
--   pending   its settlement on the old result not reversed yet
--   reopened  reversed and open again (in the transaction that reversed it), to settle again
--   settled   settled again (or left open by its product's settler: a later leg waits)
--   unchanged nothing of it was settled on the corrected markets any more
--   held      left as it was (the bettor no longer holds the payout to reverse): `reason`
CREATE TABLE trading_resettlement_wagers (
  correction_id bigint NOT NULL REFERENCES trading_result_corrections (id),
  bet_id bigint NOT NULL,
  state text NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'reopened', 'settled', 'unchanged', 'held')),
  -- Settled again on the corrected result (the wager is no longer open).
  settled_again boolean NOT NULL DEFAULT false,
  reason text,
  PRIMARY KEY (correction_id, bet_id)
);
-- The corrections still to finish (the worker's sweep).
CREATE INDEX trading_result_corrections_unfinished ON trading_result_corrections (id)
  WHERE resettled_at IS NULL;
