-- The back office (apps/server/src/backoffice): staff accounts, their sessions and the audit
-- log of every staff action. Staff are not bettors: their own table, sessions and tokens.
CREATE TABLE staff (
  id bigserial PRIMARY KEY,
  -- Lower-cased by the contract's schema before it is stored or looked up.
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('support', 'kyc', 'payments', 'trading', 'compliance', 'finance', 'marketing', 'admin')),
  -- scrypt (accounts/password.ts), never the password itself.
  password_hash text NOT NULL,
  -- Base32 TOTP secret of the staff member's authenticator app.
  totp_secret text NOT NULL,
  -- The last TOTP time step accepted: a code is refused once used (no replay).
  totp_last_step bigint,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL,
  created_by bigint REFERENCES staff (id)
);

-- Only the sha256 of a session token is stored. A session is pending (second_factor_at NULL)
-- until the TOTP step: then only that step accepts it.
CREATE TABLE staff_sessions (
  token_hash text PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff (id),
  created_at timestamptz NOT NULL,
  second_factor_at timestamptz,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id);

-- One row per staff action, written in the action's own transaction (backoffice/audit.ts).
-- staff_id is NULL for an operator task (create-admin); staff_email then names the task.
CREATE TABLE staff_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  staff_id bigint REFERENCES staff (id),
  staff_email text NOT NULL,
  action text NOT NULL,
  object_type text NOT NULL,
  object_id text NOT NULL,
  before jsonb,
  after jsonb,
  reason text
);
CREATE INDEX staff_audit_at_idx ON staff_audit (at);
CREATE INDEX staff_audit_object_idx ON staff_audit (object_type, object_id);
CREATE INDEX staff_audit_staff_idx ON staff_audit (staff_id);

-- Append-only: no UPDATE, DELETE or TRUNCATE, whoever asks.
CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER staff_audit_no_change BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only();
