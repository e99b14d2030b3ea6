-- Read-only views the owners of the bet store (wagers/) and of the ledger (wallet/) publish for
-- the other modules: a product joins its own rows to their wagers through `wagers_read` (crash
-- rounds, casino history, jackpot entries, a free bet's wager), and a finance report that needs
-- both a wager and its money joins these views; only the owner's own code names its tables
-- (issue 30, src/table-ownership.unit.test.ts). The columns are the contract: a column leaves
-- a view only with its readers. Plain views: PostgreSQL (and PGlite) flattens them into
-- the query that reads them, so the plan is the one the tables would get.
--
-- A later migration that alters or drops a column a view lists drops and recreates the view.

-- Published by wagers/: one row per wager.
CREATE VIEW wagers_read AS
  SELECT id, short_id, ref, created_at, profile_id, country, product, bet_type, src, status,
         stake, excise_tax, total_odd, possible_win, withholding_tax, settled_withholding_tax,
         final_payout, amount_paid, free_bet_id, settled_at
    FROM bets;

-- Published by wallet/ (wallet/ledger-reads.ts): one row per ledger transaction (a movement of money).
CREATE VIEW wallet_movements AS
  SELECT id, created_at, kind, reference, profile_id
    FROM ledger_transactions;

-- Published by wallet/ (wallet/ledger-reads.ts): one row per ledger entry, with its movement and its account.
CREATE VIEW wallet_movement_entries AS
  SELECT e.id, e.transaction_id, t.created_at, t.kind, t.reference, t.profile_id,
         e.account_id, a.kind AS account_kind, a.profile_id AS account_profile_id,
         e.amount, e.balance_after
    FROM ledger_entries e
    JOIN ledger_transactions t ON t.id = e.transaction_id
    JOIN wallet_accounts a ON a.id = e.account_id;

-- Read only: a write through a view would reach the owner's tables past its code (a view of
-- one table is auto-updatable), so each refuses every write.
CREATE FUNCTION report_view_read_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is read-only: write through its owner''s functions', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER wagers_read_read_only INSTEAD OF INSERT OR UPDATE OR DELETE ON wagers_read
  FOR EACH ROW EXECUTE FUNCTION report_view_read_only();
CREATE TRIGGER wallet_movements_read_only INSTEAD OF INSERT OR UPDATE OR DELETE ON wallet_movements
  FOR EACH ROW EXECUTE FUNCTION report_view_read_only();
CREATE TRIGGER wallet_movement_entries_read_only
  INSTEAD OF INSERT OR UPDATE OR DELETE ON wallet_movement_entries FOR EACH ROW EXECUTE FUNCTION report_view_read_only();
