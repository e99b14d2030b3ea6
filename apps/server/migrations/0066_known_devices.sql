-- Devices a bettor has logged in from (auth/known-devices.ts): a correct password from one of
-- them gets past the per-phone login lock a stranger can run up. Only the sha256 of the
-- device cookie is stored.
CREATE TABLE known_devices (
  token_hash text PRIMARY KEY,
  profile_id bigint NOT NULL REFERENCES profiles (id),
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX known_devices_profile_idx ON known_devices (profile_id);
