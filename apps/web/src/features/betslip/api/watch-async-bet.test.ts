import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNoticeStore } from '../../../shared/notice-store';
import { jsonResponse, stubFetch } from '../../../test/slip-test-helpers';
import { watchAsyncBet } from './watch-async-bet';

function bet(status: string, extra: Record<string, unknown> = {}) {
  return { data: { bet_id: 31, short_bet_id: 'LV31AB', status, reject_reason: null, ...extra } };
}

beforeEach(() => useNoticeStore.getState().clear());
afterEach(() => vi.unstubAllGlobals());

describe('asynchronous live bets', () => {
  it('announces an accepted bet with View Bet once it leaves pending', async () => {
    const answers = [bet('pending'), bet('open')];
    const fetch = stubFetch(() => jsonResponse(200, answers.shift() ?? bet('open')));
    await expect(watchAsyncBet('REF12345', { intervalMs: 1 })).resolves.toBe('open');
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/bet/ref/REF12345');
    const notice = useNoticeStore.getState().queue[0]!;
    expect(notice).toMatchObject({ type: 'success', title: 'Bet Placement Successful' });
    expect(notice.action).toEqual({ label: 'View Bet', to: '/mybets/31' });
  });

  it('announces a refused bet with Retry Bet back to the kept slip', async () => {
    stubFetch(() =>
      jsonResponse(200, bet('rejected', { reject_reason: 'The odds of Draw changed' })),
    );
    await expect(watchAsyncBet('REF12345', { intervalMs: 1 })).resolves.toBe('rejected');
    const notice = useNoticeStore.getState().queue[0]!;
    expect(notice).toMatchObject({
      type: 'error',
      title: 'Bet Placement Failed',
      message: 'The odds of Draw changed',
    });
    expect(notice.action).toEqual({ label: 'Retry Bet', to: '/betslip?ref=REF12345' });
  });
});
