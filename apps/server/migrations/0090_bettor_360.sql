-- Bettor 360 (back office, issue 32): a bettor locked by staff, and staff notes on a bettor.

-- Locked: the bettor cannot log in and their sessions are revoked (so they cannot bet).
ALTER TABLE profiles ADD COLUMN locked_at timestamptz;
ALTER TABLE profiles ADD COLUMN locked_reason text;

-- Notes staff write on a bettor (adding one is audited too).
CREATE TABLE bettor_notes (
  id bigserial PRIMARY KEY,
  profile_id bigint NOT NULL REFERENCES profiles (id),
  staff_id bigint REFERENCES staff (id),
  staff_email text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX bettor_notes_profile_idx ON bettor_notes (profile_id, id DESC);
