-- SMS and USSD channel (issue 36): inbound messages (idempotent on the gateway's message id),
-- bets waiting for a YES after a price moved, USSD sessions, marketing opt-outs, and what the
-- outbox needs to hand replies to a real gateway.

-- Every inbound SMS, once: the gateway's `id` is the key, so a replayed callback finds its row
-- and places nothing again. `handled_at` is set when the reply is written; a row without it
-- (a crash mid-way) is handled again with the same idempotency keys, so nothing moves twice.
CREATE TABLE sms_inbound (
  gateway_id text PRIMARY KEY,
  mobile text NOT NULL,
  short_code text NOT NULL,
  text text NOT NULL,
  link_id text,
  sent_at timestamptz,
  received_at timestamptz NOT NULL,
  reply text,
  handled_at timestamptz
);
CREATE INDEX sms_inbound_mobile ON sms_inbound (mobile, received_at DESC);

-- A bet whose price moved between the bettor's message and placement: the slip at the new
-- prices, placed when the bettor answers YES before `expires_at`. One per phone (the latest).
CREATE TABLE sms_pending_bets (
  mobile text PRIMARY KEY,
  gateway_id text NOT NULL,
  slip jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);

-- Phones that sent STOP: no marketing SMS goes to them (replies to their own messages still do).
CREATE TABLE sms_marketing_opt_outs (
  mobile text PRIMARY KEY,
  stopped_at timestamptz NOT NULL
);

-- A USSD session: the last request's text and the answer given, so a retried request (same
-- sessionId and text) gets the same screen and does nothing twice.
CREATE TABLE ussd_sessions (
  session_id text PRIMARY KEY,
  mobile text NOT NULL,
  service_code text NOT NULL,
  last_text text NOT NULL,
  last_answer text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- The outbox as a real gateway drains it: the premium-SMS link to the inbound message, the
-- gateway's message id once accepted, and failed attempts.
ALTER TABLE sms_outbox ADD COLUMN link_id text;
ALTER TABLE sms_outbox ADD COLUMN gateway_message_id text;
ALTER TABLE sms_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE sms_outbox ADD COLUMN last_error text;
CREATE INDEX sms_outbox_unsent ON sms_outbox (id) WHERE sent_at IS NULL;
