/**
 * Whether a database error is a unique violation (SQLSTATE 23505), optionally of one named
 * constraint. Both drivers (pg and PGlite) report PostgreSQL's error fields as properties.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  if (!e || e.code !== '23505') return false;
  return constraint === undefined || e.constraint === constraint;
}
