import { sessionIsLiveSql } from '../auth/session';
import type { Queryable } from '../db/database';
import { storeAnswerSql } from '../wallet/idempotency';
import {
  bettorMovementSql,
  houseMovementSql,
  noMovementSql,
  sqlParams,
  type SqlParam,
} from '../wallet/ledger-sql';

/** A bet as stored (money in minor units). */
export interface BetRow {
  id: number;
  short_id: string;
  ref: string;
  profile_id: number;
  country: string;
  product: string;
  bet_type: number;
  status: string;
  stake: number;
  excise_tax: number;
  total_odd: number;
  possible_win: number;
  withholding_tax: number;
  bonus: number;
  final_payout: number;
  points: number;
  amount_paid: number;
  settled_total_odd: number | null;
  settled_withholding_tax: number | null;
  settled_bonus: number | null;
  reject_reason: string | null;
  decide_at: Date | null;
  share_code: string | null;
  created_at: Date;
  decided_at: Date | null;
  settled_at: Date | null;
  /** The free bet that staked it (offers/); null when staked from the bettor's cash. */
  free_bet_id: number | null;
}

export interface LegRow {
  bet_id: number;
  leg_no: number;
  parent_match_id: number;
  match_id: number | null;
  sub_type_id: number;
  special_bet_value: string;
  bet_pick: string;
  outcome_id: string;
  odd_value: number;
  sport_id: number | null;
  bet_type: number;
  home_team: string;
  away_team: string;
  market_name: string;
  display: string;
  start_time: Date | null;
  status: string;
  result: string | null;
  /** The match's short game id (read with the leg, not stored on it). */
  game_id?: number | null;
}

export type NewBet = Omit<
  BetRow,
  | 'id'
  | 'amount_paid'
  | 'settled_total_odd'
  | 'settled_withholding_tax'
  | 'settled_bonus'
  | 'reject_reason'
  | 'created_at'
  | 'decided_at'
  | 'settled_at'
> & { src: string | null; promo_id: string | null; affiliate_id: string | null };

export type NewLeg = Omit<LegRow, 'bet_id' | 'status' | 'result'>;

const BET_COLUMNS = `id, short_id, ref, profile_id, country, product, bet_type, status, stake, excise_tax,
  total_odd, possible_win, withholding_tax, bonus, final_payout, points, amount_paid,
  settled_total_odd, settled_withholding_tax, settled_bonus, reject_reason, decide_at, share_code,
  created_at, decided_at, settled_at, free_bet_id`;

const LEG_COLUMNS = `bet_id, leg_no, parent_match_id, match_id, sub_type_id, special_bet_value, bet_pick,
  outcome_id, odd_value, sport_id, bet_type, home_team, away_team, market_name, display, start_time,
  status, result`;

/** The stake debit booked with a new bet: the bettor's cash row and the house stakes account. */
export interface StakeDebit {
  houseAccountId: number;
  /** Ledger transaction kind ('stake'). */
  kind: string;
  /** The stake comes from this source instead of the bettor's cash (a free bet). */
  source?: StakeSource;
}

/**
 * A stake paid from elsewhere than the bettor's cash (a free bet, offers/free-bet-funding.ts).
 * `claim` is the body of a CTE that takes the source once, in the placement statement (the
 * free bet's conditional UPDATE from active to used), RETURNING `id` and the bettor's cash
 * `balance`; no row means nothing at all is written. The stake then moves in the ledger from
 * the house account `houseAccountId` to the debit's (house:freebets → house:stakes).
 */
export interface StakeSource {
  claim(param: SqlParam, bound: { profile: string; now: string; guard: string }): string;
  houseAccountId: number;
  /** Ledger transaction kind ('freebet_stake'). */
  kind: string;
}

/**
 * A product's own row written in the wager's one placement statement (a jackpot entry's
 * event and picks): `sql` is the body of a CTE, an INSERT that reads the new wager's id as
 * `b.id` (`... SELECT b.id, ... FROM b`), with its values bound through `param`.
 */
export interface WagerCompanion {
  sql(param: (value: unknown) => string): string;
}

/**
 * The answer stored under the bet's idempotency key in the same statement (the bet id and
 * first_bet are filled in by the database). `key` null: the request carried no key.
 */
export interface StoredPlacementAnswer {
  scope: string;
  key: string | null;
  requestHash: string;
  statusCode: number;
  message: string;
  async: boolean;
}

/**
 * What a bet judged from the catalog kept in memory saw of each leg besides the leg itself
 * (match, market, outcome and price are the leg's own columns): the placement statement writes
 * the bet only if the database still holds exactly this. The rules are applied in code; the
 * statement only compares state.
 */
export interface JudgedLegState {
  match_status: string;
  bet_status: string;
}

/** The placement statement's text by shape (see insertBet). */
const placementStatements = new Map<'cash' | 'no-stake', string>();

/**
 * How many parameters the 'cash' placement statement binds, in the order insertBet binds them:
 * migration 0161's set-based batch (`wager_placements_cash`) reads them by position, so a
 * parameter added here must be added there too (the count's test fails until both agree).
 */
export const CASH_PLACEMENT_PARAMS = 55;

/** True for insertBet's 'cash' statement: a batch of them can be written set-based (0161). */
export function isCashPlacement(text: string, params: readonly unknown[]): boolean {
  return text === placementStatements.get('cash') && params.length === CASH_PLACEMENT_PARAMS;
}

/**
 * A PostgreSQL array literal of one field of each row (`{1,2,NULL}`, `{"a","b \\"c\\""}`),
 * bound as a text parameter like any other. The driver would build the same literal from a JS
 * array, but with two regular expressions and a quoted copy per element: the placement binds
 * 17 of them per bet.
 */
function arrayLiteral<T>(rows: readonly T[], field: (row: T) => string | number | null): string {
  let text = '{';
  for (let i = 0; i < rows.length; i++) {
    const value = field(rows[i]!);
    if (i > 0) text += ',';
    if (value === null || value === undefined) text += 'NULL';
    else if (typeof value === 'number') text += String(value);
    else text += `"${value.replace(/["\\]/g, '\\$&')}"`;
  }
  return `${text}}`;
}

/**
 * Debits the stake from the bettor's cash (the wallet's movement: never below zero, a
 * concurrent debit queues on the row and re-checks) and, only when it was debited, writes the
 * bet, its legs, its 'placed' event, the wallet's ledger rows and the wallet's stored answer
 * under the idempotency key: one statement, so it is atomic even outside a transaction. A key
 * already stored makes the statement fail (isKeyAlreadyStored; nothing written). Returns the
 * new id and whether it is the profile's first bet (read from the snapshot before the insert);
 * `debited` false means the cash did not cover the stake, or (`stale`) the catalog no longer
 * matches what was `judged` or the remembered session has ended, and nothing was written.
 */
export async function insertBet(
  tx: Queryable,
  bet: NewBet,
  legs: readonly NewLeg[],
  createdAt: Date,
  debit: StakeDebit,
  answer: StoredPlacementAnswer,
  /** Per leg, when the bet was judged from memory: compared with the database first. */
  judged: readonly JudgedLegState[] | null = null,
  /** The session's token hash when it was not read from the database for this request. */
  rememberedSession: string | null = null,
  /** A product's own row written with the wager (wagers/README.md, pooled products). */
  companion: WagerCompanion | null = null,
  /** The product's state at pricing, kept in the 'placed' event (`placedProductState`). */
  productState: object | null = null,
  /**
   * True when the responsible-gambling check judged this wager in the caller's transaction
   * (responsible-gambling/stake-guard.ts); otherwise a guarded bettor's wager is written by
   * nobody here and answers stale, so the placer reads the session again and takes that path.
   */
  rgChecked = false,
  /**
   * True: the statement itself judges the stake against each selection's stake limit (scaled
   * by the bettor's stake factor, wagers/trading-limits.ts) and writes nothing over it
   * (`overLimit`), so the placer need not read the limits first. The liability limit is
   * judged by the exposure's CHECK either way.
   */
  stakeLimits = false,
): Promise<
  | { debited: true; id: number; firstBet: boolean }
  | { debited: false; stale: boolean; overLimit?: true }
> {
  const column = <K extends keyof NewLeg>(key: K) =>
    arrayLiteral(legs, (leg) => leg[key] as string | number | null);
  const { params, param } = sqlParams([
    bet.short_id,
    bet.ref,
    bet.profile_id,
    bet.country,
    bet.product,
    bet.bet_type,
    bet.status,
    bet.stake,
    bet.excise_tax,
    bet.total_odd,
    bet.possible_win,
    bet.withholding_tax,
    bet.bonus,
    bet.final_payout,
    bet.points,
    bet.decide_at ? bet.decide_at.toISOString() : null,
    bet.share_code,
    bet.src,
    bet.promo_id,
    bet.affiliate_id,
    createdAt.toISOString(),
    column('leg_no'),
    column('parent_match_id'),
    column('match_id'),
    column('sub_type_id'),
    column('special_bet_value'),
    column('bet_pick'),
    column('outcome_id'),
    column('odd_value'),
    column('sport_id'),
    column('bet_type'),
    column('home_team'),
    column('away_team'),
    column('market_name'),
    column('display'),
    arrayLiteral(legs, (leg) => (leg.start_time ? leg.start_time.toISOString() : null)),
    arrayLiteral(judged ?? [], (leg) => leg.match_status),
    arrayLiteral(judged ?? [], (leg) => leg.bet_status),
    judged !== null,
    rememberedSession,
    productState === null ? null : JSON.stringify(productState),
    rgChecked,
    stakeLimits,
  ]);
  // The debit (or the claim of its source) happens only when the judged state still holds
  // and the stake is within its stake limits ($43).
  const guard = '(SELECT current FROM g) AND (SELECT within FROM sl)';
  // A wager with no stake (a free jackpot line) moves no money: it only needs the bettor's
  // cash row (its balance answers) and the same checks.
  const source = debit.source;
  const stake = source
    ? {
        change: source.claim(param, {
          profile: '$3',
          now: '$21',
          guard,
        }),
        booking: houseMovementSql(param, {
          fromHouseAccountId: source.houseAccountId,
          toHouseAccountId: debit.houseAccountId,
          amountCents: bet.stake,
          transactionKind: source.kind,
          profileId: bet.profile_id,
        }).booking,
      }
    : bet.stake > 0
      ? bettorMovementSql(param, {
          profileId: bet.profile_id,
          kind: 'cash',
          amountCents: -bet.stake,
          houseAccountId: debit.houseAccountId,
          transactionKind: debit.kind,
          guard,
        })
      : noMovementSql('$3', guard);
  const freeBetId = param(bet.free_bet_id);
  const companionSql = companion ? `,\n     c AS (${companion.sql(param)})` : '';
  const storeAnswer = storeAnswerSql(param, answer, {
    sql: `jsonb_build_object('message', ${param(answer.message)}::text,
            'async', ${param(answer.async)}::boolean, 'bet_id', b.id, 'ref', $2::text,
            'first_bet', first.first_bet, 'status', $7::text)`,
    from: 'b, first',
  });
  // The text of the usual shapes (cash or no stake, no product rows) is built once: the
  // fragments above depend on the shape only, never on values (wallet/ledger-sql.ts), and the
  // database driver names a prepared statement by its text, so a new 4 KB string per bet cost
  // its building, its hash and its garbage. The fragments still ran, to bind their values.
  const shape = source || companion ? null : bet.stake > 0 ? 'cash' : 'no-stake';
  let text = shape === null ? undefined : placementStatements.get(shape);
  if (text === undefined) {
    // Only strings built above go into the text: a param() call in it would be skipped by
    // the cached text (and the statement then refused for its parameter count).
    text = `WITH first AS (SELECT NOT EXISTS (SELECT 1 FROM bets WHERE profile_id = $3) AS first_bet),
     -- Judged from memory ($39): every leg's match, market and price still as they were judged;
     -- and a remembered session ($40) still live. Correlated EXISTS keeps each check on
     -- primary keys.
     g AS (
       SELECT ($40::text IS NULL OR ${sessionIsLiveSql(40, 3, 21)})
              AND ($42::boolean OR NOT EXISTS (SELECT 1 FROM profiles
                    WHERE id = $3 AND (rg_guarded OR date_of_birth IS NULL)))
              AND bool_and(EXISTS (
                SELECT 1 FROM matches m JOIN markets mk ON mk.parent_match_id = m.parent_match_id
                 WHERE m.parent_match_id = x.parent_match_id AND m.status = x.match_status
                   AND m.start_time = x.start_time AND mk.sub_type_id = x.sub_type_id
                   AND mk.special_bet_value = x.special_bet_value AND mk.bet_status = x.bet_status
                   AND EXISTS (SELECT 1 FROM jsonb_array_elements(mk.outcomes) o
                                WHERE o->>'odd_key' = x.bet_pick
                                  AND (o->>'odd_value')::numeric = x.odd_value))) IS NOT FALSE AS current
         FROM unnest($23::bigint[], $25::int[], $26::text[], $27::text[], $29::numeric[],
                     $36::timestamptz[], $37::text[], $38::text[])
              AS x(parent_match_id, sub_type_id, special_bet_value, bet_pick, odd_value, start_time,
                   match_status, bet_status)
        WHERE $39::boolean
     ),
     -- Asked to ($43): the stake within every selection's stake limit, scaled by the bettor's
     -- stake factor and rounded down to the cent (packages/domain scaledStakeLimit), the rule
     -- trading_limit_row reads (migration 0152) planned with this statement.
     sl AS (
       SELECT bool_and(lim.cents IS NULL
                       OR $8::bigint <= floor(lim.cents * coalesce(f.factor, 1))) IS NOT FALSE AS within
         FROM unnest($23::bigint[], $25::int[]) AS y(pm, st)
         LEFT JOIN LATERAL trading_limit_row(y.pm, y.st, 'stake') lim ON true
         LEFT JOIN trading_bettor_factors f ON f.profile_id = $3
        WHERE $43::boolean
     ),
     u AS (${stake.change}),
     b AS (
       INSERT INTO bets (short_id, ref, profile_id, country, product, bet_type, status, stake, excise_tax,
         total_odd, possible_win, withholding_tax, bonus, final_payout, points, decide_at, share_code,
         src, promo_id, affiliate_id, created_at, free_bet_id)
       SELECT $1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,
              ${freeBetId}::bigint FROM u
       RETURNING id, product, status, stake, final_payout
     ),
     l AS (
       INSERT INTO bet_legs (bet_id, leg_no, parent_match_id, match_id, sub_type_id, special_bet_value,
         bet_pick, outcome_id, odd_value, sport_id, bet_type, home_team, away_team, market_name, display,
         start_time)
       SELECT b.id, x.* FROM b, unnest($22::int[], $23::bigint[], $24::bigint[], $25::int[], $26::text[],
         $27::text[], $28::text[], $29::numeric[], $30::int[], $31::int[], $32::text[], $33::text[],
         $34::text[], $35::text[], $36::timestamptz[]) AS x
     ),
     -- The book's exposure (migration 0154): the wager's stake and full payout on each of its
     -- selections, against the liability limit in force; a liability above it fails the CHECK
     -- and with it the whole statement. The rows are locked in key order, as every writer takes
     -- them, so two multis sharing selections queue instead of deadlocking. Reading b, it runs
     -- only for a wager written, after its debit.
     x AS (
       INSERT INTO trading_exposure AS e (parent_match_id, sub_type_id, special_bet_value, odd_key,
              bets, stakes_cents, liability_cents, limit_cents)
       SELECT s.pm, s.st, s.sbv, s.ok, s.n, s.n * b.stake, s.n * b.final_payout, lim.cents
         FROM b,
              (SELECT pm, st, sbv, ok, count(*)::int AS n
                 FROM unnest($23::bigint[], $25::int[], $26::text[], $27::text[]) AS y(pm, st, sbv, ok)
                GROUP BY 1, 2, 3, 4) s
         LEFT JOIN LATERAL trading_limit_row(s.pm, s.st, 'liability') lim ON true
        WHERE trading_exposed_product(b.product) AND b.status IN ('open', 'pending')
        ORDER BY s.pm, s.st, s.sbv, s.ok
       ON CONFLICT (parent_match_id, sub_type_id, special_bet_value, odd_key) DO UPDATE
          SET bets = e.bets + EXCLUDED.bets, stakes_cents = e.stakes_cents + EXCLUDED.stakes_cents,
              liability_cents = e.liability_cents + EXCLUDED.liability_cents,
              limit_cents = EXCLUDED.limit_cents
     ),
     -- The product's state at pricing ($41, null for most) rides on the 'placed' event, so a
     -- wager never exists without it.
     e AS (
       INSERT INTO bet_events (bet_id, kind, from_status, to_status, detail, created_at)
       SELECT b.id, 'placed', NULL, $7, CASE WHEN $41::jsonb IS NULL THEN '{}'::jsonb
                ELSE jsonb_build_object('product_state', $41::jsonb) END, $21
         FROM b
     ),
     ${stake.booking('u', { sql: 'b.id::text', from: 'u, b' })},
     k AS (${storeAnswer})${companionSql}
     SELECT b.id, first.first_bet, u.balance, g.current, sl.within
       FROM first CROSS JOIN g CROSS JOIN sl LEFT JOIN u ON true LEFT JOIN b ON true`;
    if (shape !== null) placementStatements.set(shape, text);
  }
  const { rows } = await tx.query<{
    id: number | null;
    first_bet: boolean;
    balance: number | null;
    current: boolean;
    within: boolean;
  }>(text, params);
  const row = rows[0]!;
  if (row.balance !== null && row.id !== null) {
    return { debited: true, id: row.id, firstBet: row.first_bet };
  }
  return row.current && !row.within
    ? { debited: false, stale: false, overLimit: true }
    : { debited: false, stale: !row.current };
}

export async function insertBetEvent(
  tx: Queryable,
  betId: number,
  kind: string,
  from: string | null,
  to: string | null,
  detail: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO bet_events (bet_id, kind, from_status, to_status, detail, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
    [betId, kind, from, to, JSON.stringify(detail), at],
  );
}

export async function findBet(db: Queryable, id: number): Promise<BetRow | undefined> {
  const { rows } = await db.query<BetRow>(`SELECT ${BET_COLUMNS} FROM bets WHERE id = $1`, [id]);
  return rows[0];
}

/** Locks the bet row for a state change in this transaction. */
export async function lockBet(tx: Queryable, id: number): Promise<BetRow | undefined> {
  const { rows } = await tx.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM bets WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

export async function findBetByShortId(
  db: Queryable,
  shortId: string,
): Promise<BetRow | undefined> {
  const { rows } = await db.query<BetRow>(`SELECT ${BET_COLUMNS} FROM bets WHERE short_id = $1`, [
    shortId,
  ]);
  return rows[0];
}

export async function findBetByRef(db: Queryable, ref: string): Promise<BetRow | undefined> {
  const { rows } = await db.query<BetRow>(`SELECT ${BET_COLUMNS} FROM bets WHERE ref = $1`, [ref]);
  return rows[0];
}

export async function findLegs(db: Queryable, betIds: readonly number[]): Promise<LegRow[]> {
  if (betIds.length === 0) return [];
  const { rows } = await db.query<LegRow>(
    // The match's short game id (issue 36) rides along: a primary-key lookup per leg. A
    // virtual or unknown match has none.
    `SELECT ${LEG_COLUMNS},
            (SELECT m.game_id FROM matches m WHERE m.parent_match_id = bet_legs.parent_match_id) AS game_id
       FROM bet_legs WHERE bet_id = ANY($1::bigint[]) ORDER BY bet_id, leg_no`,
    [betIds],
  );
  return rows;
}

export interface HistoryFilter {
  profileId: number;
  since: Date | null;
  statuses: readonly string[] | null;
  /** A product name, or null for every product. */
  product: string | null;
  limit: number;
  offset: number;
}

export async function listBets(
  db: Queryable,
  filter: HistoryFilter,
): Promise<{ rows: BetRow[]; total: number }> {
  const where = ['profile_id = $1'];
  const params: unknown[] = [filter.profileId];
  if (filter.since) {
    params.push(filter.since);
    where.push(`created_at >= $${params.length}`);
  }
  if (filter.product) {
    params.push(filter.product);
    where.push(`product = $${params.length}`);
  }
  if (filter.statuses) {
    params.push(filter.statuses);
    where.push(`status = ANY($${params.length}::text[])`);
  }
  const clause = where.join(' AND ');
  const total = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bets WHERE ${clause}`,
    params,
  );
  params.push(filter.limit, filter.offset);
  const { rows } = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM bets WHERE ${clause} ORDER BY created_at DESC, id DESC
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows, total: total.rows[0]?.n ?? 0 };
}

/** Moves a bet from one status to another; false when it was no longer in `from` (already done). */
export async function transitionBet(
  tx: Queryable,
  id: number,
  from: string,
  to: string,
  set: {
    amount_paid?: number;
    reject_reason?: string | null;
    settled_total_odd?: number;
    settled_withholding_tax?: number;
    settled_bonus?: number;
    decided_at?: Date;
    settled_at?: Date;
  },
): Promise<boolean> {
  const assignments = ['status = $3'];
  const params: unknown[] = [id, from, to];
  for (const [column, value] of Object.entries(set)) {
    if (value === undefined) continue;
    params.push(value);
    assignments.push(`${column} = $${params.length}`);
  }
  const { rowCount } = await tx.query(
    `UPDATE bets SET ${assignments.join(', ')} WHERE id = $1 AND status = $2`,
    params,
  );
  return rowCount === 1;
}

/** Live bets whose acceptance delay is over, oldest first. */
export async function dueLiveBets(db: Queryable, now: Date, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM bets WHERE status = 'pending' AND decide_at <= $1 ORDER BY decide_at LIMIT $2`,
    [now, limit],
  );
  return rows.map((r) => r.id);
}

/** The earliest decision time of a pending bet (to sleep until then). */
export async function nextDecideAt(db: Queryable): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | null }>(
    `SELECT min(decide_at) AS at FROM bets WHERE status = 'pending'`,
  );
  return rows[0]?.at ?? null;
}

export async function setLegStatus(
  tx: Queryable,
  betId: number,
  legNo: number,
  status: string,
  result: string | null,
  at: Date,
): Promise<void> {
  await tx.query(
    `UPDATE bet_legs SET status = $3, result = $4, settled_at = $5 WHERE bet_id = $1 AND leg_no = $2`,
    [betId, legNo, status, result, at],
  );
}

/** Bets (other than pending live ones) with at least one open leg on this match. */
export async function openBetIdsForMatch(db: Queryable, parentMatchId: number): Promise<number[]> {
  const { rows } = await db.query<{ bet_id: number }>(
    `SELECT DISTINCT l.bet_id FROM bet_legs l JOIN bets b ON b.id = l.bet_id
     WHERE l.parent_match_id = $1 AND l.status = 'open' AND b.status <> 'pending' ORDER BY l.bet_id`,
    [parentMatchId],
  );
  return rows.map((r) => r.bet_id);
}
