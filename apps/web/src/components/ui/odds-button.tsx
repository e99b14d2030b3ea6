import { formatOdds } from '@shangwe/domain';
import { useEffect, useState } from 'react';
import './odds-button.css';
import { t } from '../../lib/i18n';

/** How long an up/down movement marker stays on a button after the odd changes. */
export const ODDS_MOVEMENT_MS = 4000;

export type OddsMovement = 'up' | 'down' | null;

export interface OddsButtonProps {
  /** Decimal odd; null, undefined or 0 means the outcome cannot be picked (shown locked). */
  oddValue: number | string | null | undefined;
  /** Outcome label shown above the odd (e.g. 1, X, 2, Over 2.5). Omit for odd-only buttons. */
  label?: string;
  /**
   * The outcome's full name under a short label (1X → "Arsenal or Draw"), wrapping rather than
   * cut off; the accessible name should carry it too.
   */
  detail?: string;
  /** The outcome is in the betslip. */
  selected?: boolean;
  /** The market is suspended (bet_status not active) or the match is closed. */
  locked?: boolean;
  /** Called with no arguments when a bettor picks an unlocked outcome. */
  onPick?: () => void;
  /** Accessible name; defaults to "{label} {odd}". */
  ariaLabel?: string;
  className?: string;
  testId?: string;
}

/** Odds are displayed rounded to 2 decimals (spec 01 §9). */
export function formatOdd(value: number | string | null | undefined): string {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) return '-';
  return formatOdds(n);
}

function numeric(value: number | string | null | undefined): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/**
 * Remembers the last odd and reports whether it rose or fell. The marker clears itself after
 * ODDS_MOVEMENT_MS so that a bettor sees the direction of a fresh change only.
 */
export function useOddsMovement(oddValue: number | string | null | undefined): OddsMovement {
  const current = numeric(oddValue);
  const [previous, setPrevious] = useState(current);
  const [movement, setMovement] = useState<{ dir: OddsMovement; at: number }>({
    dir: null,
    at: 0,
  });
  // Adjusting state while rendering (React's documented pattern) avoids a flash without marker.
  if (current !== previous) {
    setPrevious(current);
    if (previous > 0 && current > 0) {
      setMovement((m) => ({ dir: current > previous ? 'up' : 'down', at: m.at + 1 }));
    }
  }
  useEffect(() => {
    if (!movement.dir) return;
    const timer = setTimeout(() => setMovement((m) => ({ dir: null, at: m.at })), ODDS_MOVEMENT_MS);
    return () => clearTimeout(timer);
  }, [movement]);
  return movement.dir;
}

/** One outcome's odd: tap to pick, arrows when the odd moves, a lock when it cannot be bet. */
export function OddsButton({
  oddValue,
  label,
  detail,
  selected = false,
  locked = false,
  onPick,
  ariaLabel,
  className,
  testId,
}: OddsButtonProps) {
  const movement = useOddsMovement(oddValue);
  const unavailable = locked || numeric(oddValue) <= 0;
  const text = formatOdd(oddValue);
  const classes = ['odds-button'];
  if (selected) classes.push('odds-button--selected');
  if (unavailable) classes.push('odds-button--locked');
  if (movement && !unavailable) classes.push(`odds-button--${movement}`);
  // 100.00 and above: a smaller figure keeps six characters inside a third of a phone row.
  if (!unavailable && text.length >= 6) classes.push('odds-button--long');
  if (className) classes.push(className);
  return (
    <button
      type="button"
      className={classes.join(' ')}
      aria-pressed={selected}
      aria-label={
        ariaLabel ??
        [label, unavailable ? t('Locked') : text].filter((part) => part !== undefined).join(' ')
      }
      disabled={unavailable}
      data-testid={testId}
      data-movement={unavailable ? undefined : (movement ?? undefined)}
      data-locked={unavailable || undefined}
      onClick={unavailable ? undefined : onPick}
    >
      {label !== undefined && <span className="odds-button__label">{label}</span>}
      {detail !== undefined && <span className="odds-button__detail">{detail}</span>}
      <span className="odds-button__odd">
        {unavailable ? (
          <LockIcon />
        ) : (
          <>
            {text}
            {movement && (
              <span className="odds-button__arrow" aria-hidden="true">
                {movement === 'up' ? '▲' : '▼'}
              </span>
            )}
          </>
        )}
      </span>
    </button>
  );
}

function LockIcon() {
  return (
    <svg
      className="odds-button__lock"
      viewBox="0 0 16 16"
      width="12"
      height="12"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7H4Zm2 0h4V5a2 2 0 1 0-4 0v2Z"
      />
    </svg>
  );
}
