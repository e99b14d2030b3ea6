-- Notifications (issue 17): what a bettor is told (bet decided, won, lost, cancelled, cash-out,
-- deposit, withdrawal, free bet, KYC) and operator broadcasts to a country or to all; the devices
-- (browsers) that receive them over the socket and which of them acked what; browser push
-- subscriptions, the push outbox and the VAPID keys.

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  -- user: profile_id set; country: country set; all: neither.
  audience text NOT NULL CHECK (audience IN ('user', 'country', 'all')),
  profile_id bigint REFERENCES profiles (id),
  country text,
  -- 'bet placement', 'bet won', 'bet cancelled', 'freebet', 'cashout', 'deposit', ...
  type text NOT NULL,
  -- info, success, warning, error (spec 02 §4.3 styles)
  level text NOT NULL CHECK (level IN ('info', 'success', 'warning', 'error')),
  title text NOT NULL,
  message text NOT NULL,
  -- bet_id, bet_ref, free_bet_id
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- One notification per cause (a job run twice writes it once).
  dedupe_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The bettor's read time (user notifications; broadcasts use notification_reads).
  read_at timestamptz,
  -- Handed to the bus for the sockets; null: the publisher worker still has to (a writer whose
  -- caller does not publish, or a crash between commit and publish).
  published_at timestamptz,
  CHECK ((audience = 'user') = (profile_id IS NOT NULL)),
  CHECK ((audience = 'country') = (country IS NOT NULL))
);
CREATE INDEX notifications_user ON notifications (profile_id, created_at DESC)
  WHERE audience = 'user';
CREATE INDEX notifications_user_unread ON notifications (profile_id)
  WHERE audience = 'user' AND read_at IS NULL;
CREATE INDEX notifications_broadcast ON notifications (created_at DESC)
  WHERE audience <> 'user';
CREATE INDEX notifications_unpublished ON notifications (id) WHERE published_at IS NULL;

-- Who read a broadcast (one row per bettor who did).
CREATE TABLE notification_reads (
  notification_id bigint NOT NULL REFERENCES notifications (id),
  profile_id bigint NOT NULL REFERENCES profiles (id),
  read_at timestamptz NOT NULL,
  PRIMARY KEY (profile_id, notification_id)
);

-- A bettor's browser registered for realtime notifications (spec 02 §3.5).
CREATE TABLE user_devices (
  id bigserial PRIMARY KEY,
  profile_id bigint NOT NULL REFERENCES profiles (id),
  -- 2 = web (spec 02 §9)
  client_id integer NOT NULL,
  -- The browser's own random id: one registration per bettor and browser.
  device_id text NOT NULL,
  -- 1 active, 0 switched off
  status smallint NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_connected_at timestamptz,
  UNIQUE (profile_id, device_id)
);

-- A device acked a notification: it is never sent to that device again.
CREATE TABLE notification_acks (
  notification_id bigint NOT NULL REFERENCES notifications (id),
  user_device_id bigint NOT NULL REFERENCES user_devices (id),
  acked_at timestamptz NOT NULL,
  PRIMARY KEY (user_device_id, notification_id)
);

-- A browser's push subscription (spec 02 §3.9); user_id is derived from the endpoint.
CREATE TABLE push_subscriptions (
  user_id text PRIMARY KEY,
  endpoint text NOT NULL,
  p256dh text NOT NULL,
  auth text NOT NULL,
  profile_id bigint REFERENCES profiles (id),
  mobile text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_profile ON push_subscriptions (profile_id)
  WHERE profile_id IS NOT NULL;

-- Pushes to send, written in the transaction of their notification and sent by the push worker
-- after commit, so a slow push service never holds up settlement.
CREATE TABLE push_outbox (
  id bigserial PRIMARY KEY,
  notification_id bigint NOT NULL REFERENCES notifications (id),
  -- The subscription (no foreign key: an unsubscribed browser's pushes are dropped when due).
  user_id text NOT NULL,
  -- pending, sent, gone (404/410: subscription removed), failed (gave up)
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX push_outbox_due ON push_outbox (next_attempt_at) WHERE status = 'pending';

-- The server's VAPID key pair (RFC 8292), made on first start unless given by the environment.
CREATE TABLE push_vapid_keys (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
