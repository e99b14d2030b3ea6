import { PRODUCT } from '@shangwe/domain';
import { useEffect, useState } from 'react';
import { Link } from '../../../lib/app-link';
import type { BetSummary } from '@shangwe/contract';
import { useSessionStore } from '../../../shared/session-store';
import { useSettingsStore } from '../../../shared/settings-store';
import {
  useBetHistory,
  type BetHistoryFilter,
  type BetHistoryProduct,
} from '../api/get-bet-history';
import { useCountryConfig, useProductAvailable } from '../../../shared/country-store';
import { useCashoutWhitelisted } from '../../../shared/cashout-whitelist';
import { refreshBalance } from '../../../shared/balance';
import { useDateTime, useMoney } from '../hooks/use-money';
import { BetActions } from './bet-actions';
import { betSummaryLine, closingFigure, isPoolEntry } from './bet-kind';
import { BET_STATUS_LABELS, LEG_STATUS_LABELS } from './bet-status';
import { VirtualBetRound } from './virtual-bet-round';
import { CasinoBets } from './casino-bets';
import './mybets.css';
import { msg, t, tAny } from '../../../lib/i18n';

const TABS: { key: BetHistoryFilter; label: string }[] = [
  { key: 'all', label: msg('All') },
  { key: 'open', label: msg('Open') },
  { key: 'settled', label: msg('Settled') },
  { key: 'cashed_out', label: msg('Cashed out') },
];

function profileIdOf(id: unknown): number | undefined {
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** A leg's market with its line ('Total 2.5' of 'total=2.5'). */
function legMarket(leg: BetSummary['legs'][number]): string {
  const line = leg.special_bet_value.split('=').pop() ?? '';
  const market = tAny(leg.market_name);
  return line && !leg.market_name.includes(line) ? `${market} ${line}` : market;
}

/** A Shikisha bet's legs: one match, each pick with its result (spec 01 §1 bet-builder). */
function ShikishaLegs({ bet }: { bet: BetSummary }) {
  const name = useCountryConfig().shikishaName;
  return (
    <div className="bet-card__legs" data-testid="shikisha-bet-legs">
      <p>
        {name} {t('({count} picks)', { count: bet.legs_count })} · {bet.legs[0]?.match_name}
      </p>
      <ul className="bet-card__leg-list">
        {bet.legs.map((l) => (
          <li key={`${l.market_name}|${l.display}`} data-status={l.status}>
            {legMarket(l)}: {tAny(l.display)} · {tAny(LEG_STATUS_LABELS[l.status])}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One bet in the list: status, figures, legs and its actions. */
function BetCard({ bet, whitelisted }: { bet: BetSummary; whitelisted: boolean }) {
  const money = useMoney();
  const dateTime = useDateTime();
  const names = useCountryConfig();
  const closing = closingFigure(bet);
  return (
    <li className="bet-card" data-testid="bet-card" data-status={bet.status}>
      <Link to={`/mybets/${bet.bet_id}`} className="bet-card__head">
        <span className="bet-card__id">#{bet.short_bet_id}</span>
        <span className="bet-card__date">{dateTime(bet.created)}</span>
        {bet.is_freebet ? <span className="bet-card__freebet">{t('Free bet')}</span> : null}
        <span className={`bet-status bet-status--${bet.status}`} data-testid="bet-status">
          {tAny(BET_STATUS_LABELS[bet.status])}
        </span>
      </Link>
      {bet.product === PRODUCT.shikisha ? (
        <ShikishaLegs bet={bet} />
      ) : bet.product === PRODUCT.virtual ? (
        <VirtualBetRound bet={bet} />
      ) : (
        <p className="bet-card__legs" data-testid="bet-card-summary">
          {betSummaryLine(bet, names)}
        </p>
      )}
      <dl className="bet-card__figures">
        <div>
          <dt>{bet.is_freebet ? t('Free bet') : t('Stake')}</dt>
          <dd data-testid="bet-card-stake">{money(bet.stake)}</dd>
        </div>
        {isPoolEntry(bet) ? (
          <div>
            <dt>{t('Lines')}</dt>
            <dd>{bet.lines ?? 1}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('Total Odds')}</dt>
            <dd>{bet.total_odd.toFixed(2)}</dd>
          </div>
        )}
        <div>
          <dt>{tAny(closing.label)}</dt>
          <dd data-testid="bet-card-payout">
            {closing.amount === null ? t('Pool share') : money(closing.amount)}
          </dd>
        </div>
      </dl>
      <BetActions bet={bet} whitelisted={whitelisted} />
    </li>
  );
}

/** `/mybets` (spec 02 §2.2): the bettor's bets by status, with the hide-lost-bets setting. */
export function MyBetsScreen() {
  const [tab, setTab] = useState<BetHistoryFilter>('all');
  // Casino bets come from the casino's own history (GET /api/casino/history).
  const [product, setProduct] = useState<BetHistoryProduct | 'CASINO'>(PRODUCT.normal);
  const casinoAvailable = useProductAvailable('casino');
  const shikishaAvailable = useProductAvailable('shikisha');
  const virtualsAvailable = useProductAvailable('virtuals');
  const { shikishaName, sababishaName, splitPotName, boostedName } = useCountryConfig();
  const jackpotsAvailable = useProductAvailable('jackpots');
  const splitPotAvailable = useProductAvailable('splitPot');
  const boostedAvailable = useProductAvailable('dailyJp');
  const user = useSessionStore((s) => s.user);
  const authenticated = useSessionStore((s) => s.authenticated);
  const profileId = profileIdOf(user?.id);
  const hideLostBets = useSettingsStore((s) => s.hideLostBets);
  const setHideLostBets = useSettingsStore((s) => s.setHideLostBets);
  const casino = product === 'CASINO';
  const history = useBetHistory(tab, profileId, casino ? PRODUCT.normal : product, !casino);
  // One button per product with bets this country offers (Sababisha is always offered).
  const productButtons = (
    [
      [PRODUCT.normal, t('Normal'), true],
      [PRODUCT.shikisha, shikishaName, shikishaAvailable],
      [PRODUCT.virtual, t('Virtual'), virtualsAvailable],
      [PRODUCT.jackpot, t('Jackpots'), jackpotsAvailable],
      [PRODUCT.sababisha, sababishaName, true],
      [PRODUCT.splitPot, splitPotName, splitPotAvailable],
      [PRODUCT.boosted, boostedName, boostedAvailable],
      ['CASINO', t('Casino'), casinoAvailable],
    ] as const
  ).filter(([, , shown]) => shown);
  const whitelist = useCashoutWhitelisted(profileId, authenticated);
  const bets = (history.data?.data ?? []).filter((b) => !(hideLostBets && b.status === 'lost'));
  // Settled and cashed-out bets move money: show the balance as it is now with the bets.
  const updatedAt = history.dataUpdatedAt;
  useEffect(() => {
    if (updatedAt > 0) void refreshBalance();
  }, [updatedAt]);

  return (
    <section className="mybets" data-testid="mybets">
      <h1 className="mybets__title">{t('My Bets')}</h1>
      <div className="mybets__tabs" role="tablist" aria-label={t('Bet status')}>
        {TABS.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={tab === item.key}
            className={tab === item.key ? 'mybets__tab mybets__tab--active' : 'mybets__tab'}
            onClick={() => setTab(item.key)}
          >
            {tAny(item.label)}
          </button>
        ))}
      </div>
      {productButtons.length > 1 && (
        <div className="mybets__products" role="group" aria-label={t('Product')}>
          {productButtons.map(([key, label]) => (
            <button
              key={key}
              type="button"
              aria-pressed={product === key}
              className={product === key ? 'mybets__tab mybets__tab--active' : 'mybets__tab'}
              onClick={() => setProduct(key)}
            >
              {label}
            </button>
          ))}
        </div>
      )}
      <label className="mybets__hide-lost">
        <input
          type="checkbox"
          checked={hideLostBets}
          onChange={(event) => setHideLostBets(event.target.checked)}
        />
        {t('Hide lost bets')}
      </label>
      {casino ? <CasinoBets tab={tab} hideLost={hideLostBets} /> : null}
      {!casino && history.isPending && <p role="status">{t('Loading your bets…')}</p>}
      {!casino && history.isError && (
        <p role="alert" className="mybets__error">
          {tAny(history.error.message)}
        </p>
      )}
      {!casino && history.data && bets.length === 0 && (
        <p className="mybets__empty">{t('You have no bets here yet.')}</p>
      )}
      <ul className="mybets__list" hidden={casino}>
        {bets.map((bet) => (
          <BetCard key={bet.bet_id} bet={bet} whitelisted={whitelist.data === true} />
        ))}
      </ul>
    </section>
  );
}
