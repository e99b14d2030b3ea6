import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationView } from '../model/notification-view';
import { InAppQueue, type InAppDisplay } from './in-app-queue';

/** A display that records what is on screen, like the notice host does. */
function fakeDisplay() {
  const onScreen = new Map<number, NotificationView>();
  let next = 1;
  let otherNotice = false;
  const display: InAppDisplay & {
    titles(): string[];
    closeMark(handle: number): void;
    setOther(on: boolean): void;
  } = {
    show(view) {
      const handle = next++;
      onScreen.set(handle, view);
      return handle;
    },
    isShowing: (handle) => onScreen.has(handle),
    close: (handle) => void onScreen.delete(handle),
    busy: () => otherNotice || onScreen.size > 0,
    titles: () => [...onScreen.values()].map((v) => v.title),
    closeMark: (handle) => void onScreen.delete(handle),
    setOther: (on) => void (otherNotice = on),
  };
  return display;
}

const view = (title: string): NotificationView => ({
  level: 'success',
  title,
  message: `${title} text`,
  action: null,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('InAppQueue (spec 02 §4.3)', () => {
  it('checks every 1000 ms, shows one at a time, each for 30000 ms', () => {
    const display = fakeDisplay();
    const queue = new InAppQueue(display);
    queue.start();
    queue.enqueue({ notificationId: 1, view: view('Bet Placement Successful') });
    queue.enqueue({ notificationId: 2, view: view('Congratulations!') });

    vi.advanceTimersByTime(999);
    expect(display.titles()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(display.titles()).toEqual(['Bet Placement Successful']);
    expect(queue.size()).toBe(1);

    // Still the first one just before its 30000 ms are up, never two at once.
    vi.advanceTimersByTime(29_999);
    expect(display.titles()).toEqual(['Bet Placement Successful']);
    vi.advanceTimersByTime(1);
    expect(display.titles()).toEqual([]);

    // The next one shows at the following check.
    vi.advanceTimersByTime(1_000);
    expect(display.titles()).toEqual(['Congratulations!']);
    vi.advanceTimersByTime(30_000);
    expect(display.titles()).toEqual([]);
    expect(queue.size()).toBe(0);
  });

  it('moves on within a second after the close mark', () => {
    const display = fakeDisplay();
    const queue = new InAppQueue(display);
    queue.start();
    queue.enqueue({ notificationId: 1, view: view('First') });
    queue.enqueue({ notificationId: 2, view: view('Second') });
    vi.advanceTimersByTime(1_000);
    display.closeMark(1);
    expect(display.titles()).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(display.titles()).toEqual(['Second']);
    // The first one's timer does not close the second early.
    vi.advanceTimersByTime(28_000);
    expect(display.titles()).toEqual(['Second']);
    vi.advanceTimersByTime(2_000);
    expect(display.titles()).toEqual([]);
  });

  it('waits while another notice is on screen', () => {
    const display = fakeDisplay();
    const queue = new InAppQueue(display);
    queue.start();
    display.setOther(true);
    queue.enqueue({ notificationId: 1, view: view('Promotion') });
    vi.advanceTimersByTime(5_000);
    expect(display.titles()).toEqual([]);
    display.setOther(false);
    vi.advanceTimersByTime(1_000);
    expect(display.titles()).toEqual(['Promotion']);
  });

  it('shows a notification delivered twice only once', () => {
    const display = fakeDisplay();
    const queue = new InAppQueue(display);
    queue.start();
    queue.enqueue({ notificationId: 7, view: view('Bet Result') });
    queue.enqueue({ notificationId: 7, view: view('Bet Result') });
    expect(queue.size()).toBe(1);
    vi.advanceTimersByTime(1_000);
    vi.advanceTimersByTime(30_000);
    queue.enqueue({ notificationId: 7, view: view('Bet Result') });
    vi.advanceTimersByTime(1_000);
    expect(display.titles()).toEqual([]);
  });

  it('skips one whose news is already on screen from elsewhere', () => {
    const display = fakeDisplay();
    display.alreadyShown = (v) => v.title === 'Duplicate';
    const queue = new InAppQueue(display);
    queue.start();
    queue.enqueue({ notificationId: 1, view: view('Duplicate') });
    queue.enqueue({ notificationId: 2, view: view('Fresh') });
    vi.advanceTimersByTime(1_000);
    expect(display.titles()).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(display.titles()).toEqual(['Fresh']);
  });

  it('stop closes what shows and drops the rest (logout)', () => {
    const display = fakeDisplay();
    const queue = new InAppQueue(display);
    queue.start();
    queue.enqueue({ notificationId: 1, view: view('A') });
    queue.enqueue({ notificationId: 2, view: view('B') });
    vi.advanceTimersByTime(1_000);
    queue.stop();
    expect(display.titles()).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(display.titles()).toEqual([]);
  });
});
