import type { Server, Socket } from 'socket.io';
import type { AppContext } from '../platform/context';

/**
 * A capability's part of the websocket gateway: the events it handles on each connection and
 * the bus messages it relays to this instance's sockets. The gateway imports no product; the
 * composition root (products.ts) hands the products' channels to it.
 */
export interface SocketChannel {
  handle?(socket: Socket, ctx: AppContext): void;
  /** Subscribes to the bus; resolves to the unsubscribe. */
  relay?(io: Server, ctx: AppContext): Promise<() => void>;
}
