import type { Queryable } from '../../db/database';

interface KycQueueRow {
  bettor_id: number;
  mobile: string;
  country: string;
  name: string | null;
  date_of_birth: string | null;
  id_type: string | null;
  id_number: string | null;
  status: string;
  reason: string | null;
  updated_at: Date | null;
}

/**
 * The KYC review queue: `waiting` (submitted, status '1', oldest first) or `decided` (verified
 * or rejected, newest first), with the details the bettor gave.
 */
export async function listKycQueue(
  db: Queryable,
  input: { state: 'waiting' | 'decided'; page: number; perPage: number },
) {
  const where = input.state === 'waiting' ? `kyc_status = '1'` : `kyc_status IN ('2', '3')`;
  const order =
    input.state === 'waiting'
      ? 'kyc_updated_at ASC NULLS FIRST, id ASC'
      : 'kyc_updated_at DESC NULLS LAST, id DESC';
  const { rows } = await db.query<KycQueueRow>(
    `SELECT id AS bettor_id, mobile, country, kyc_official_name AS name,
            to_char(kyc_date_of_birth, 'YYYY-MM-DD') AS date_of_birth, kyc_id_type AS id_type,
            kyc_id_number AS id_number, kyc_status AS status, kyc_reason AS reason,
            kyc_updated_at AS updated_at
     FROM profiles WHERE ${where} ORDER BY ${order} LIMIT $1 OFFSET $2`,
    [input.perPage, (input.page - 1) * input.perPage],
  );
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM profiles WHERE ${where}`,
  );
  return {
    items: rows.map((r) => ({
      ...r,
      bettor_id: Number(r.bettor_id),
      updated_at: r.updated_at ? new Date(r.updated_at).toISOString() : null,
    })),
    total: Number(count.rows[0]?.n ?? 0),
  };
}
