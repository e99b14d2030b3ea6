import { t, tAny } from '../../../lib/i18n';
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

/** Sports played in halves (soccer, rugby, handball, futsal by the feed's sport ids). */
const HALVES_SPORTS = new Set([1, 6, 12, 29]);
/** Basketball, played in quarters. */
const QUARTERS_SPORTS = new Set([2]);

/**
 * Each period's score under its name: halves, quarters or numbered periods by the sport. A game
 * still in its first period has nothing the main score does not say, so its lone period is not
 * repeated ('Periods 0-0').
 */
function periodScores(periods: Pair[], sportId: number | undefined): string | null {
  if (periods.length <= 1) return null;
  const name = (i: number) =>
    sportId !== undefined && HALVES_SPORTS.has(sportId) && i < 2
      ? tAny(['1st half', '2nd half'][i])
      : sportId !== undefined && QUARTERS_SPORTS.has(sportId)
        ? `Q${i + 1}`
        : `P${i + 1}`;
  return periods.map((p, i) => `${name(i)} ${show(p)}`).join(', ');
}

/**
 * The live detail under the score: set scores and the current game (tennis, volleyball, table
 * tennis), period scores, and cards, as far as the feed provides them.
 */
export function ScoreDetail({
  detail,
  sportId,
}: {
  detail: Record<string, unknown>;
  sportId?: number;
}) {
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
  if (sets.length > 0) parts.push(t('Sets {scores}', { scores: sets.map(show).join(', ') }));
  if (game) parts.push(t('Game {score}', { score: show(game) }));
  const periodText = periodScores(periods, sportId);
  if (periodText) parts.push(periodText);
  if (yellow) parts.push(t('Yellow cards {score}', { score: show(yellow) }));
  if (red && (Number(red.home) > 0 || Number(red.away) > 0))
    parts.push(t('Red cards {score}', { score: show(red) }));
  if (parts.length === 0) return null;
  return (
    <p className="match-header__detail" data-testid="score-detail">
      {parts.join(' · ')}
    </p>
  );
}
