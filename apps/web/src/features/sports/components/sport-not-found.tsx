import { Link } from '../../../lib/app-link';
import { t } from '../../../lib/i18n';

/** Shown when a sport or competition in the address does not exist (any more). */
export function SportNotFound({ what = 'sport' }: { what?: 'sport' | 'competition' }) {
  return (
    <div className="list-message" role="alert">
      <p>
        {what === 'sport'
          ? t('This sport is not available')
          : t('This competition is not available')}
      </p>
      <Link className="list-message__button" to="/">
        {t('Go to home')}
      </Link>
    </div>
  );
}
