/**
 * SQL true while an `rg_exclusions` row (columns unqualified, or under `alias`) is in force at
 * `now`: a time-out until its end; a self-exclusion until its end and 24 hours after the
 * bettor asked to end it (the domain's `exclusionHolds`, the same rule).
 */
export function exclusionTermsSql(now: string, alias = ''): string {
  const c = (column: string) => (alias ? `${alias}.${column}` : column);
  return `(${c('ends_at')} > ${now} OR (${c('kind')} = 'self_exclusion'
            AND (${c('end_requested_at')} IS NULL
                 OR ${c('end_requested_at')} + interval '24 hours' > ${now})))`;
}

/**
 * SQL true while the bettor `profile` (an SQL expression) has a break in force at `now`. For
 * writes of other modules that must skip an excluded bettor (notifications, pushes, free bets)
 * in their own statement.
 */
export function exclusionInForceSql(profile: string, now: string): string {
  return `EXISTS (SELECT 1 FROM rg_exclusions rge WHERE rge.profile_id = ${profile}
            AND ${exclusionTermsSql(now, 'rge')})`;
}
