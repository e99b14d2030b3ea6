import { boEndpoints, type BoPriceBody } from '@shangwe/contract/backoffice';
import { useState } from 'react';
import { boRequest } from '../lib/api';
import { PriceHistoryChart, type MarketKey } from './price-history-chart';
import { Field, useMarketFields, useTradingChange } from './trading-fields';

/**
 * Price a selection by hand or shift a market's margin (in points of overround); an empty
 * price or shift lifts it. The server refuses prices that would let the bettor win on average.
 */
export function PriceForm() {
  const [matchId, setMatchId] = useState('');
  const market = useMarketFields();
  const [selection, setSelection] = useState('');
  const [value, setValue] = useState('');
  const [charted, setCharted] = useState<MarketKey | null>(null);
  const key = (): MarketKey => ({
    parent_match_id: Number(matchId),
    sub_type_id: market.sub_type_id,
    special_bet_value: market.special_bet_value,
  });
  const body = (reason: string): BoPriceBody => {
    const n = value.trim() === '' ? null : Number(value);
    return selection.trim() === ''
      ? { ...key(), reason, margin_shift: n === null ? null : n / 100 }
      : { ...key(), reason, odd_key: selection.trim(), odd_value: n };
  };
  const price = useTradingChange(
    (reason) => boRequest(boEndpoints.tradingSetPrice, { body: body(reason) }),
    { submit: 'Set the price', failed: 'The price was not saved' },
    () => setCharted(key()),
  );
  const priced = price.data?.market;
  return (
    <form className="bo-filters" onSubmit={price.onSubmit} aria-label="Price">
      <Field label="Match id" numeric="numeric" value={matchId} onChange={setMatchId} required />
      {market.fields}
      <Field
        label="Selection (empty: the whole market's margin)"
        value={selection}
        onChange={setSelection}
        placeholder="1"
      />
      <Field
        label={
          selection.trim() === '' ? 'Margin shift (points, empty lifts)' : 'Price (empty lifts)'
        }
        numeric="decimal"
        value={value}
        onChange={setValue}
      />
      {price.footer(
        <button type="button" onClick={() => setCharted(key())} disabled={!/^\d+$/.test(matchId)}>
          Price history
        </button>,
      )}
      {priced && (
        <p role="status" style={{ gridColumn: '1 / -1' }}>
          {priced.label}:{' '}
          {priced.odds
            .map(
              (o) =>
                `${o.odd_key} ${o.odd_value.toFixed(2)}${o.odd_value !== o.feed_odd_value ? ` (feed ${o.feed_odd_value.toFixed(2)})` : ''}`,
            )
            .join(', ')}{' '}
          — overround {(priced.overround * 100).toFixed(1)}%
        </p>
      )}
      {charted && <PriceHistoryChart market={charted} />}
    </form>
  );
}
