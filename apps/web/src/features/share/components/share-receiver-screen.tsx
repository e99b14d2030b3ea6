import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../lib/app-link';
import { routeErrorText } from '../../../lib/route-error-text';
import { msg, t, tAny } from '../../../lib/i18n';
import { isDesktopNow } from '../../../lib/use-breakpoint';
import { notify } from '../../../shared/notice-store';
import { useDecodeShareQuery } from '../api/decode-share';
import { sharedSlipKind, useApplySharedSlip } from '../hooks/use-apply-shared-slip';
import './share.css';

/** What /share/{code} says for a code that is unknown or could never be one. */
export const SHARE_CODE_NOT_FOUND_TEXT = msg('Betslip code not found');

/**
 * `/share/{shareCode}` and `/share` (spec 02 §2.2 share-receiver): decodes the code, loads the
 * shared picks into the betslip at their current prices, then opens the slip (the /betslip
 * screen on a phone, home with the right-hand panel on a desktop).
 */
export function ShareReceiverScreen() {
  const { shareCode = '' } = useParams();
  const navigate = useNavigate();
  const decoded = useDecodeShareQuery(shareCode);
  const apply = useApplySharedSlip();
  const applied = useRef(false);

  useEffect(() => {
    if (!decoded.data || applied.current) return;
    applied.current = true;
    const { dropped } = decoded.data;
    if (dropped.length > 0) {
      // Picks whose match started or whose market closed since the slip was shared.
      notify({
        type: 'warning',
        message: dropped.map((d) => `${d.match}: ${tAny(d.reason)}`).join('; '),
      });
    }
    if (apply(decoded.data) > 0) {
      const to =
        sharedSlipKind(decoded.data) === 'shikisha'
          ? '/betslip?type=shikisha'
          : isDesktopNow()
            ? '/'
            : '/betslip';
      void navigate(to, { replace: true });
    }
  }, [decoded.data, apply, navigate]);

  return (
    <section className="share-receiver" data-testid="share-receiver">
      <h1>{t('Shared betslip')}</h1>
      {shareCode === '' && (
        <p>{t('Open a shared betslip link, or enter its code in your betslip.')}</p>
      )}
      {decoded.isPending && shareCode !== '' && (
        <p role="status">{t('Loading the shared betslip…')}</p>
      )}
      {decoded.isError && (
        <p className="share-sheet__error" role="alert">
          {tAny(routeErrorText(decoded.error, SHARE_CODE_NOT_FOUND_TEXT).text)}
        </p>
      )}
      {decoded.data && decoded.data.data.length === 0 && (
        <p className="share-sheet__error" role="alert">
          {tAny(decoded.data.message)}
        </p>
      )}
      <Link to="/betslip">{t('Go to betslip')}</Link>
    </section>
  );
}
