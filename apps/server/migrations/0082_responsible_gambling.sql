-- Responsible gambling (issue 31): date of birth, limits, time-outs and self-exclusion, the
-- reality-check interval, markers of harm and the operator's interaction log.

-- Asked at registration; accounts made before have none and are asked before they bet.
ALTER TABLE profiles ADD COLUMN date_of_birth date;
-- Set when a verified KYC document confirms the date of birth.
ALTER TABLE profiles ADD COLUMN date_of_birth_confirmed_at timestamptz;
-- True once the bettor has (or had) a limit or a break: their stakes and deposits are judged
-- by the responsible-gambling check, others keep the one-statement placement.
ALTER TABLE profiles ADD COLUMN rg_guarded boolean NOT NULL DEFAULT false;
-- The reality-check interval the bettor chose (15, 30, 60 minutes), or none.
ALTER TABLE profiles ADD COLUMN reality_check_minutes integer
  CHECK (reality_check_minutes IS NULL OR reality_check_minutes IN (15, 30, 60));

-- One row per bettor and limit (kind x period). Amounts in minor units of the bettor's currency.
CREATE TABLE rg_limits (
  profile_id bigint NOT NULL REFERENCES profiles (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'stake')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month', 'bet')),
  -- In force; NULL: no limit.
  amount bigint CHECK (amount IS NULL OR amount >= 0),
  -- An increase (or a removal: pending_amount NULL with requested_at set) waiting for its
  -- 24-hour cooling-off and the bettor's confirmation after it.
  pending_amount bigint CHECK (pending_amount IS NULL OR pending_amount >= 0),
  requested_at timestamptz,
  -- Who set the limit in force: the bettor, or an operator (then only an operator lifts it).
  imposed_by text,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (profile_id, kind, period)
);

-- Time-outs and self-exclusions; history kept (a row is never deleted).
CREATE TABLE rg_exclusions (
  id bigserial PRIMARY KEY,
  profile_id bigint NOT NULL REFERENCES profiles (id),
  kind text NOT NULL CHECK (kind IN ('time_out', 'self_exclusion')),
  period text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- A self-exclusion past its end ends 24 hours after the bettor asks.
  end_requested_at timestamptz,
  imposed_by text,
  reason text
);
CREATE INDEX rg_exclusions_profile ON rg_exclusions (profile_id, id DESC);

-- Every change of a limit, break or interval, by the bettor or an operator (append only).
CREATE TABLE rg_events (
  id bigserial PRIMARY KEY,
  profile_id bigint NOT NULL REFERENCES profiles (id),
  kind text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- NULL: the bettor; otherwise the staff member who acted.
  staff text,
  reason text,
  created_at timestamptz NOT NULL
);
CREATE INDEX rg_events_profile ON rg_events (profile_id, id DESC);

-- Markers of harm computed each day per bettor, each with its explanation.
CREATE TABLE rg_markers (
  profile_id bigint NOT NULL REFERENCES profiles (id),
  day date NOT NULL,
  marker text NOT NULL,
  score numeric NOT NULL,
  explanation text NOT NULL,
  PRIMARY KEY (profile_id, day, marker)
);

-- When staff contacted a bettor, how, and what was said.
CREATE TABLE rg_interactions (
  id bigserial PRIMARY KEY,
  profile_id bigint NOT NULL REFERENCES profiles (id),
  staff text NOT NULL,
  channel text NOT NULL,
  note text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX rg_interactions_profile ON rg_interactions (profile_id, id DESC);

-- The log of changes and of contacts is append only: no call may rewrite what happened.
CREATE FUNCTION rg_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append only', TG_TABLE_NAME;
END $$;
CREATE TRIGGER rg_events_append_only BEFORE UPDATE OR DELETE ON rg_events
  FOR EACH ROW EXECUTE FUNCTION rg_append_only();
CREATE TRIGGER rg_interactions_append_only BEFORE UPDATE OR DELETE ON rg_interactions
  FOR EACH ROW EXECUTE FUNCTION rg_append_only();

-- Deposits in a limit's period are summed per bettor by time.
CREATE INDEX deposits_profile_created ON deposits (profile_id, created_at);
