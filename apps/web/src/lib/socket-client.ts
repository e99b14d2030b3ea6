import type {
  MatchUpdateMessage,
  OddsChangeMessage,
  VirtualClockEvent,
  VirtualGoalEvent,
  VirtualRoundEvent,
} from '@shangwe/contract';
import type { Socket } from 'socket.io-client';

/**
 * The one websocket connection of the app (Socket.IO at /socket.io, websocket transport only:
 * no long-polling fallback, which costs data on slow networks). socket.io-client is loaded on
 * first use so it stays out of the initial bundle.
 *
 * Match rooms are reference counted: several screens may watch the same match; the room is
 * joined once and left when the last watcher goes. Joins made in the same tick travel in one
 * `subscribe` message, and every watched room is joined again after a reconnect.
 */

/** Socket.IO event names (mirror `socketEvents` of @shangwe/contract realtime; values only, so
 * that zod stays out of the bundle). */
export const SOCKET_EVENTS = {
  subscribe: 'subscribe',
  unsubscribe: 'unsubscribe',
  odds: 'odds',
  match: 'match',
  virtualSubscribe: 'virtual.subscribe',
  virtualRound: 'virtual.round',
  virtualClock: 'virtual.clock',
  virtualGoal: 'virtual.goal',
} as const;

/** A push of a virtual league's ticker (contract `virtualSocketEvents`). */
export type VirtualSocketEvent =
  | { type: 'round'; payload: VirtualRoundEvent }
  | { type: 'clock'; payload: VirtualClockEvent }
  | { type: 'goal'; payload: VirtualGoalEvent };

export type VirtualListener = (event: VirtualSocketEvent) => void;

/** A push for one match: an odds / bet_status change or a score, clock, period, status change. */
export type MatchSocketEvent =
  { type: 'odds'; payload: OddsChangeMessage } | { type: 'match'; payload: MatchUpdateMessage };

export type MatchListener = (event: MatchSocketEvent) => void;

type SocketLike = Pick<Socket, 'on' | 'emit' | 'disconnect' | 'connected'>;

export interface SocketTransport {
  /** Creates the connection; injected in tests. */
  connect(): Promise<SocketLike>;
}

const defaultTransport: SocketTransport = {
  async connect() {
    const { io } = await import('socket.io-client');
    return io({ transports: ['websocket'], path: '/socket.io' });
  },
};

/** Room name of one match (server: `match:{parent_match_id}`). */
export function matchRoom(parentMatchId: number): string {
  return `match:${parentMatchId}`;
}

/** Ref-counted match room subscriptions over one lazily created connection. */
export class SocketClient {
  private socket: SocketLike | null = null;
  private connecting: Promise<void> | null = null;
  private readonly watchers = new Map<number, Set<MatchListener>>();
  private readonly leagueWatchers = new Map<number, Set<VirtualListener>>();
  private pendingJoins = new Set<number>();
  private flushScheduled = false;
  private readonly eventListeners = new Map<string, Set<(payload: unknown) => void>>();
  private readonly boundEvents = new Set<string>();
  private readonly connectHooks = new Set<() => void>();

  constructor(private readonly transport: SocketTransport = defaultTransport) {}

  /** Listens to the pushes of one match. Returns the function that stops listening. */
  subscribeMatch(parentMatchId: number, listener: MatchListener): () => void {
    let listeners = this.watchers.get(parentMatchId);
    if (!listeners) {
      listeners = new Set();
      this.watchers.set(parentMatchId, listeners);
      this.pendingJoins.add(parentMatchId);
      this.scheduleFlush();
    }
    listeners.add(listener);
    return () => {
      const current = this.watchers.get(parentMatchId);
      if (!current) return;
      current.delete(listener);
      if (current.size > 0) return;
      this.watchers.delete(parentMatchId);
      if (this.pendingJoins.delete(parentMatchId)) return;
      if (this.socket?.connected) {
        this.socket.emit(SOCKET_EVENTS.unsubscribe, { parent_match_ids: [parentMatchId] });
      }
    };
  }

  /**
   * Room-style subscription (`match:{parent_match_id}`), kept for callers written against the
   * first version of this client: the listener receives the event name and its payload.
   * Prefer {@link subscribeMatch}.
   */
  subscribe(room: string, listener: (event: string, payload: unknown) => void): () => void {
    const id = Number(room.startsWith('match:') ? room.slice('match:'.length) : NaN);
    if (!Number.isInteger(id) || id < 1) throw new Error(`not a match room: '${room}'`);
    return this.subscribeMatch(id, (event) => listener(event.type, event.payload));
  }

  /**
   * Listens to a virtual league's ticker (room `virtual:{league_id}`). The server keeps the
   * room until the connection ends, so leaving is only local.
   */
  subscribeVirtual(leagueId: number, listener: VirtualListener): () => void {
    let listeners = this.leagueWatchers.get(leagueId);
    if (!listeners) {
      listeners = new Set();
      this.leagueWatchers.set(leagueId, listeners);
      void this.ensureConnected().then(() => {
        if (this.socket?.connected)
          this.socket.emit(SOCKET_EVENTS.virtualSubscribe, { league_id: leagueId });
      });
    }
    listeners.add(listener);
    return () => {
      const current = this.leagueWatchers.get(leagueId);
      current?.delete(listener);
      if (current?.size === 0) this.leagueWatchers.delete(leagueId);
    };
  }

  /**
   * Runs `hook` on every (re)connect, and at once when already connected: for a feature that
   * must introduce itself to each fresh server-side socket (the notifications' device `update`).
   * Returns the function that removes the hook.
   */
  onConnect(hook: () => void): () => void {
    this.connectHooks.add(hook);
    void this.ensureConnected().then(() => {
      if (this.socket?.connected && this.connectHooks.has(hook)) hook();
    });
    return () => {
      this.connectHooks.delete(hook);
    };
  }

  /** Listens to a server event by name (connecting if needed). Returns the function that stops. */
  on<T>(event: string, listener: (payload: T) => void): () => void {
    let listeners = this.eventListeners.get(event);
    if (!listeners) {
      listeners = new Set();
      this.eventListeners.set(event, listeners);
    }
    const entry = listener as (payload: unknown) => void;
    listeners.add(entry);
    if (this.socket) this.bindEvent(this.socket, event);
    else void this.ensureConnected();
    return () => {
      this.eventListeners.get(event)?.delete(entry);
    };
  }

  /**
   * Sends an event with an optional acknowledgement callback. Returns false when not connected:
   * the message is dropped, not queued (state is re-announced by the connect hooks instead).
   */
  emit(event: string, payload: unknown, ack?: (answer: unknown) => void): boolean {
    if (!this.socket?.connected) return false;
    if (ack) this.socket.emit(event, payload, ack);
    else this.socket.emit(event, payload);
    return true;
  }

  /** Matches currently watched (tests and diagnostics). */
  watchedMatches(): number[] {
    return [...this.watchers.keys()];
  }

  /** Closes the connection. */
  close(): void {
    this.socket?.disconnect();
    this.socket = null;
    this.connecting = null;
    this.watchers.clear();
    this.leagueWatchers.clear();
    this.pendingJoins.clear();
    this.eventListeners.clear();
    this.boundEvents.clear();
    this.connectHooks.clear();
  }

  private bindEvent(socket: SocketLike, event: string): void {
    if (this.boundEvents.has(event)) return;
    this.boundEvents.add(event);
    socket.on(event, (payload: unknown) =>
      this.eventListeners.get(event)?.forEach((listener) => listener(payload)),
    );
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    queueMicrotask(() => {
      void this.ensureConnected().then(() => {
        this.flushScheduled = false;
        const ids = [...this.pendingJoins].filter((id) => this.watchers.has(id));
        this.pendingJoins.clear();
        if (ids.length > 0 && this.socket?.connected) this.join(ids);
        // Not connected yet: the 'connect' handler joins every watched match.
      });
    });
  }

  private join(ids: number[]): void {
    // The server caps one message at 500 rooms.
    for (let i = 0; i < ids.length; i += 500) {
      this.socket?.emit(SOCKET_EVENTS.subscribe, { parent_match_ids: ids.slice(i, i + 500) });
    }
  }

  private ensureConnected(): Promise<void> {
    if (this.socket) return Promise.resolve();
    if (!this.connecting) {
      this.connecting = this.transport
        .connect()
        .then((socket) => {
          this.socket = socket;
          socket.on('connect', () => {
            // A (re)connect lands on a fresh server-side socket: join every watched match.
            this.pendingJoins.clear();
            const ids = [...this.watchers.keys()];
            if (ids.length > 0) this.join(ids);
            for (const leagueId of this.leagueWatchers.keys())
              socket.emit(SOCKET_EVENTS.virtualSubscribe, { league_id: leagueId });
            for (const hook of this.connectHooks) hook();
          });
          for (const event of this.eventListeners.keys()) this.bindEvent(socket, event);
          const relay = (type: VirtualSocketEvent['type']) => (payload: { league_id: number }) =>
            this.leagueWatchers
              .get(payload.league_id)
              ?.forEach((listener) => listener({ type, payload } as VirtualSocketEvent));
          socket.on(SOCKET_EVENTS.virtualRound, relay('round'));
          socket.on(SOCKET_EVENTS.virtualClock, relay('clock'));
          socket.on(SOCKET_EVENTS.virtualGoal, relay('goal'));
          socket.on(SOCKET_EVENTS.odds, (payload: OddsChangeMessage) =>
            this.dispatch(payload.parent_match_id, { type: 'odds', payload }),
          );
          socket.on(SOCKET_EVENTS.match, (payload: MatchUpdateMessage) =>
            this.dispatch(payload.parent_match_id, { type: 'match', payload }),
          );
        })
        .catch(() => {
          // Live pushes are an enhancement; polling stays as the fallback. Allow a later retry.
          this.connecting = null;
        });
    }
    return this.connecting;
  }

  private dispatch(parentMatchId: number, event: MatchSocketEvent): void {
    this.watchers.get(parentMatchId)?.forEach((listener) => listener(event));
  }
}

/** The app-wide client. */
export const socketClient = new SocketClient();
