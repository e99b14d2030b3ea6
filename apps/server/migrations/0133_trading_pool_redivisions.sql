-- A settled pool event divided again on a corrected result (backoffice/trading, issue 33):
-- each redivision books its differences under ledger keys of its own round.
ALTER TABLE jackpot_events ADD COLUMN redivisions integer NOT NULL DEFAULT 0;
-- What a correction did to the pool events of its match: [{ event_id, entries_changed, held }].
ALTER TABLE trading_result_corrections ADD COLUMN pools jsonb NOT NULL DEFAULT '[]'::jsonb;
