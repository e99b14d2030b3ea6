-- The bet store's published read (issue 30): products join their own rows to their wagers
-- through this view, so that only wagers/ names the bet tables (src/table-ownership.unit.test.ts)
-- and a product's read stays one statement. A plain view over one table: PostgreSQL inlines it
-- into the caller's query (same plan, same indexes as joining bets). The columns are the
-- contract: a column leaves it only with its readers.
CREATE VIEW wagers_read AS
SELECT id, short_id, ref, profile_id, country, product, bet_type, status, stake, amount_paid,
       settled_withholding_tax, free_bet_id, created_at, settled_at
  FROM bets;

-- Read-only: a wager is written only by wagers/ on the bets table.
CREATE FUNCTION wagers_read_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wagers_read is read-only: wagers are written by wagers/ only';
END $$;
CREATE TRIGGER wagers_read_only INSTEAD OF INSERT OR UPDATE OR DELETE ON wagers_read
  FOR EACH ROW EXECUTE FUNCTION wagers_read_only();
