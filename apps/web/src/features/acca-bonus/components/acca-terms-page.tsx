import { formatCurrency, formatOdds, isFeatureEnabled } from '@shangwe/domain';
import { Link } from 'react-router';
import { AccaProgress, useAccaProgress } from '../../../shared/acca-progress';
import { useCountryStore } from '../../../shared/country-store';
import { accaMatrixRows } from './acca-matrix';
import './acca-terms.css';

/** How the products of accaBonusProducts read in a sentence. */
const PRODUCT_WORDS: Readonly<Record<string, string>> = { PREMATCH: 'prematch', LIVE: 'live' };

function productList(products: readonly string[]): string {
  const words = products.map((p) => PRODUCT_WORDS[p] ?? p.toLowerCase());
  return words.length > 1
    ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
    : (words[0] ?? '');
}

/**
 * The accumulator bonus terms page (spec 02 §2.8): the applied country's matrix (selections to
 * percent), its terms, and a progress bar of the bettor's slip towards the next level.
 */
export function AccaTermsPage() {
  const config = useCountryStore((s) => s.config);
  const progress = useAccaProgress();
  if (!config) return null;
  const name = config.accaBonusProductName;
  if (!isFeatureEnabled(config, 'accaBonus')) {
    return (
      <main className="acca-terms">
        <h1>{name}</h1>
        <p>
          The {name} is not offered in {config.country}.
        </p>
      </main>
    );
  }
  const rows = accaMatrixRows(config.accaBonusMatrix, config.accaBonusMinSelections);
  const top = rows.at(-1)?.percent ?? 0;
  const odd = formatOdds(config.accaBonusMinimumOdd);
  const cap = formatCurrency(config.maxAccaBonus, config);
  return (
    <main className="acca-terms" data-testid="acca-terms">
      <h1>{name}</h1>
      <p className="acca-terms__lead">
        Up to {top}% more on your multibet winnings: {config.accaBonusMinSelections} or more
        selections, each at odds of {odd} or higher.
      </p>
      {progress && (
        <section className="acca-terms__card" aria-labelledby="acca-progress-title">
          <h2 id="acca-progress-title">Your betslip</h2>
          <AccaProgress progress={progress} />
          {progress.qualifying === 0 && (
            <Link to="/" className="acca-terms__link">
              Add selections
            </Link>
          )}
        </section>
      )}
      <section className="acca-terms__card" aria-labelledby="acca-matrix-title">
        <h2 id="acca-matrix-title">Bonus by selections</h2>
        <table className="acca-terms__table" data-testid="acca-matrix">
          <thead>
            <tr>
              <th scope="col">Selections</th>
              <th scope="col">Bonus</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const current =
                progress !== null &&
                progress.percent === row.percent &&
                (progress.qualifying === row.selections ||
                  (row.orMore && progress.qualifying > row.selections));
              return (
                <tr
                  key={row.selections}
                  className={current ? 'acca-terms__row--current' : undefined}
                  aria-current={current ? 'true' : undefined}
                >
                  <td>
                    {row.selections}
                    {row.orMore ? ' or more' : ''}
                  </td>
                  <td>{row.percent}%</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <section className="acca-terms__card" aria-labelledby="acca-rules-title">
        <h2 id="acca-rules-title">Terms</h2>
        <ol className="acca-terms__rules">
          <li>
            Only selections at odds of {odd} or higher count, and the bonus starts at{' '}
            {config.accaBonusMinSelections} of them.
          </li>
          <li>
            The bonus is the table&apos;s percent of the possible winnings, up to {cap} per bet, and
            is added to the payout.
          </li>
          <li>It is paid when every selection wins; void selections do not count.</li>
          <li>It applies to {productList(config.accaBonusProducts)} multibets.</li>
        </ol>
      </section>
    </main>
  );
}
