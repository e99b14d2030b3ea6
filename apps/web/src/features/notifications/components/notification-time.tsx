import { formatDateTime } from '@shangwe/domain';
import { useCountryConfig } from '../../../shared/country-store';

/** When a notification was written, 'DD/MM HH:mm' in the country's time zone (spec 02 §9). */
export function NotificationTime({ at }: { at: string }) {
  const { timezone } = useCountryConfig();
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time className="notification-time" dateTime={date.toISOString()}>
      {formatDateTime(date, timezone)}
    </time>
  );
}
