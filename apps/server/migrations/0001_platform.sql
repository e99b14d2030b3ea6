-- Platform tables shared by every capability.

-- Responses of money-moving calls, kept by idempotency key so a retry answers the same and
-- moves nothing twice.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
