import { describe, expect, it } from 'vitest';
import type { NotificationLevel } from '@shangwe/contract';
import { notificationView } from './notification-view';

const params = { bet_id: 41, bet_ref: 'ref-1', free_bet_id: 9 };
const none = { bet_id: null, bet_ref: null, free_bet_id: null };
const of = (type: string, level: NotificationLevel, title = 'Written title') => ({
  type,
  level,
  title,
  message: 'Text',
});

describe('notificationView: the type mapping of spec 02 §4.3', () => {
  it.each([
    ['bet placement', 'success', 'Bet Placement Successful', 'View Bet', '/mybets/41'],
    ['bet placement', 'error', 'Bet Placement Failed', 'Retry Bet', '/betslip?ref=ref-1'],
    ['bet won', 'success', 'Congratulations!', 'View Bet', '/mybets/41'],
    ['bet won', 'error', 'Bet Result', null, null],
    ['bet cancelled', 'success', 'Bet Cancellation Successful!', 'View Bet', '/mybets/41'],
    ['bet cancelled', 'error', 'Bet Cancellation Failed', null, null],
    ['freebet', 'success', 'Promotion', 'View Freebet', '/freebets'],
    ['freebet', 'error', 'Promotion Expired', null, null],
  ] as const)('%s (%s) → %s / %s', (type, level, title, label, to) => {
    const view = notificationView(of(type, level), params);
    expect(view.title).toBe(title);
    expect(view.level).toBe(level);
    expect(view.message).toBe('Text');
    expect(view.action).toEqual(label && to ? { label, to } : null);
  });

  it('shows an action only when params hold the id it needs', () => {
    expect(notificationView(of('bet placement', 'success'), none).action).toBeNull();
    expect(notificationView(of('bet placement', 'error'), none).action).toBeNull();
    expect(notificationView(of('freebet', 'success'), none).action).toBeNull();
    expect(
      notificationView(of('bet placement', 'error'), { ...none, bet_id: 3 }).action,
    ).toBeNull();
    expect(notificationView(of('bet won', 'success'), { ...none, bet_id: 3 }).action).toEqual({
      label: 'View Bet',
      to: '/mybets/3',
    });
  });

  it('escapes a bet_ref in the retry address', () => {
    const view = notificationView(of('bet placement', 'error'), { ...none, bet_ref: 'a b&c' });
    expect(view.action?.to).toBe('/betslip?ref=a%20b%26c');
  });

  it('shows unknown types as plain info with their own title and no action', () => {
    for (const type of ['deposit', 'broadcast', 'something new']) {
      expect(notificationView(of(type, 'success', 'Deposit Successful'), params)).toEqual({
        level: 'info',
        title: 'Deposit Successful',
        message: 'Text',
        action: null,
      });
    }
    // A mapped type sent as plain info has no success or error title to take.
    expect(notificationView(of('bet won', 'info', 'Heads up'), params).title).toBe('Heads up');
  });
});
