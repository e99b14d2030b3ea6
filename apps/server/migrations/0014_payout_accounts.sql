-- Where a rail pays a bettor back: Paystack pays withdrawals to the card or account of the
-- bettor's last verified Paystack deposit (its reusable authorization), through a transfer
-- recipient created once and kept.

CREATE TABLE payout_accounts (
  profile_id bigint NOT NULL REFERENCES profiles (id),
  provider text NOT NULL,
  authorization_code text NOT NULL,
  email text NOT NULL,
  -- What the bettor recognises ('visa 4081', a bank name).
  label text,
  -- Paystack's transfer recipient for this authorization, once created.
  recipient_code text,
  deposit_reference text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, provider)
);
