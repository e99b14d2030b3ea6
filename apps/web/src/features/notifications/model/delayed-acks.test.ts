import type { NotificationAck } from '@shangwe/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDelayedAcks } from './delayed-acks';

const ack = (id: number): NotificationAck => ({
  room: 'all',
  notification_id: id,
  user_device_id: 7,
});

afterEach(() => vi.useRealTimers());

describe('createDelayedAcks', () => {
  it('sends each ack once its own wait is over, not before', () => {
    vi.useFakeTimers();
    const sent: NotificationAck[] = [];
    const delays = [1500, 1000];
    const acks = createDelayedAcks(
      (a) => sent.push(a),
      () => delays.shift()!,
    );
    acks.add(ack(1));
    acks.add(ack(2));
    vi.advanceTimersByTime(999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([ack(2)]);
    vi.advanceTimersByTime(500);
    expect(sent).toEqual([ack(2), ack(1)]);
    // Each is sent once: nothing is left to send later.
    vi.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(2);
  });

  it('sends what is still waiting at once when flushed, and only once', () => {
    vi.useFakeTimers();
    const sent: NotificationAck[] = [];
    const acks = createDelayedAcks(
      (a) => sent.push(a),
      () => 2000,
    );
    acks.add(ack(3));
    acks.add(ack(4));
    acks.flush();
    expect(sent).toEqual([ack(3), ack(4)]);
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([ack(3), ack(4)]);
  });
});
