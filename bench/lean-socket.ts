import WebSocket from 'ws';

/**
 * A socket.io client for the realtime benches' load processes: the socket.io protocol (v5 over
 * engine.io v4, websocket transport, default namespace) spoken directly over `ws`, the library
 * socket.io-client itself uses in Node. The server cannot tell it from socket.io-client: the
 * same handshake, `40` connect with the auth payload, `42` events, `43` acks both ways, `3`
 * answering every `2` ping. It exists because the load client shares the two cores with the
 * server it measures: socket.io-client decoded each frame through two emitter layers and a
 * packet decoder (about 60 µs a notification with its ack), this about a third of that, so more
 * of the machine is left to the server whose latency is measured.
 *
 * Text frames only (the app's events carry JSON, never binary attachments); event names
 * without `"` or `\` in them (the app's are plain words).
 */

type Listener = (payload: unknown) => void;
type AckListener = (answer: unknown) => void;

export interface LeanSocketOptions {
  /** socket.io's `auth` (sent with the namespace connect). */
  auth?: Record<string, unknown>;
  /** How long the handshake may take, ms. */
  timeoutMs?: number;
}

export class LeanSocket {
  private readonly ws: WebSocket;
  private readonly listeners = new Map<string, Listener>();
  private readonly acks = new Map<number, AckListener>();
  private nextAckId = 0;
  /** Resolves once the namespace answered the connect (`40`), rejects on `44` or a failure. */
  readonly connected: Promise<void>;

  constructor(url: string, options: LeanSocketOptions = {}) {
    const endpoint = new URL('/socket.io/', url);
    endpoint.protocol = endpoint.protocol === 'https:' ? 'wss:' : 'ws:';
    endpoint.search = '?EIO=4&transport=websocket';
    this.ws = new WebSocket(endpoint, { perMessageDeflate: false });
    this.connected = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('socket handshake timed out')),
        options.timeoutMs ?? 120_000,
      );
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(error);
      };
      this.ws.once('error', fail);
      this.ws.once('close', () => fail(new Error('socket closed during the handshake')));
      this.onConnect = (error) => {
        clearTimeout(timer);
        this.ws.off('error', fail);
        if (error) reject(error);
        else resolve();
      };
      this.ws.on('message', (data, isBinary) => {
        if (!isBinary) this.receive(data.toString());
      });
      this.ws.on('error', () => undefined);
      this.connectPayload = options.auth ? JSON.stringify(options.auth) : '';
    });
  }

  private onConnect: (error?: Error) => void = () => undefined;
  private connectPayload = '';

  /** Listens to an event (one listener per event: all the benches need). */
  on<T>(event: string, listener: (payload: T) => void): void {
    this.listeners.set(event, listener as Listener);
  }

  /** Emits an event; with `ack`, asks the server to answer it. */
  emit<A>(event: string, payload: unknown, ack?: (answer: A) => void): void {
    let id = '';
    if (ack) {
      const ackId = this.nextAckId++;
      this.acks.set(ackId, ack as AckListener);
      id = String(ackId);
    }
    this.ws.send(`42${id}${JSON.stringify([event, payload])}`);
  }

  close(): void {
    this.ws.close();
  }

  private receive(text: string): void {
    switch (text.charCodeAt(0)) {
      case 0x32: // engine.io ping: answer at once, or the server drops the socket
        this.ws.send('3');
        return;
      case 0x30: // engine.io open: connect to the default namespace
        this.ws.send(`40${this.connectPayload}`);
        return;
      case 0x34: // engine.io message: a socket.io packet
        this.packet(text);
        return;
      default:
    }
  }

  private packet(text: string): void {
    const type = text.charCodeAt(1);
    if (type === 0x32) {
      // `42["event",payload]` (an event the server asks an ack for has an id: not used here).
      // Only the events listened to are parsed: the phones a server serves parse on their own
      // CPUs, the load client on the server's.
      const open = text.indexOf('[');
      const name = text.slice(open + 2, text.indexOf('"', open + 2));
      const listener = this.listeners.get(name);
      if (listener) listener((JSON.parse(text.slice(open)) as [string, unknown])[1]);
    } else if (type === 0x33) {
      // `43<id>[answer]`
      const open = text.indexOf('[');
      const id = Number(text.slice(2, open));
      const ack = this.acks.get(id);
      this.acks.delete(id);
      ack?.((JSON.parse(text.slice(open)) as unknown[])[0]);
    } else if (type === 0x30) this.onConnect();
    else if (type === 0x34) {
      const body = JSON.parse(text.slice(2) || '{}') as { message?: string };
      this.onConnect(new Error(`connect refused: ${body.message ?? 'unknown'}`));
    }
  }
}
