import { TIMERS_MS } from '@shangwe/domain';
import type { NotificationView } from '../model/notification-view';

/** Where the queue shows a notification: the app's notice host (see notice-display.ts). */
export interface InAppDisplay {
  /** Shows the view now; returns a handle for the checks below. */
  show(view: NotificationView): number;
  /** Whether the shown notification is still on screen (the bettor may have closed it). */
  isShowing(handle: number): boolean;
  /** Closes it (its display time is over). */
  close(handle: number): void;
  /** Whether something else is on screen: the next notification waits for it. */
  busy(): boolean;
  /** Whether the same news is already on screen or queued (shown once, not twice). */
  alreadyShown?(view: NotificationView): boolean;
}

/** One notification waiting for its turn. */
export interface InAppEntry {
  notificationId: number;
  view: NotificationView;
}

/**
 * The in-app notifications of spec 02 §4.3: one at a time, each closing after 30000 ms or on
 * its close mark, the queue checked every 1000 ms. A notification delivered twice (a reconnect
 * before the ack arrived) shows once.
 */
export class InAppQueue {
  private readonly pending: InAppEntry[] = [];
  private readonly seen = new Set<number>();
  private current: { handle: number; timer: ReturnType<typeof setTimeout> } | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly display: InAppDisplay,
    private readonly timing = {
      displayMs: TIMERS_MS.notificationDisplay,
      checkMs: TIMERS_MS.notificationQueueCheck,
    },
  ) {}

  /** Starts checking the queue. */
  start(): void {
    if (this.ticker) return;
    this.ticker = setInterval(() => this.check(), this.timing.checkMs);
  }

  /** Stops checking, closes what is showing and forgets the waiting ones (logout). */
  stop(): void {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
    if (this.current) {
      clearTimeout(this.current.timer);
      if (this.display.isShowing(this.current.handle)) this.display.close(this.current.handle);
    }
    this.current = null;
    this.pending.length = 0;
  }

  /** Adds a notification; it shows at the next check when nothing else is on screen. */
  enqueue(entry: InAppEntry): void {
    if (this.seen.has(entry.notificationId)) return;
    this.seen.add(entry.notificationId);
    this.pending.push(entry);
  }

  /** Notifications waiting (not counting the one on screen). */
  size(): number {
    return this.pending.length;
  }

  /** One check of the queue (every checkMs while started). */
  check(): void {
    if (this.current) {
      if (this.display.isShowing(this.current.handle)) return;
      // Closed by its close mark before its time was up.
      clearTimeout(this.current.timer);
      this.current = null;
    }
    if (this.pending.length === 0 || this.display.busy()) return;
    const next = this.pending.shift()!;
    if (this.display.alreadyShown?.(next.view)) return;
    const handle = this.display.show(next.view);
    const timer = setTimeout(() => {
      if (this.current?.handle !== handle) return;
      this.current = null;
      if (this.display.isShowing(handle)) this.display.close(handle);
    }, this.timing.displayMs);
    this.current = { handle, timer };
  }
}
