import type { BoCannedReply, BoChatConversation } from '@shangwe/contract/backoffice';
import type { SupportChatMessage } from '@shangwe/contract';
import type { Queryable } from '../db/database';

/** A conversation row as the chat reads it. */
export interface ConversationRow {
  id: number;
  profile_id: number | null;
  status: 'open' | 'closed';
  assigned_staff_id: number | null;
  created_at: Date;
  last_message_at: Date;
  waiting_since: Date | null;
  closed_at: Date | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function conversationOf(row: Record<string, unknown>): ConversationRow {
  return {
    id: Number(row.id),
    profile_id: num(row.profile_id),
    status: row.status as 'open' | 'closed',
    assigned_staff_id: num(row.assigned_staff_id),
    created_at: new Date(row.created_at as Date),
    last_message_at: new Date(row.last_message_at as Date),
    waiting_since: row.waiting_since ? new Date(row.waiting_since as Date) : null,
    closed_at: row.closed_at ? new Date(row.closed_at as Date) : null,
  };
}

const CONVERSATION_COLUMNS =
  'id, profile_id, status, assigned_staff_id, created_at, last_message_at, waiting_since, closed_at';

export async function findConversationByToken(
  db: Queryable,
  tokenHash: string,
  forUpdate = false,
): Promise<ConversationRow | null> {
  const { rows } = await db.query(
    `SELECT ${CONVERSATION_COLUMNS} FROM support_conversations WHERE visitor_token_hash = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [tokenHash],
  );
  return rows[0] ? conversationOf(rows[0]) : null;
}

export async function findConversation(
  db: Queryable,
  id: number,
  forUpdate = false,
): Promise<ConversationRow | null> {
  const { rows } = await db.query(
    `SELECT ${CONVERSATION_COLUMNS} FROM support_conversations WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ? conversationOf(rows[0]) : null;
}

/** The bettor's newest conversation (open ones first). */
export async function findLatestConversationOf(
  db: Queryable,
  profileId: number,
): Promise<ConversationRow | null> {
  const { rows } = await db.query(
    `SELECT ${CONVERSATION_COLUMNS} FROM support_conversations WHERE profile_id = $1
     ORDER BY (status = 'open') DESC, id DESC LIMIT 1`,
    [profileId],
  );
  return rows[0] ? conversationOf(rows[0]) : null;
}

export async function insertConversation(
  db: Queryable,
  tokenHash: string,
  profileId: number | null,
  now: Date,
): Promise<ConversationRow> {
  const { rows } = await db.query(
    `INSERT INTO support_conversations (visitor_token_hash, profile_id, created_at, last_message_at)
     VALUES ($1, $2, $3, $3) RETURNING ${CONVERSATION_COLUMNS}`,
    [tokenHash, profileId, now],
  );
  return conversationOf(rows[0]!);
}

/** Links a visitor's conversation to the bettor who logged in. */
export async function linkConversation(db: Queryable, id: number, profileId: number) {
  await db.query(
    'UPDATE support_conversations SET profile_id = $2 WHERE id = $1 AND profile_id IS NULL',
    [id, profileId],
  );
}

export async function replaceConversationToken(db: Queryable, id: number, tokenHash: string) {
  await db.query('UPDATE support_conversations SET visitor_token_hash = $2 WHERE id = $1', [
    id,
    tokenHash,
  ]);
}

export async function insertAttachment(
  db: Queryable,
  conversationId: number,
  contentType: string,
  bytes: Buffer,
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO support_attachments (conversation_id, content_type, size_bytes, bytes, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [conversationId, contentType, bytes.length, bytes, now],
  );
  return Number(rows[0]!.id);
}

export async function findAttachment(db: Queryable, id: number) {
  const { rows } = await db.query<{
    id: number;
    conversation_id: number;
    content_type: string;
    bytes: Uint8Array;
  }>('SELECT id, conversation_id, content_type, bytes FROM support_attachments WHERE id = $1', [
    id,
  ]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    conversationId: Number(row.conversation_id),
    contentType: row.content_type,
    bytes: Buffer.from(row.bytes),
  };
}

const MESSAGE_SELECT = `SELECT m.id, m.conversation_id, m.author, m.body, m.attachment_id, m.created_at,
  s.name AS agent_name FROM support_messages m LEFT JOIN staff s ON s.id = m.staff_id`;

function messageOf(row: Record<string, unknown>): SupportChatMessage {
  return {
    id: Number(row.id),
    conversation_id: Number(row.conversation_id),
    author: row.author as 'bettor' | 'agent',
    agent_name: row.author === 'agent' ? ((row.agent_name as string | null) ?? 'Support') : null,
    text: row.body as string,
    attachment_id: num(row.attachment_id),
    created_at: iso(row.created_at as Date),
  };
}

export async function insertMessage(
  db: Queryable,
  m: {
    conversationId: number;
    author: 'bettor' | 'agent';
    staffId: number | null;
    text: string;
    attachmentId: number | null;
    now: Date;
  },
): Promise<SupportChatMessage> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO support_messages (conversation_id, author, staff_id, body, attachment_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [m.conversationId, m.author, m.staffId, m.text, m.attachmentId, m.now],
  );
  // A bettor's message makes the conversation wait for an answer; an agent's ends the wait.
  await db.query(
    `UPDATE support_conversations SET last_message_at = $2,
       waiting_since = ${m.author === 'bettor' ? 'COALESCE(waiting_since, $2)' : 'NULL'}
     WHERE id = $1`,
    [m.conversationId, m.now],
  );
  const { rows: full } = await db.query(`${MESSAGE_SELECT} WHERE m.id = $1`, [Number(rows[0]!.id)]);
  return messageOf(full[0]!);
}

/** The messages of a conversation, oldest first (the last `limit`). */
export async function listMessages(
  db: Queryable,
  conversationId: number,
  limit = 200,
): Promise<SupportChatMessage[]> {
  const { rows } = await db.query(
    `SELECT * FROM (${MESSAGE_SELECT} WHERE m.conversation_id = $1 ORDER BY m.id DESC LIMIT $2) t
     ORDER BY id`,
    [conversationId, limit],
  );
  return rows.map(messageOf);
}

export async function setAssignment(db: Queryable, id: number, staffId: number | null) {
  await db.query('UPDATE support_conversations SET assigned_staff_id = $2 WHERE id = $1', [
    id,
    staffId,
  ]);
}

export async function closeConversationRow(db: Queryable, id: number, now: Date) {
  await db.query(
    "UPDATE support_conversations SET status = 'closed', closed_at = $2, waiting_since = NULL WHERE id = $1",
    [id, now],
  );
}

const QUEUE_SELECT = `SELECT c.id, c.status, c.profile_id, p.mobile, c.assigned_staff_id,
  s.name AS assigned_staff_name, c.created_at, c.last_message_at, c.waiting_since, c.closed_at,
  COALESCE((SELECT CASE WHEN m.body <> '' THEN m.body ELSE '[image]' END FROM support_messages m
    WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1), '') AS last_message
  FROM support_conversations c
  LEFT JOIN profiles p ON p.id = c.profile_id
  LEFT JOIN staff s ON s.id = c.assigned_staff_id`;

function queueItemOf(row: Record<string, unknown>): BoChatConversation {
  return {
    id: Number(row.id),
    status: row.status as 'open' | 'closed',
    profile_id: num(row.profile_id),
    mobile: (row.mobile as string | null) ?? null,
    assigned_staff_id: num(row.assigned_staff_id),
    assigned_staff_name: (row.assigned_staff_name as string | null) ?? null,
    created_at: iso(row.created_at as Date),
    last_message_at: iso(row.last_message_at as Date),
    waiting_since: row.waiting_since ? iso(row.waiting_since as Date) : null,
    last_message: String(row.last_message ?? '').slice(0, 200),
    closed_at: row.closed_at ? iso(row.closed_at as Date) : null,
  };
}

/**
 * The agents' queue: unassigned conversations first, then the longest waiting, then the most
 * recent.
 */
export async function listQueue(
  db: Queryable,
  q: { status: 'open' | 'closed'; mineStaffId: number | null; page: number; perPage: number },
): Promise<{ items: BoChatConversation[]; total: number }> {
  const params: unknown[] = [q.status];
  let where = 'c.status = $1';
  if (q.mineStaffId !== null) {
    params.push(q.mineStaffId);
    where += ` AND c.assigned_staff_id = $${params.length}`;
  }
  const { rows: count } = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM support_conversations c WHERE ${where}`,
    params,
  );
  params.push(q.perPage, (q.page - 1) * q.perPage);
  const { rows } = await db.query(
    `${QUEUE_SELECT} WHERE ${where}
     ORDER BY (c.assigned_staff_id IS NULL) DESC, c.waiting_since ASC NULLS LAST, c.last_message_at DESC, c.id DESC
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { items: rows.map(queueItemOf), total: Number(count[0]!.n) };
}

export async function loadQueueItem(db: Queryable, id: number): Promise<BoChatConversation | null> {
  const { rows } = await db.query(`${QUEUE_SELECT} WHERE c.id = $1`, [id]);
  return rows[0] ? queueItemOf(rows[0]) : null;
}

/** Active staff whose role may answer the chat. */
export async function listAgents(db: Queryable, roles: readonly string[]) {
  const { rows } = await db.query<{ id: number; name: string; email: string }>(
    `SELECT id, name, email FROM staff WHERE role = ANY($1) AND disabled_at IS NULL ORDER BY name, id`,
    [[...roles]],
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, email: r.email }));
}

function cannedOf(row: Record<string, unknown>): BoCannedReply {
  return {
    id: Number(row.id),
    title: row.title as string,
    body: row.body as string,
    updated_at: iso(row.updated_at as Date),
  };
}

export async function listCannedReplies(db: Queryable): Promise<BoCannedReply[]> {
  const { rows } = await db.query(
    'SELECT id, title, body, updated_at FROM support_canned_replies WHERE deleted_at IS NULL ORDER BY title, id',
  );
  return rows.map(cannedOf);
}

export async function findCannedReply(db: Queryable, id: number, forUpdate = false) {
  const { rows } = await db.query(
    `SELECT id, title, body, updated_at FROM support_canned_replies WHERE id = $1 AND deleted_at IS NULL${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ? cannedOf(rows[0]) : null;
}

export async function insertCannedReply(db: Queryable, title: string, body: string, now: Date) {
  const { rows } = await db.query(
    'INSERT INTO support_canned_replies (title, body, updated_at) VALUES ($1, $2, $3) RETURNING id, title, body, updated_at',
    [title, body, now],
  );
  return cannedOf(rows[0]!);
}

export async function updateCannedReply(
  db: Queryable,
  id: number,
  title: string,
  body: string,
  now: Date,
) {
  const { rows } = await db.query(
    'UPDATE support_canned_replies SET title = $2, body = $3, updated_at = $4 WHERE id = $1 RETURNING id, title, body, updated_at',
    [id, title, body, now],
  );
  return cannedOf(rows[0]!);
}

export async function deleteCannedReply(db: Queryable, id: number, now: Date) {
  await db.query('UPDATE support_canned_replies SET deleted_at = $2 WHERE id = $1', [id, now]);
}
