import { formatCurrency, formatOdds, isFeatureEnabled } from '@shangwe/domain';
import { Link } from '../../../lib/app-link';
import { msg, t, tAny } from '../../../lib/i18n';
import { AccaProgress, useAccaProgress } from '../../../shared/acca-progress';
import { useCountryStore } from '../../../shared/country-store';
import { accaMatrixRows } from './acca-matrix';
import './acca-terms.css';

/** How the products of accaBonusProducts read in a sentence. */
const PRODUCT_WORDS: Readonly<Record<string, string>> = {
  PREMATCH: msg('prematch'),
  LIVE: msg('live'),
};

function productList(products: readonly string[]): string {
  const words = products.map((p) => tAny(PRODUCT_WORDS[p] ?? p.toLowerCase()));
  return words.length > 1
    ? t('{list} and {last}', { list: words.slice(0, -1).join(', '), last: words.at(-1) ?? '' })
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
        <p>{t('The {name} is not offered in {country}.', { name, country: config.country })}</p>
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
        {t(
          'Up to {top}% more on your multibet winnings: {count} or more selections, each at odds of {odd} or higher.',
          { top, count: config.accaBonusMinSelections, odd },
        )}
      </p>
      {progress && (
        <section className="acca-terms__card" aria-labelledby="acca-progress-title">
          <h2 id="acca-progress-title">{t('Your betslip')}</h2>
          <AccaProgress progress={progress} />
          {progress.qualifying === 0 && (
            <Link to="/" className="acca-terms__link">
              {t('Add selections')}
            </Link>
          )}
        </section>
      )}
      <section className="acca-terms__card" aria-labelledby="acca-matrix-title">
        <h2 id="acca-matrix-title">{t('Bonus by selections')}</h2>
        <table className="acca-terms__table" data-testid="acca-matrix">
          <thead>
            <tr>
              <th scope="col">{t('Selections')}</th>
              <th scope="col">{t('Bonus')}</th>
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
                    {row.orMore ? ` ${t('or more')}` : ''}
                  </td>
                  <td>{row.percent}%</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <section className="acca-terms__card" aria-labelledby="acca-rules-title">
        <h2 id="acca-rules-title">{t('Terms')}</h2>
        <ol className="acca-terms__rules">
          <li>
            {t(
              'Only selections at odds of {odd} or higher count, and the bonus starts at {count} of them.',
              { odd, count: config.accaBonusMinSelections },
            )}
          </li>
          <li>
            {t(
              "The bonus is the table's percent of the possible winnings, up to {cap} per bet, and is added to the payout.",
              { cap },
            )}
          </li>
          <li>{t('It is paid when every selection wins; void selections do not count.')}</li>
          <li>
            {t('It applies to {products} multibets.', {
              products: productList(config.accaBonusProducts),
            })}
          </li>
        </ol>
      </section>
    </main>
  );
}
