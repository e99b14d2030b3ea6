-- The wallet: a double-entry ledger. Every movement is one ledger_transactions row and two or
-- more ledger_entries rows whose amounts sum to zero.

-- Bettor accounts keep a running balance (checked >= 0); house accounts are the other side of
-- every movement and may go negative (the deposits clearing account is negative by exactly the
-- money that came in). House balances are not kept on their row: every bet would otherwise
-- queue on one hot row. They are the sum of their entries.
CREATE TABLE wallet_accounts (
  id bigserial PRIMARY KEY,
  profile_id bigint REFERENCES profiles (id),
  kind text NOT NULL,
  balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT wallet_accounts_owner CHECK (
    (profile_id IS NOT NULL AND kind IN ('cash', 'bonus', 'points'))
    OR (profile_id IS NULL AND kind LIKE 'house:%')
  ),
  CONSTRAINT wallet_accounts_not_negative CHECK (profile_id IS NULL OR balance >= 0)
);
CREATE UNIQUE INDEX wallet_accounts_user_idx ON wallet_accounts (profile_id, kind)
  WHERE profile_id IS NOT NULL;
CREATE UNIQUE INDEX wallet_accounts_house_idx ON wallet_accounts (kind) WHERE profile_id IS NULL;

-- House accounts have fixed ids so code can name them without a lookup.
INSERT INTO wallet_accounts (id, profile_id, kind) VALUES
  (1, NULL, 'house:deposits'),
  (2, NULL, 'house:withdrawals_pending'),
  (3, NULL, 'house:withdrawals_paid'),
  (4, NULL, 'house:stakes'),
  (5, NULL, 'house:revenue'),
  (6, NULL, 'house:payouts'),
  (7, NULL, 'house:cashouts'),
  (8, NULL, 'house:bonus'),
  (9, NULL, 'house:points'),
  (10, NULL, 'house:freebets'),
  (11, NULL, 'house:adjustments');
SELECT setval(pg_get_serial_sequence('wallet_accounts', 'id'), 1000, false);

CREATE TABLE ledger_transactions (
  id bigserial PRIMARY KEY,
  -- What caused it: deposit, withdrawal, withdrawal_release, stake, payout, refund, cashout, ...
  kind text NOT NULL,
  -- The cause's id (deposit id, bet id, ...), for statements and audits.
  reference text,
  -- The bettor concerned, when there is one (statements list by it).
  profile_id bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_transactions_profile_idx ON ledger_transactions (profile_id, id DESC);
CREATE INDEX ledger_transactions_reference_idx ON ledger_transactions (kind, reference);

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id bigint NOT NULL REFERENCES wallet_accounts (id),
  -- Signed minor units: positive credits the account, negative debits it.
  amount bigint NOT NULL CHECK (amount <> 0),
  -- The bettor account's balance right after this entry (statements); null on house accounts.
  balance_after bigint
);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id DESC);
