-- Bettors, their sessions and the SMS codes sent to them.

CREATE TABLE profiles (
  id bigserial PRIMARY KEY,
  -- Normalised international form without '+', e.g. 254712345678: one phone registers once.
  mobile text NOT NULL UNIQUE,
  country text NOT NULL,
  password_hash text NOT NULL,
  verified_at timestamptz,
  src text,
  affiliate_id text,
  affiliate_tag text,
  share_code text,
  -- KYC: '0' nothing submitted, '1' submitted (pending verification), '2' verified, '3' rejected.
  kyc_status text NOT NULL DEFAULT '0' CHECK (kyc_status IN ('0', '1', '2', '3')),
  kyc_official_name text,
  kyc_date_of_birth date,
  kyc_id_type text,
  kyc_id_number text,
  kyc_reason text,
  kyc_updated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Only the sha256 of a session token is stored: a database leak does not leak sessions.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  profile_id bigint NOT NULL REFERENCES profiles (id),
  remember boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  user_agent text
);
CREATE INDEX sessions_profile_idx ON sessions (profile_id);

-- One-time codes (account verification, password reset); only their hash is kept.
CREATE TABLE sms_codes (
  id bigserial PRIMARY KEY,
  profile_id bigint NOT NULL REFERENCES profiles (id),
  purpose text NOT NULL CHECK (purpose IN ('verify', 'reset')),
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX sms_codes_profile_idx ON sms_codes (profile_id, purpose, created_at DESC);

-- What the default SmsSender "sends": operators (and tests) read it; a real gateway adapter
-- would drain it.
CREATE TABLE sms_outbox (
  id bigserial PRIMARY KEY,
  mobile text NOT NULL,
  message text NOT NULL,
  purpose text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX sms_outbox_mobile_idx ON sms_outbox (mobile, id DESC);
