import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../../lib/app-link';
import type { JackpotEvent, JackpotKind } from '@shangwe/contract';
import { formatCurrency, JP20M_LABEL } from '@shangwe/domain';
import { Loader } from '../../../components/ui/loader';
import { msg, t, tAny } from '../../../lib/i18n';
import { useCountryConfig, useProductAvailable } from '../../../shared/country-store';
import { jackpotEventQuery, jackpotEventsQuery } from '../api/jackpot-queries';
import { closingText, useServerNow } from '../hooks/use-countdown';
import { JackpotEventView } from './jackpot-event-view';
import { EventSlip, useSlipEventIds } from './jackpot-slip-panel';
import { boostedPath, splitPotPath } from './jackpot-paths';
import { emptyJackpotSlipText } from './jackpot-slip';
import './jackpots.css';

/** The pool jackpots of /jackpots, in the order of the tabs. */
const POOL_TABS: readonly { kind: JackpotKind; label: string }[] = [
  { kind: 'grand', label: 'Grand' },
  { kind: 'midweek', label: msg('Midweek') },
  { kind: 'jp20m', label: '20M' },
  { kind: 'bingwa', label: 'Bingwa' },
  { kind: 'free', label: msg('Free') },
];

const UNAVAILABLE = msg('There is no open jackpot right now. Please check again soon.');

function Message({ text }: { text: string }) {
  return (
    <p className="jp-message" role="status">
      {tAny(text)}
    </p>
  );
}

/** A list row of an event: amount, closing countdown and a link to it. */
function EventCard({
  event,
  to,
  receivedAt,
}: {
  event: JackpotEvent;
  to: string;
  receivedAt: number;
}) {
  const config = useCountryConfig();
  const now = useServerNow(event.server_time, receivedAt);
  return (
    <li className="jp-card" data-testid="jackpot-card">
      <Link to={to} className="jp-card__link">
        <strong className="jp-card__name">{event.name}</strong>
        {event.jackpot_amount !== null && (
          <span className="jp-card__amount">{formatCurrency(event.jackpot_amount, config)}</span>
        )}
        <small>
          {t('{count} matches · closes in {time}', {
            count: event.matches.length,
            time: closingText(event.closes_at, now),
          })}
        </small>
      </Link>
    </li>
  );
}

/** The open events of one product: the one chosen (?event=) or the first, with the others listed. */
function ProductEvents({
  kind,
  listPath,
}: {
  kind: JackpotKind;
  listPath?: (id: number) => string;
}) {
  const [search] = useSearchParams();
  const events = useQuery(jackpotEventsQuery(kind));
  if (events.isPending) return <Loader />;
  if (events.isError) return <Message text={events.error.message} />;
  const list = events.data.data;
  if (list.length === 0) return <Message text={UNAVAILABLE} />;
  if (listPath) {
    return (
      <ul className="jp-cards">
        {list.map((e) => (
          <EventCard
            key={e.event_id}
            event={e}
            to={listPath(e.event_id)}
            receivedAt={events.dataUpdatedAt}
          />
        ))}
      </ul>
    );
  }
  const chosen = list.find((e) => String(e.event_id) === search.get('event')) ?? list[0]!;
  return (
    <>
      {list.length > 1 && (
        <nav className="jp-others" aria-label={t('Other events')}>
          {list.map((e) => (
            <Link
              key={e.event_id}
              to={`?product=${kind}&event=${e.event_id}`}
              aria-current={e === chosen ? 'page' : undefined}
            >
              {e.name}
            </Link>
          ))}
        </nav>
      )}
      <JackpotEventView event={chosen} receivedAt={events.dataUpdatedAt} />
    </>
  );
}

/** One event by its id (split pot and boosted single-event routes). */
function EventById({ kinds }: { kinds: readonly JackpotKind[] }) {
  const { id } = useParams();
  const eventId = Number(id);
  const valid = Number.isSafeInteger(eventId) && eventId > 0;
  const event = useQuery({ ...jackpotEventQuery(eventId), enabled: valid });
  if (!valid) return <Message text={t('This jackpot was not found')} />;
  if (event.isPending) return <Loader />;
  if (event.isError) return <Message text={event.error.message} />;
  if (!kinds.includes(event.data.data.kind))
    return <Message text={t('This jackpot was not found')} />;
  return <JackpotEventView event={event.data.data} receivedAt={event.dataUpdatedAt} />;
}

/** /jackpots (alias /jackpot): the pool jackpots in tabs, grand first (spec 02 §2.3). */
export function JackpotsScreen({ initial = 'grand' }: { initial?: JackpotKind }) {
  const [search] = useSearchParams();
  const wanted = search.get('product');
  const kind = POOL_TABS.find((tab) => tab.kind === wanted)?.kind ?? initial;
  const config = useCountryConfig();
  const boosted = useProductAvailable('dailyJp');
  return (
    <div className="jp-screen">
      <nav className="jp-tabs" aria-label={t('Jackpots')}>
        {POOL_TABS.map((tab) => (
          <Link
            key={tab.kind}
            to={`/jackpots?product=${tab.kind}`}
            className={tab.kind === kind ? 'jp-tab jp-tab--on' : 'jp-tab'}
            aria-current={tab.kind === kind ? 'page' : undefined}
          >
            {tab.kind === 'jp20m' ? JP20M_LABEL[config.code] : tAny(tab.label)}
          </Link>
        ))}
        {boosted && (
          <Link to={boostedPath(config.boostedName)} className="jp-tab">
            {config.boostedName}
          </Link>
        )}
        <Link to="/jackpots/results" className="jp-tab">
          {t('Results')}
        </Link>
      </nav>
      <ProductEvents key={kind} kind={kind} />
    </div>
  );
}

/** /jackpots/midweekjp. */
export function MidweekJackpotScreen() {
  return <JackpotsScreen initial="midweek" />;
}

/** /{splitPotName}: the open split-pot events. */
export function SplitPotScreen() {
  const config = useCountryConfig();
  return (
    <div className="jp-screen">
      <h1 className="jp-title">{config.splitPotName}</h1>
      <ProductEvents kind="splitpot" listPath={(id) => splitPotPath(config.splitPotName, id)} />
    </div>
  );
}

/** /{splitPotName}/{id}. */
export function SplitPotEventScreen() {
  return (
    <div className="jp-screen">
      <EventById kinds={['splitpot']} />
    </div>
  );
}

/** /{sababishaName}: the fixed-odds jackpot slip (always shown, spec 02 §1). */
export function SababishaScreen() {
  return (
    <div className="jp-screen">
      <ProductEvents kind="sababisha" />
    </div>
  );
}

/** /jackpots/{boostedName} and /{boostedName}: today's boosted multibets. */
export function BoostedListScreen() {
  const config = useCountryConfig();
  return (
    <div className="jp-screen">
      <h1 className="jp-title">{config.boostedName}</h1>
      <ProductEvents kind="boosted" listPath={(id) => boostedPath(config.boostedName, id)} />
    </div>
  );
}

/** /jackpots/{boostedName}/{id} (KYC-gated by the route table). */
export function BoostedEventScreen() {
  return (
    <div className="jp-screen">
      <EventById kinds={['boosted']} />
    </div>
  );
}

/** /{boostedName}/betslip: the boosted slips of this session. */
export function BoostedBetslipScreen() {
  const config = useCountryConfig();
  const eventIds = useSlipEventIds(['boosted']);
  return (
    <div className="jp-screen">
      <h1 className="jp-title">{t('{name} Betslip', { name: config.boostedName })}</h1>
      {eventIds.length === 0 ? (
        <div className="jp-message">
          <p>{emptyJackpotSlipText(config.boostedName)}</p>
          <Link to={boostedPath(config.boostedName)}>
            {t('Go to {name}', { name: config.boostedName })}
          </Link>
        </div>
      ) : (
        eventIds.map((id) => <EventSlip key={id} eventId={id} />)
      )}
    </div>
  );
}
