type Pair = { home: number | string; away: number | string };

function isPair(value: unknown): value is Pair {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const ok = (x: unknown) => typeof x === 'number' || typeof x === 'string';
  return ok(v.home) && ok(v.away);
}

function pairs(value: unknown): Pair[] {
  return Array.isArray(value) ? value.filter(isPair) : [];
}

const show = (p: Pair) => `${p.home}-${p.away}`;

/**
 * The live detail under the score: set scores and the current game (tennis, volleyball, table
 * tennis), period scores, and cards, as far as the feed provides them.
 */
export function ScoreDetail({ detail }: { detail: Record<string, unknown> }) {
  const sets = pairs(detail.sets);
  const periods = pairs(detail.periods);
  const game = isPair(detail.game) ? detail.game : null;
  const cards =
    detail.cards && typeof detail.cards === 'object'
      ? (detail.cards as Record<string, unknown>)
      : null;
  const yellow = cards && isPair(cards.yellow) ? cards.yellow : null;
  const red = cards && isPair(cards.red) ? cards.red : null;
  const parts: string[] = [];
  if (sets.length > 0) parts.push(`Sets ${sets.map(show).join(', ')}`);
  if (game) parts.push(`Game ${show(game)}`);
  if (periods.length > 0) parts.push(`Periods ${periods.map(show).join(', ')}`);
  if (yellow) parts.push(`Yellow cards ${show(yellow)}`);
  if (red && (Number(red.home) > 0 || Number(red.away) > 0)) parts.push(`Red cards ${show(red)}`);
  if (parts.length === 0) return null;
  return (
    <p className="match-header__detail" data-testid="score-detail">
      {parts.join(' · ')}
    </p>
  );
}
