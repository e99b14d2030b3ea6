/** Online/offline notices (spec 01 §8): a lasting banner while offline, a notice when back. */
import { useEffect, useState } from 'react';
import { Icon } from '../../components/ui/icon';
import { msg, tAny } from '../../lib/i18n';
import { notify } from '../../shared/notice-store';

/** Offline text of spec 01 §8. */
export const OFFLINE_MESSAGE = msg(
  'You are offline. Please refresh your matches once you get back online',
);
/** Back-online text of spec 01 §8. */
export const ONLINE_MESSAGE = msg('You are back online. Please refresh your matches');

/** The offline banner. */
export function OfflineBanner() {
  const [offline, setOffline] = useState(
    () => typeof navigator !== 'undefined' && !navigator.onLine,
  );
  useEffect(() => {
    const goOffline = () => setOffline(true);
    const goOnline = () => {
      setOffline(false);
      notify({ type: 'success', message: ONLINE_MESSAGE, duration: 5000 });
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);
  if (!offline) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <Icon name="offline" size={18} />
      <span>{tAny(OFFLINE_MESSAGE)}</span>
    </div>
  );
}
