import { useEffect, useState } from 'react';
import { TIMERS_MS } from '@shangwe/domain';
import { Link } from '../../../lib/app-link';
import { t } from '../../../lib/i18n';
import { AccaProgress, useAccaProgress } from '../../../shared/acca-progress';
/** The acca bonus sheet with its terms (spec 01 §2). Escape or the backdrop closes it. */
export function AccaSheet({
  productName,
  matrix,
  minimumOdd,
  minSelections,
  onClose,
}: {
  productName: string;
  matrix: Readonly<Record<number, number>>;
  minimumOdd: number;
  minSelections: number;
  onClose: () => void;
}) {
  const progress = useAccaProgress();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const rows = Object.entries(matrix)
    .map(([count, percent]) => [Number(count), percent] as const)
    .filter(([, percent]) => percent > 0)
    .sort((a, b) => a[0] - b[0]);
  return (
    <div className="slip-overlay" onClick={onClose}>
      <div
        className="slip-sheet"
        role="dialog"
        aria-modal="true"
        aria-label={productName}
        onClick={(event) => event.stopPropagation()}
      >
        <h2>{productName}</h2>
        <p>
          {t(
            'Get a bonus on your winnings for multibets with {count} or more selections, each with odds of {odd} or more. The bonus grows with every qualifying selection:',
            { count: minSelections, odd: minimumOdd.toFixed(2) },
          )}
        </p>
        {progress && <AccaProgress progress={progress} />}
        <table className="slip-sheet__table">
          <thead>
            <tr>
              <th>{t('Selections')}</th>
              <th>{t('Bonus')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([count, percent]) => (
              <tr key={count}>
                <td>{count}</td>
                <td>{percent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="slip-sheet__terms">
          {t(
            'Terms: only selections with odds of {odd} or more count. The bonus is a percentage of the possible winnings, capped at the country maximum, and is paid when every selection wins. Void selections do not count.',
            { odd: minimumOdd.toFixed(2) },
          )}
        </p>
        <p>
          <Link
            to="/acca-bonus"
            className="slip-link"
            onClick={onClose}
            data-testid="acca-terms-link"
          >
            {t('Full {product} terms', { product: productName })}
          </Link>
        </p>
        <button type="button" className="slip-button slip-button--ghost" onClick={onClose}>
          {t('Close')}
        </button>
      </div>
    </div>
  );
}

/** How long the acca mini banner stays after the pick count rises (spec 01 §9). */
export const ACCA_BANNER_MS = TIMERS_MS.accaBannerVisible;

/** Shows the acca mini banner for 5 seconds each time the pick count rises (spec 01 §4). */
export function useAccaBanner(pickCount: number): boolean {
  const [previous, setPrevious] = useState(pickCount);
  const [shownAt, setShownAt] = useState<number | null>(null);
  if (pickCount !== previous) {
    setPrevious(pickCount);
    setShownAt(pickCount > previous ? pickCount : null);
  }
  useEffect(() => {
    if (shownAt === null) return;
    const timer = setTimeout(() => setShownAt(null), ACCA_BANNER_MS);
    return () => clearTimeout(timer);
  }, [shownAt]);
  return shownAt !== null;
}
