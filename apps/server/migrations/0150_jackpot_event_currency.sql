-- Every jackpot-style event belongs to one country and is priced, pooled and paid in its
-- currency only (issue 34). Events opened before this are the default country's (Kenya, KES):
-- their stakes, guarantees and carries were written in KES amounts.
ALTER TABLE jackpot_events ADD COLUMN country text NOT NULL DEFAULT 'KE';
ALTER TABLE jackpot_events ADD COLUMN currency text NOT NULL DEFAULT 'KES';
ALTER TABLE jackpot_events ALTER COLUMN country DROP DEFAULT;
ALTER TABLE jackpot_events ALTER COLUMN currency DROP DEFAULT;
DROP INDEX IF EXISTS jackpot_events_open;
CREATE INDEX jackpot_events_open ON jackpot_events (country, kind, closes_at) WHERE status = 'open';

-- The currency a house account holds; null: a shared account that still holds every currency
-- (its balance is a check on the ledger, never money to show). Bettor accounts hold their
-- country's currency (read from the profile).
ALTER TABLE wallet_accounts ADD COLUMN currency text;

-- The jackpot pools and guarantees are kept per currency: the existing accounts are KES's
-- (every event so far was Kenya's), the others get their own.
UPDATE wallet_accounts SET currency = 'KES' WHERE id IN (40, 41);
INSERT INTO wallet_accounts (id, profile_id, kind, currency) VALUES
  (150, NULL, 'house:jackpot_pools:GHS', 'GHS'),
  (151, NULL, 'house:jackpot_pools:NGN', 'NGN'),
  (152, NULL, 'house:jackpot_guarantees:GHS', 'GHS'),
  (153, NULL, 'house:jackpot_guarantees:NGN', 'NGN');

-- Before this migration a jackpot event pooled every currency, so older transactions may pay a
-- GHS or NGN bettor from the (now KES) pool: the ledger check's currency rule applies from the
-- first transaction after this one, and the older mixing stays visible in the entries.
CREATE TABLE ledger_currency_check_from (transaction_id bigint NOT NULL);
INSERT INTO ledger_currency_check_from SELECT coalesce(max(id), 0) FROM ledger_transactions;
