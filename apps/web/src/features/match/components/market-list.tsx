import type { Market, MatchDetail, Odd } from '@shangwe/contract';
import { isDoubleChanceMarket, outcomeName, outcomeShortKey } from '@shangwe/domain';
import { memo, useCallback, useMemo, useState } from 'react';
import { MarketOddsButton } from '../../../components/ui/odds-button-row';
import { usePickMatch, type PickMatch } from '../../../shared/slip-picks';
import { favouritesFirst, useFavouriteMarkets } from '../stores/favourite-markets';
import { groupMarkets, type MarketGroup } from './market-groups';
import { t, tAny } from '../../../lib/i18n';

/** Groups open when the screen opens; the rest open on tap, keeping the first paint small. */
export const OPEN_GROUPS_AT_START = 8;

/** Every market of a match, grouped by type, each group collapsible. */
export function MarketList({ match }: { match: MatchDetail }) {
  const favourites = useFavouriteMarkets((s) => s.ids);
  const toggleFavourite = useFavouriteMarkets((s) => s.toggle);
  const groups = useMemo(
    () => favouritesFirst(groupMarkets(match.markets), favourites),
    [match.markets, favourites],
  );
  const [toggled, setToggled] = useState<ReadonlySet<number>>(new Set());
  // Only what a pick needs: a clock or score push must not re-render every odds button.
  const pickMatch = usePickMatch(match);
  const onToggle = useCallback((subTypeId: number) => {
    setToggled((current) => {
      const next = new Set(current);
      if (next.has(subTypeId)) next.delete(subTypeId);
      else next.add(subTypeId);
      return next;
    });
  }, []);
  if (groups.length === 0) {
    return (
      <p className="list-message" role="status">
        {t('No markets available')}
      </p>
    );
  }
  return (
    <div className="market-list">
      {groups.map((group, index) => {
        const openByDefault = index < OPEN_GROUPS_AT_START;
        const open = toggled.has(group.subTypeId) ? !openByDefault : openByDefault;
        return (
          <MarketGroupView
            key={group.subTypeId}
            match={pickMatch}
            group={group}
            open={open}
            onToggle={onToggle}
            favourite={favourites.includes(group.subTypeId)}
            onFavourite={toggleFavourite}
          />
        );
      })}
    </div>
  );
}

/**
 * A double chance outcome names two results ("Blackburn Rangers or Draw"), too long for a third
 * of a phone row: the button leads with the key a bettor knows (1X) and shows the full name
 * under it. Other outcomes show their full name.
 */
function outcomeLabels(market: Market, odd: Odd): { label: string; detail?: string } {
  const name = tAny(outcomeName(odd.display));
  if (!isDoubleChanceMarket(market.name)) return { label: name };
  const key = outcomeShortKey(odd.odd_key, market.name);
  return key === name ? { label: name } : { label: key, detail: name };
}

const MarketGroupView = memo(function MarketGroupView({
  match,
  group,
  open,
  onToggle,
  favourite,
  onFavourite,
}: {
  match: PickMatch;
  group: MarketGroup;
  open: boolean;
  onToggle: (subTypeId: number) => void;
  favourite: boolean;
  onFavourite: (subTypeId: number) => void;
}) {
  const bodyId = `market-${match.parent_match_id}-${group.subTypeId}`;
  const suspended = group.markets.every((m) => m.bet_status !== 'ACTIVE');
  return (
    <section className="market-group" data-testid="market-group">
      <h2 className="market-group__heading">
        <FavouriteStar
          name={group.name}
          on={favourite}
          onPress={() => onFavourite(group.subTypeId)}
        />
        <button
          type="button"
          className="market-group__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => onToggle(group.subTypeId)}
        >
          <span className="market-group__name">{tAny(group.name)}</span>
          {suspended && <span className="market-group__suspended">{t('Suspended')}</span>}
          <span className="market-group__chevron" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
        </button>
      </h2>
      {open && (
        <div id={bodyId} className="market-group__body">
          {group.markets.map((market) => (
            <div key={market.special_bet_value || 'main'} className="market-line">
              <div
                className={`market-line__odds market-line__odds--${Math.min(market.odds.length, 3)}`}
              >
                {market.odds.map((odd) => (
                  <MarketOddsButton
                    key={odd.odd_key}
                    match={match}
                    market={market}
                    odd={odd}
                    {...outcomeLabels(market, odd)}
                  />
                ))}
              </div>
            </div>
          ))}
        </div>
      )}
    </section>
  );
});

/** The star of a market header: stars the market type so it shows first on every match. */
function FavouriteStar({ name, on, onPress }: { name: string; on: boolean; onPress: () => void }) {
  return (
    <button
      type="button"
      className={`market-group__star${on ? ' is-on' : ''}`}
      aria-pressed={on}
      aria-label={t('Favourite market {name}', { name: tAny(name) })}
      onClick={onPress}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
    </button>
  );
}
