/**
 * Terms and legal pages (/legal, /legal/{categoryName}/{subCategoryName}/{miniCategoryName}):
 * up to three nested levels from the country's legalData.
 */
import type { LegalSection } from '@shangwe/domain';
import { useParams } from 'react-router';
import { Link } from '../../lib/app-link';
import { t, tAny } from '../../lib/i18n';
import { EmptyState } from '../../components/ui/empty-state';
import { useCountryConfig } from '../../shared/country-store';

/** Finds the section chain for the slugs; null when a slug does not exist. */
export function findLegalPath(
  sections: readonly LegalSection[],
  slugs: readonly string[],
): LegalSection[] | null {
  const chain: LegalSection[] = [];
  let level: readonly LegalSection[] = sections;
  for (const slug of slugs) {
    const found = level.find((s) => s.slug === slug.toLowerCase());
    if (!found) return null;
    chain.push(found);
    level = found.children ?? [];
  }
  return chain;
}

/** The legal screen. */
export function LegalScreen() {
  const config = useCountryConfig();
  const { categoryName, subCategoryName, miniCategoryName } = useParams();
  const slugs = [categoryName, subCategoryName, miniCategoryName].filter((s): s is string => !!s);
  const chain = findLegalPath(config.legalData, slugs);

  if (!chain) {
    return (
      <section className="page">
        <EmptyState
          message={t('This legal page does not exist.')}
          action={<Link to="/legal">{t('All legal references')}</Link>}
        />
      </section>
    );
  }
  const current = chain[chain.length - 1];
  const children = current ? (current.children ?? []) : config.legalData;
  const base = ['/legal', ...slugs].join('/');

  return (
    <article className="page legal" data-testid="legal-screen">
      <nav className="breadcrumbs" aria-label={t('Breadcrumb')}>
        <Link to="/legal">{t('Legal')}</Link>
        {chain.map((section, i) => (
          <span key={section.slug}>
            {' › '}
            {i === chain.length - 1 ? (
              <span aria-current="page">{tAny(section.title)}</span>
            ) : (
              <Link to={['/legal', ...slugs.slice(0, i + 1)].join('/')}>{tAny(section.title)}</Link>
            )}
          </span>
        ))}
      </nav>
      <h1>{current ? tAny(current.title) : t('All legal references')}</h1>
      {current?.content.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
      {children.length > 0 && slugs.length < 3 ? (
        <ul className="legal-index">
          {children.map((child) => (
            <li key={child.slug}>
              <Link to={`${base}/${child.slug}`}>{tAny(child.title)}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
