import { beforeEach, describe, expect, it } from 'vitest';
import { notify, useNoticeStore } from './notice-store';

const messages = () => useNoticeStore.getState().queue.map((n) => n.message);

beforeEach(() => useNoticeStore.getState().clear());

describe('notice queue', () => {
  it('shows notices one at a time in the order they came', () => {
    notify({ message: 'first' });
    notify({ message: 'second' });
    expect(messages()).toEqual(['first', 'second']);
  });

  it("puts the answer to the bettor's own action ahead of the server's news", () => {
    notify({ message: 'free bet granted', ambient: true, duration: 0 });
    notify({ message: 'bet result', ambient: true, duration: 0 });
    notify({ message: 'Bet placement successful' });
    notify({ message: 'deposit received' });
    expect(messages()).toEqual([
      'Bet placement successful',
      'deposit received',
      'free bet granted',
      'bet result',
    ]);
  });

  it('keeps server news in arrival order behind the answers', () => {
    notify({ message: 'answer' });
    notify({ message: 'news', ambient: true });
    notify({ message: 'later answer' });
    expect(messages()).toEqual(['answer', 'later answer', 'news']);
  });
});
