import { useEffect, useState } from 'react';
import { Link } from 'react-router';
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

const TABS: { key: BetHistoryFilter; label: string }[] = [
  { key: 'all', label: 'All' },
  { key: 'open', label: 'Open' },
  { key: 'settled', label: 'Settled' },
  { key: 'cashed_out', label: 'Cashed out' },
];

function profileIdOf(id: unknown): number | undefined {
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** A leg's market with its line ('Total 2.5' of 'total=2.5'). */
function legMarket(leg: BetSummary['legs'][number]): string {
  const line = leg.special_bet_value.split('=').pop() ?? '';
  return line && !leg.market_name.includes(line) ? `${leg.market_name} ${line}` : leg.market_name;
}

/** A Shikisha bet's legs: one match, each pick with its result (spec 01 §1 bet-builder). */
function ShikishaLegs({ bet }: { bet: BetSummary }) {
  const name = useCountryConfig().shikishaName;
  return (
    <div className="bet-card__legs" data-testid="shikisha-bet-legs">
      <p>
        {name} ({bet.legs_count} picks) · {bet.legs[0]?.match_name}
      </p>
      <ul className="bet-card__leg-list">
        {bet.legs.map((l) => (
          <li key={`${l.market_name}|${l.display}`} data-status={l.status}>
            {legMarket(l)}: {l.display} · {LEG_STATUS_LABELS[l.status]}
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
        {bet.is_freebet ? <span className="bet-card__freebet">Free bet</span> : null}
        <span className={`bet-status bet-status--${bet.status}`} data-testid="bet-status">
          {BET_STATUS_LABELS[bet.status]}
        </span>
      </Link>
      {bet.product === 'SHIKISHA' ? (
        <ShikishaLegs bet={bet} />
      ) : bet.product === 'VIRTUAL' ? (
        <VirtualBetRound bet={bet} />
      ) : (
        <p className="bet-card__legs" data-testid="bet-card-summary">
          {betSummaryLine(bet, names)}
        </p>
      )}
      <dl className="bet-card__figures">
        <div>
          <dt>{bet.is_freebet ? 'Free bet' : 'Stake'}</dt>
          <dd data-testid="bet-card-stake">{money(bet.stake)}</dd>
        </div>
        {isPoolEntry(bet) ? (
          <div>
            <dt>Lines</dt>
            <dd>{bet.lines ?? 1}</dd>
          </div>
        ) : (
          <div>
            <dt>Total Odds</dt>
            <dd>{bet.total_odd.toFixed(2)}</dd>
          </div>
        )}
        <div>
          <dt>{closing.label}</dt>
          <dd data-testid="bet-card-payout">
            {closing.amount === null ? 'Pool share' : money(closing.amount)}
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
  const [product, setProduct] = useState<BetHistoryProduct | 'CASINO'>('NORMAL');
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
  const history = useBetHistory(tab, profileId, casino ? 'NORMAL' : product, !casino);
  // One button per product with bets this country offers (Sababisha is always offered).
  const productButtons = (
    [
      ['NORMAL', 'Normal', true],
      ['SHIKISHA', shikishaName, shikishaAvailable],
      ['VIRTUAL', 'Virtual', virtualsAvailable],
      ['JACKPOT', 'Jackpots', jackpotsAvailable],
      ['SABABISHA', sababishaName, true],
      ['SPLIT_POT', splitPotName, splitPotAvailable],
      ['BOOSTED', boostedName, boostedAvailable],
      ['CASINO', 'Casino', casinoAvailable],
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
      <h1 className="mybets__title">My Bets</h1>
      <div className="mybets__tabs" role="tablist" aria-label="Bet status">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            className={tab === t.key ? 'mybets__tab mybets__tab--active' : 'mybets__tab'}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {productButtons.length > 1 && (
        <div className="mybets__products" role="group" aria-label="Product">
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
        Hide lost bets
      </label>
      {casino ? <CasinoBets tab={tab} hideLost={hideLostBets} /> : null}
      {!casino && history.isPending && <p role="status">Loading your bets…</p>}
      {!casino && history.isError && (
        <p role="alert" className="mybets__error">
          {history.error.message}
        </p>
      )}
      {!casino && history.data && bets.length === 0 && (
        <p className="mybets__empty">You have no bets here yet.</p>
      )}
      <ul className="mybets__list" hidden={casino}>
        {bets.map((bet) => (
          <BetCard key={bet.bet_id} bet={bet} whitelisted={whitelist.data === true} />
        ))}
      </ul>
    </section>
  );
}
