import { describe, expect, it } from 'vitest';
import { readFeedSelection } from './uof-config';
import { toFeedMarket } from './uof-markets';
import { parseUofMessage, urnId } from './uof-messages';
import { betSettlementXml, oddsChangeXml, PRODUCT } from './uof-recorded';

describe('Unified Odds Feed messages', () => {
  it('parses an odds_change and maps a total market to the catalog key and odd keys', () => {
    const message = parseUofMessage(
      oddsChangeXml({
        product: PRODUCT.liveodds,
        match: 77,
        ts: 1_700_000_000_123,
        live: true,
        markets: [
          {
            id: 18,
            specifiers: 'total=3.5',
            status: -1,
            outcomes: [
              { id: '12', odds: 2.3 },
              { id: '13', odds: 1.6 },
            ],
          },
        ],
      }),
    );
    expect(message).toMatchObject({
      type: 'odds_change',
      product: 1,
      eventId: 'sr:match:77',
      timestamp: 1_700_000_000_123,
      eventStatus: 1,
    });
    if (message?.type !== 'odds_change') throw new Error('not an odds_change');
    expect(toFeedMarket(message.markets[0]!, { home: 'A', away: 'B' })).toMatchObject({
      sub_type_id: 18,
      special_bet_value: 'total=3.5',
      bet_status: 'STOPPED',
      outcomes: [
        { odd_key: 'over 3.5', outcome_id: '12', odd_value: 2.3 },
        { odd_key: 'under 3.5', outcome_id: '13', odd_value: 1.6 },
      ],
    });
  });

  it('reads settlement results and void factors; skips unknown markets', () => {
    const m = parseUofMessage(
      betSettlementXml({
        product: 3,
        match: 5,
        ts: 1,
        markets: [{ id: 1, outcomes: [{ id: '1', result: 1 }] }],
      }).replace('result="1"', 'result="0" void_factor="1"'),
    );
    expect(m).toMatchObject({
      type: 'bet_settlement',
      markets: [{ id: 1, outcomes: [{ id: '1', result: 0, voidFactor: 1 }] }],
    });
    expect(
      toFeedMarket(
        { id: 41, specifiers: '', outcomes: [{ id: '110', odds: 5 }] },
        {
          home: 'A',
          away: 'B',
        },
      ),
    ).toBeNull();
    expect(parseUofMessage('<product_down product="1" timestamp="1"/>')).toBeNull();
    expect(() => urnId('sr:match:abc')).toThrow('not a numeric URN');
  });

  it('is selected by FEED, with a clear error for missing settings', () => {
    expect(readFeedSelection({})).toEqual({ kind: 'generator' });
    expect(() => readFeedSelection({ FEED: 'uof', UOF_TOKEN: 'x' })).toThrow(
      'FEED=uof needs UOF_AMQP_URL, UOF_API_URL',
    );
    expect(() => readFeedSelection({ FEED: 'betgenius' })).toThrow(
      "FEED must be generator or uof; got 'betgenius'",
    );
  });
});
