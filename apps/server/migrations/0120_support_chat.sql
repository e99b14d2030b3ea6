-- Support chat (issue 32): a bettor's or a visitor's conversation with the support agents,
-- its messages, image attachments and the agents' canned replies.

-- One conversation. A visitor (not logged in) holds it by a random token the widget keeps (only
-- its sha256 is stored); logging in links it to the bettor (profile_id).
CREATE TABLE support_conversations (
  id bigserial PRIMARY KEY,
  visitor_token_hash text NOT NULL UNIQUE,
  profile_id bigint REFERENCES profiles (id),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  assigned_staff_id bigint REFERENCES staff (id),
  created_at timestamptz NOT NULL,
  last_message_at timestamptz NOT NULL,
  -- Last message by the bettor not answered yet (the queue shows it as waiting).
  waiting_since timestamptz,
  closed_at timestamptz
);
CREATE INDEX support_conversations_queue_idx ON support_conversations (status, last_message_at DESC);
CREATE INDEX support_conversations_profile_idx ON support_conversations (profile_id, id DESC);

-- Images only (type read from the file's first bytes), stored in the database.
CREATE TABLE support_attachments (
  id bigserial PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES support_conversations (id),
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/gif', 'image/webp')),
  size_bytes integer NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE support_messages (
  id bigserial PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES support_conversations (id),
  author text NOT NULL CHECK (author IN ('bettor', 'agent')),
  staff_id bigint REFERENCES staff (id),
  body text NOT NULL,
  attachment_id bigint REFERENCES support_attachments (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX support_messages_conversation_idx ON support_messages (conversation_id, id);

-- Answers agents pick from; admins edit them (audited).
CREATE TABLE support_canned_replies (
  id bigserial PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz
);
