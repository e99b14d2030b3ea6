import { endpoints } from '@shangwe/contract';
import { formatCurrency, formatFullDateTime } from '@shangwe/domain';
import type { RgStatusResponse } from '@shangwe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from '../../../lib/app-link';
import { Button, Modal } from '../../../components/ui';
import { api } from '../../../lib/api-client';
import { useCountryConfig } from '../../../shared/country-store';
import { notify } from '../../../shared/notice-store';
import { LOGOUT_MESSAGE, useSessionStore } from '../../../shared/session-store';
import { rgStatusQuery, useRgStatus } from '../api/rg-api';
import { DateOfBirthForm } from './date-of-birth-form';
import '../rg.css';
import { t } from '../../../lib/i18n';

/** '1 h 05 min' or '25 min'. */
function played(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const h = Math.floor(minutes / 60);
  return h > 0 ? `${h} h ${String(minutes % 60).padStart(2, '0')} min` : `${minutes} min`;
}

/**
 * On every page while a time-out or self-exclusion holds: what the bettor cannot do, until when,
 * and that a withdrawal stays open. Not dismissible: the break is not either.
 */
function BreakBanner({ exclusion }: { exclusion: NonNullable<RgStatusResponse['exclusion']> }) {
  const config = useCountryConfig();
  const until = formatFullDateTime(new Date(exclusion.ends_at), config.timezone);
  return (
    <div className="rg-break-banner" role="status" data-testid="rg-break-banner">
      <p>
        <strong>
          {exclusion.kind === 'time_out' ? t('You are on a break') : t('You are self-excluded')}
        </strong>{' '}
        {t('until {until}. You cannot bet or deposit; you can still withdraw your balance.', {
          until,
        })}{' '}
        <Link to="/responsible-gambling">{t('Details')}</Link>
      </p>
    </div>
  );
}

/**
 * For a signed-in bettor: shows the break banner on every page while a break holds, asks the date of birth of an account that has none (bets wait for
 * it), and shows the reality check every chosen interval since login, with the time played
 * and the net won or lost since then, "Continue" and "Log out".
 */
export function RgSessionHost() {
  const status = useRgStatus();
  const client = useQueryClient();
  const config = useCountryConfig();
  const [due, setDue] = useState(false);
  const minutes = status.data?.reality_check_minutes ?? null;
  const startedAt = status.data?.session ? Date.parse(status.data.session.started_at) : null;

  useEffect(() => {
    if (minutes === null || startedAt === null || due) return;
    const every = minutes * 60_000;
    const elapsed = Date.now() - startedAt;
    const next = (Math.floor(elapsed / every) + 1) * every - elapsed;
    const timer = setTimeout(() => {
      // Fresh figures for the check.
      void client.invalidateQueries({ queryKey: rgStatusQuery().queryKey });
      setDue(true);
    }, next);
    return () => clearTimeout(timer);
  }, [minutes, startedAt, due, client]);

  if (!status.data) return null;
  if (status.data.date_of_birth_needed) {
    return (
      <Modal open onClose={() => undefined} testId="rg-dob-modal">
        <DateOfBirthForm />
      </Modal>
    );
  }
  const banner = status.data.exclusion ? <BreakBanner exclusion={status.data.exclusion} /> : null;
  // A hidden mark that the check is armed (journeys wait for it before moving the clock).
  if (!due || startedAt === null)
    return minutes === null ? (
      banner
    ) : (
      <>
        {banner}
        <span hidden data-testid="reality-check-armed" />
      </>
    );
  const { net } = status.data.session;
  const money = (n: number) => formatCurrency(Math.abs(n), config);
  return (
    <>
      {banner}
      <Modal open onClose={() => setDue(false)} title={t('Reality check')} testId="reality-check">
        <p>
          {t('You have been playing for {time} since you logged in.', {
            time: played(Date.now() - startedAt),
          })}
        </p>
        <p data-testid="reality-check-net">
          {net >= 0
            ? t('You have won {amount} since you logged in.', { amount: money(net) })
            : t('You have lost {amount} since you logged in.', { amount: money(net) })}
        </p>
        <p>
          <Link to="/mybets" onClick={() => setDue(false)}>
            {t('See your bet history')}
          </Link>
        </p>
        <div className="rg-choices">
          <Button onClick={() => setDue(false)}>{t('Continue')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDue(false);
              void api
                .call(endpoints.logout, {}, { handleUnauthorized: false })
                .catch(() => undefined)
                .finally(() => {
                  useSessionStore.getState().logout();
                  notify({ type: 'success', message: LOGOUT_MESSAGE });
                });
            }}
          >
            {t('Log out')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
