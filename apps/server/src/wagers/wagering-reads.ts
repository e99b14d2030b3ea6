import type { Queryable } from '../db/database';

/**
 * A bettor's wagering in figures, read from the bet store for responsible gambling (limits, the
 * session figures, the activity statement, the markers of harm), so that responsible-gambling/
 * calls the owner rather than names the bet tables (src/table-ownership.unit.test.ts). Free bets
 * aside where a figure is the bettor's own money.
 */

/** One cash wager as a loss limit reads it (minor units). */
export interface CashWagerRow {
  created_at: Date;
  stake: number;
  paid: number;
  /** False for a refused or cancelled wager (its stake was never at play). */
  counted: boolean;
}

/** The bettor's cash wagers (free bets aside, a stake above nothing) placed since `since`. */
export async function cashWagersSince(
  db: Queryable,
  profileId: number,
  since: Date,
): Promise<CashWagerRow[]> {
  const { rows } = await db.query<CashWagerRow>(
    `SELECT created_at, stake::float8 AS stake, amount_paid::float8 AS paid,
            status NOT IN ('rejected', 'cancelled') AS counted
       FROM bets
      WHERE profile_id = $1 AND created_at >= $2 AND free_bet_id IS NULL AND stake > 0`,
    [profileId, since],
  );
  return rows;
}

/** Staked and paid back (minor units) on the bettor's wagers placed since `since`, free bets aside. */
export async function stakedAndReturnedSince(
  db: Queryable,
  profileId: number,
  since: Date,
): Promise<{ staked: number; returned: number }> {
  const { rows } = await db.query<{ staked: number; returned: number }>(
    `SELECT coalesce(sum(stake), 0)::float8 AS staked, coalesce(sum(amount_paid), 0)::float8 AS returned
       FROM bets WHERE profile_id = $1 AND created_at >= $2 AND free_bet_id IS NULL`,
    [profileId, since],
  );
  return rows[0] ?? { staked: 0, returned: 0 };
}

/**
 * Staked and paid back (minor units) per month of placement in `timezone` ('YYYY-MM'), free
 * bets aside: the bettor's latest `months` months with a wager, newest first.
 */
export async function stakedAndReturnedByMonth(
  db: Queryable,
  profileId: number,
  timezone: string,
  months: number,
): Promise<{ month: string; stakes: number; returns: number }[]> {
  const { rows } = await db.query<{ month: string; stakes: number; returns: number }>(
    `SELECT to_char(created_at AT TIME ZONE $2, 'YYYY-MM') AS month,
            sum(stake)::float8 AS stakes, sum(amount_paid)::float8 AS returns
       FROM bets WHERE profile_id = $1 AND free_bet_id IS NULL
      GROUP BY 1 ORDER BY 1 DESC LIMIT $3`,
    [profileId, timezone, months],
  );
  return rows;
}

/** How many wagers a bettor placed in a week, and how many of them at night (local time). */
export interface WagerHours {
  profile_id: number;
  week_wagers: number;
  night_wagers: number;
}

/**
 * Every bettor who placed a wager in [since, until), with the wagers they placed in
 * [weekStart, until) and those of them placed before `nightEndsHour` in their country's time
 * (`zones` by the profile's country, `otherZone` for any other).
 */
export async function wagerHoursByBettor(
  db: Queryable,
  input: {
    since: Date;
    weekStart: Date;
    until: Date;
    zones: Readonly<Record<string, string>>;
    otherZone: string;
    nightEndsHour: number;
  },
): Promise<WagerHours[]> {
  const countries = Object.keys(input.zones);
  const { rows } = await db.query<WagerHours>(
    `SELECT b.profile_id,
            count(*) FILTER (WHERE b.created_at >= $2)::int AS week_wagers,
            count(*) FILTER (WHERE b.created_at >= $2 AND p.id IS NOT NULL
              AND extract(hour FROM b.created_at AT TIME ZONE coalesce(z.zone, $6)) < $7)::int
              AS night_wagers
       FROM bets b
       LEFT JOIN profiles p ON p.id = b.profile_id
       LEFT JOIN unnest($4::text[], $5::text[]) AS z(country, zone) ON z.country = p.country
      WHERE b.created_at >= $3 AND b.created_at < $1
      GROUP BY b.profile_id`,
    [
      input.until,
      input.weekStart,
      input.since,
      countries,
      countries.map((c) => input.zones[c]!),
      input.otherZone,
      input.nightEndsHour,
    ],
  );
  return rows;
}

/**
 * For each moment (a bettor and a time), whether one of that bettor's wagers was lost and
 * settled in the `withinMinutes` up to it; answers in the order asked. `at` is a timestamptz as
 * the database wrote it (text keeps its microseconds, which a Date would cut).
 */
export async function followsLostWager(
  db: Queryable,
  moments: readonly { profileId: number; at: string }[],
  withinMinutes: number,
): Promise<boolean[]> {
  if (moments.length === 0) return [];
  const { rows } = await db.query<{ after_loss: boolean }>(
    `SELECT EXISTS (
              SELECT 1 FROM bets b WHERE b.profile_id = m.profile_id AND b.status = 'lost'
                 AND b.settled_at BETWEEN m.at - make_interval(mins => $3) AND m.at
            ) AS after_loss
       FROM unnest($1::bigint[], $2::timestamptz[]) WITH ORDINALITY AS m(profile_id, at, i)
      ORDER BY m.i`,
    [moments.map((m) => m.profileId), moments.map((m) => m.at), withinMinutes],
  );
  return rows.map((r) => r.after_loss);
}
