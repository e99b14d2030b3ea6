import type { NotificationAck } from '@shangwe/contract';

export interface DelayedAcks {
  /** Sends `ack` once its wait is over. */
  add(ack: NotificationAck): void;
  /** Sends every ack still waiting, now (the link is closing: what arrived was received). */
  flush(): void;
}

/**
 * Acks sent after a wait (`delayMs()` for each, contract notificationAckDelayMs), so that the
 * acks of a broadcast reach the server spread over seconds instead of all at once.
 */
export function createDelayedAcks(
  send: (ack: NotificationAck) => void,
  delayMs: () => number,
): DelayedAcks {
  const waiting = new Map<ReturnType<typeof setTimeout>, NotificationAck>();
  return {
    add(ack) {
      const timer = setTimeout(() => {
        waiting.delete(timer);
        send(ack);
      }, delayMs());
      waiting.set(timer, ack);
    },
    flush() {
      for (const [timer, ack] of waiting) {
        clearTimeout(timer);
        send(ack);
      }
      waiting.clear();
    },
  };
}
