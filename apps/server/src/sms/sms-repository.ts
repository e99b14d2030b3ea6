import type { Queryable } from '../db/database';
import { exclusionInForceSql } from '../responsible-gambling/exclusion-sql';

/** An inbound SMS as stored (`sms_inbound`). */
export interface InboundRow {
  gateway_id: string;
  mobile: string;
  text: string;
  link_id: string | null;
  reply: string | null;
  handled_at: Date | null;
}

/**
 * Records an inbound message once. Returns the stored row and whether this call stored it: a
 * replay of a handled message finds `handled_at` set and does nothing.
 */
export async function recordInbound(
  db: Queryable,
  m: {
    gatewayId: string;
    mobile: string;
    shortCode: string;
    text: string;
    linkId: string | null;
    sentAt: Date | null;
    now: Date;
  },
): Promise<InboundRow> {
  const inserted = await db.query<InboundRow>(
    `INSERT INTO sms_inbound (gateway_id, mobile, short_code, text, link_id, sent_at, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (gateway_id) DO NOTHING
     RETURNING gateway_id, mobile, text, link_id, reply, handled_at`,
    [m.gatewayId, m.mobile, m.shortCode, m.text, m.linkId, m.sentAt, m.now],
  );
  if (inserted.rows[0]) return inserted.rows[0];
  const { rows } = await db.query<InboundRow>(
    'SELECT gateway_id, mobile, text, link_id, reply, handled_at FROM sms_inbound WHERE gateway_id = $1',
    [m.gatewayId],
  );
  return rows[0]!;
}

/** Marks a message handled with its reply; false when another process got there first. */
export async function markInboundHandled(
  db: Queryable,
  gatewayId: string,
  reply: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE sms_inbound SET reply = $2, handled_at = $3
      WHERE gateway_id = $1 AND handled_at IS NULL RETURNING 1`,
    [gatewayId, reply, now],
  );
  return rows.length > 0;
}

/** A slip waiting for the bettor's YES. */
export interface PendingSlip {
  /** The pipeline body, at the prices the bettor is asked to accept. */
  body: Record<string, unknown>;
  /** For the reply: game id, code and price of each leg. */
  legs: { gameId: number; code: string; odds: number }[];
}

export async function savePendingBet(
  db: Queryable,
  p: { mobile: string; gatewayId: string; slip: PendingSlip; expiresAt: Date; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO sms_pending_bets (mobile, gateway_id, slip, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (mobile) DO UPDATE SET gateway_id = EXCLUDED.gateway_id, slip = EXCLUDED.slip,
       expires_at = EXCLUDED.expires_at, created_at = EXCLUDED.created_at`,
    [p.mobile, p.gatewayId, JSON.stringify(p.slip), p.expiresAt, p.now],
  );
}

/** Takes (deletes and returns) the phone's pending bet if it has not expired. */
export async function takePendingBet(
  db: Queryable,
  mobile: string,
  now: Date,
): Promise<{ gatewayId: string; slip: PendingSlip } | null> {
  const { rows } = await db.query<{
    gateway_id: string;
    slip: PendingSlip | string;
    expires_at: Date;
  }>('DELETE FROM sms_pending_bets WHERE mobile = $1 RETURNING gateway_id, slip, expires_at', [
    mobile,
  ]);
  const row = rows[0];
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return null;
  const slip = typeof row.slip === 'string' ? (JSON.parse(row.slip) as PendingSlip) : row.slip;
  return { gatewayId: row.gateway_id, slip };
}

/** STOP: no marketing SMS to this phone from now on. */
export async function optOutOfMarketing(db: Queryable, mobile: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO sms_marketing_opt_outs (mobile, stopped_at) VALUES ($1, $2)
     ON CONFLICT (mobile) DO NOTHING`,
    [mobile, now],
  );
}

/**
 * Whether marketing may be texted to a phone at `now` (every marketing sender asks this first):
 * not after STOP, and not while its bettor is on a time-out or self-exclusion.
 */
export async function marketingSmsAllowed(
  db: Queryable,
  mobile: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM sms_marketing_opt_outs WHERE mobile = $1
     UNION ALL
     SELECT 1 FROM profiles p WHERE p.mobile = $1 AND ${exclusionInForceSql('p.id', '$2')}`,
    [mobile, now],
  );
  return rows.length === 0;
}

/** Whether a bettor's date of birth is on file (accounts opened before it was asked lack it). */
export async function hasDateOfBirth(db: Queryable, profileId: number): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM profiles WHERE id = $1 AND date_of_birth IS NOT NULL',
    [profileId],
  );
  return rows.length > 0;
}

/** Open matches by short game id (not settled, not cancelled): game id → parent_match_id. */
export async function openMatchesByGameId(
  db: Queryable,
  gameIds: readonly number[],
): Promise<Map<number, number>> {
  const { rows } = await db.query<{ game_id: number; parent_match_id: string | number }>(
    `SELECT game_id, parent_match_id FROM matches
      WHERE game_id = ANY($1::int[]) AND resulted_at IS NULL AND status <> 'cancelled'`,
    [gameIds],
  );
  return new Map(rows.map((r) => [Number(r.game_id), Number(r.parent_match_id)]));
}

/** The last answer of a USSD session, when the same text is asked again (a retried request). */
export async function ussdReplay(
  db: Queryable,
  sessionId: string,
  text: string,
): Promise<string | null> {
  const { rows } = await db.query<{ last_text: string; last_answer: string }>(
    'SELECT last_text, last_answer FROM ussd_sessions WHERE session_id = $1',
    [sessionId],
  );
  const row = rows[0];
  return row && row.last_text === text ? row.last_answer : null;
}

export async function saveUssdAnswer(
  db: Queryable,
  s: {
    sessionId: string;
    mobile: string;
    serviceCode: string;
    text: string;
    answer: string;
    now: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO ussd_sessions (session_id, mobile, service_code, last_text, last_answer, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (session_id) DO UPDATE SET last_text = EXCLUDED.last_text,
       last_answer = EXCLUDED.last_answer, updated_at = EXCLUDED.updated_at`,
    [s.sessionId, s.mobile, s.serviceCode, s.text, s.answer, s.now],
  );
}
