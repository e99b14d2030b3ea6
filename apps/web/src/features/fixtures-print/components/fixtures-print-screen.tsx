import { useState } from 'react';
import { Button, EmptyState, Loader } from '../../../components/ui';
import { isApiError } from '../../../lib/api-client';
import { t, tAny } from '../../../lib/i18n';
import { useCountryStore } from '../../../shared/country-store';
import { fixturesPdfUrl, useFixturesPrint } from '../api/get-fixtures-print';
import '../fixtures-print.css';
import { FixturesTable } from './fixtures-table';
import { dayLabel, longDayLabel, todayIn } from './print-days';

/** Soccer: what the page lists first. */
const DEFAULT_SPORT_ID = 1;

/**
 * /download-fixtures ('Print Matches', desktop): the coming matches of a sport and day with their
 * game ids and main odds, to print from the browser (a print stylesheet leaves just the list) or
 * to download as the server's PDF.
 */
export function FixturesPrintScreen() {
  const country = useCountryStore((s) => s.code);
  const brand = useCountryStore((s) => s.config?.brand) ?? 'Shangwe';
  const [sportId, setSportId] = useState(DEFAULT_SPORT_ID);
  const [day, setDay] = useState<string | undefined>(undefined);
  const query = useFixturesPrint({ sportId, day, country });
  const list = query.data?.data;
  const today = todayIn(list?.time_zone ?? 'UTC');
  const shownDay = list?.day ?? day ?? today;
  const days = [...new Set([...(list?.days ?? []), shownDay])].sort();
  const sports = list?.sports.length
    ? list.sports
    : [{ sport_id: sportId, sport_name: list?.sport_name || 'Soccer' }];
  const pdfUrl = fixturesPdfUrl({ sportId, day: shownDay, country });

  return (
    <section className="fixtures-print" data-testid="fixtures-print-screen">
      <header className="fixtures-print__header">
        <p className="fixtures-print__brand">{brand}</p>
        <h1 className="fixtures-print__title">{t('Print Matches')}</h1>
        {list ? (
          <p className="fixtures-print__subtitle">
            {t('{sport}, {day}. Kick-off times in {zone}.', {
              sport: tAny(list.sport_name),
              day: longDayLabel(list.day),
              zone: list.time_zone,
            })}
          </p>
        ) : null}
      </header>
      <div className="fixtures-print__controls">
        <label className="fixtures-print__field">
          <span>{t('Sport')}</span>
          <select
            value={sportId}
            onChange={(e) => {
              setSportId(Number(e.target.value));
              setDay(undefined);
            }}
          >
            {sports.map((s) => (
              <option key={s.sport_id} value={s.sport_id}>
                {tAny(s.sport_name)}
              </option>
            ))}
          </select>
        </label>
        <label className="fixtures-print__field">
          <span>{t('Day')}</span>
          <select value={shownDay} onChange={(e) => setDay(e.target.value)}>
            {days.map((d) => (
              <option key={d} value={d}>
                {dayLabel(d, today)}
              </option>
            ))}
          </select>
        </label>
        <div className="fixtures-print__actions">
          <Button onClick={() => window.print()} disabled={!list || list.matches.length === 0}>
            {t('Print')}
          </Button>
          <a className="btn btn-secondary" href={pdfUrl} download>
            {t('Download PDF')}
          </a>
        </div>
      </div>
      {query.isError ? (
        <EmptyState message={isApiError(query.error) ? tAny(query.error.message) : undefined} />
      ) : !list ? (
        <Loader />
      ) : list.matches.length === 0 ? (
        <EmptyState message={t('No matches to print for this sport and day.')} />
      ) : (
        <FixturesTable list={list} stale={query.isPlaceholderData} />
      )}
    </section>
  );
}
