-- Deposits and withdrawals through payment providers. Money moves in the ledger only when the
-- provider confirms (deposits) or as a reservation (withdrawals).

CREATE TABLE deposits (
  id bigserial PRIMARY KEY,
  -- Public reference given to the provider and echoed by its callback.
  reference text NOT NULL UNIQUE,
  profile_id bigint NOT NULL REFERENCES profiles (id),
  provider text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  mobile text NOT NULL,
  status text NOT NULL DEFAULT 'initiated' CHECK (status IN ('initiated', 'completed', 'failed')),
  failure_reason text,
  provider_reference text,
  -- Sandbox providers: when the simulated provider calls back, and with which outcome.
  callback_due_at timestamptz,
  callback_outcome text,
  callback_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX deposits_profile_idx ON deposits (profile_id, id DESC);
CREATE INDEX deposits_callback_due_idx ON deposits (callback_due_at) WHERE status = 'initiated';

CREATE TABLE withdrawals (
  id bigserial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  profile_id bigint NOT NULL REFERENCES profiles (id),
  provider text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  mobile text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed')),
  failure_reason text,
  provider_reference text,
  callback_due_at timestamptz,
  callback_outcome text,
  callback_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX withdrawals_profile_idx ON withdrawals (profile_id, id DESC);
CREATE INDEX withdrawals_callback_due_idx ON withdrawals (callback_due_at) WHERE status = 'pending';
