-- Real payment rails (M-Pesa Daraja, ...). Their callbacks are unsigned: each payment gets an
-- unguessable token that is its only callback address, and the receipt the provider gave.

ALTER TABLE deposits ADD COLUMN callback_token text UNIQUE;
ALTER TABLE deposits ADD COLUMN provider_receipt text;
ALTER TABLE deposits ADD COLUMN checked_at timestamptz;
ALTER TABLE withdrawals ADD COLUMN callback_token text UNIQUE;
ALTER TABLE withdrawals ADD COLUMN provider_receipt text;
ALTER TABLE withdrawals ADD COLUMN checked_at timestamptz;

-- Reconciliation looks for payments still waiting, oldest first.
CREATE INDEX deposits_waiting_idx ON deposits (created_at) WHERE status = 'initiated';
CREATE INDEX withdrawals_waiting_idx ON withdrawals (created_at) WHERE status = 'pending';
