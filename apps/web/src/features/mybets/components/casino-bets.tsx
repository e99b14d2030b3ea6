import { Link } from '../../../lib/app-link';
import { casinoGame, formatMultiplier } from '@shangwe/domain';
import type { CasinoBet } from '@shangwe/contract';
import type { BetHistoryFilter } from '../api/get-bet-history';
import { useCasinoBets } from '../api/get-casino-bets';
import { useDateTime, useMoney } from '../hooks/use-money';
import { msg, t, tAny } from '../../../lib/i18n';

/** What a bettor reads for each casino bet status. */
const CASINO_STATUS_LABELS: Record<CasinoBet['status'], string> = {
  open: msg('Open'),
  won: msg('Won'),
  lost: msg('Lost'),
};

/** Whether a casino bet belongs in a My Bets status tab (a crash cash-out is "Cashed out"). */
export function casinoBetInTab(bet: CasinoBet, tab: BetHistoryFilter): boolean {
  switch (tab) {
    case 'all':
      return true;
    case 'open':
      return bet.status === 'open';
    case 'settled':
      return bet.status !== 'open';
    case 'won':
      return bet.status === 'won';
    case 'lost':
      return bet.status === 'lost';
    case 'cashed_out':
      return bet.game === 'crash' && bet.status === 'won';
  }
}

function CasinoBetCard({ bet }: { bet: CasinoBet }) {
  const money = useMoney();
  const dateTime = useDateTime();
  const name = casinoGame(bet.game)?.name ?? bet.game;
  return (
    <li className="bet-card" data-testid="casino-bet-card" data-status={bet.status}>
      <div className="bet-card__head">
        <span className="bet-card__id">#{bet.bet_id}</span>
        <span className="bet-card__date">{dateTime(bet.created)}</span>
        <span className={`bet-status bet-status--${bet.status}`}>
          {tAny(CASINO_STATUS_LABELS[bet.status])}
        </span>
      </div>
      <p className="bet-card__legs">
        {name}
        {bet.round_id !== null ? ` · ${t('round #{round}', { round: bet.round_id })}` : ''} ·{' '}
        {bet.detail}
      </p>
      <dl className="bet-card__figures">
        <div>
          <dt>{t('Stake')}</dt>
          <dd>{money(bet.stake)}</dd>
        </div>
        <div>
          <dt>{t('Multiplier')}</dt>
          <dd>{bet.multiplier ? formatMultiplier(Math.round(bet.multiplier * 100)) : '—'}</dd>
        </div>
        <div>
          <dt>{bet.status === 'won' ? t('Paid') : t('Payout')}</dt>
          <dd>{money(bet.payout)}</dd>
        </div>
      </dl>
      <Link className="mybets__casino-link" to={`/casino/g/${bet.game}`}>
        {t('Play {game} · verify', { game: name })}
      </Link>
    </li>
  );
}

/** The Casino product of My Bets: the bettor's crash, dice and wheel bets by status tab. */
export function CasinoBets({ tab, hideLost }: { tab: BetHistoryFilter; hideLost: boolean }) {
  const history = useCasinoBets(true);
  const bets = (history.data?.bets ?? []).filter(
    (b) => casinoBetInTab(b, tab) && !(hideLost && b.status === 'lost'),
  );
  return (
    <>
      {history.isPending && <p role="status">{t('Loading your bets…')}</p>}
      {history.isError && (
        <p role="alert" className="mybets__error">
          {tAny(history.error.message)}
        </p>
      )}
      {history.data && bets.length === 0 && (
        <p className="mybets__empty">{t('You have no bets here yet.')}</p>
      )}
      <ul className="mybets__list" data-testid="casino-bets">
        {bets.map((bet) => (
          <CasinoBetCard key={bet.bet_id} bet={bet} />
        ))}
      </ul>
    </>
  );
}
