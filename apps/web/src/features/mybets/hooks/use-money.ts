import { useCallback } from 'react';
import { formatCurrency, formatDateTime } from '@shangwe/domain';
import { useCountryStore } from '../../../shared/country-store';

/** Formats a major-unit amount in the applied country's currency (domain formatting). */
export function useMoney(): (amount: number) => string {
  const config = useCountryStore((s) => s.config);
  return useCallback(
    (amount: number) => (config ? formatCurrency(amount, config) : amount.toFixed(2)),
    [config],
  );
}

/** Formats an ISO time as 'DD/MM HH:mm' in the applied country's time zone (spec 02 §9). */
export function useDateTime(): (iso: string | null) => string {
  const timeZone = useCountryStore((s) => s.config?.timezone ?? 'UTC');
  return useCallback(
    (iso: string | null) => (iso ? formatDateTime(new Date(iso), timeZone) : ''),
    [timeZone],
  );
}
