import type { Worker } from 'node:cluster';
import net from 'node:net';
import type { Server as HttpServer } from 'node:http';

/**
 * How a cluster's connections reach its processes (API_PROCESSES, platform/cluster.ts): the
 * primary accepts each one and hands it to the process holding the fewest open connections.
 *
 * node:cluster's own round robin hands a connection to whichever process answered the last
 * one first, so during a burst of connects the busier process (the first one runs the crash
 * engine and the workers) took fewer: 5,000 crash watchers split 1,213 / 3,787, and the second
 * process wrote each tick to three times as many sockets as the first. Every broadcast is one
 * write per socket, so the slowest process's share sets its latency: the shares must be even.
 */

/** Process → primary: this process takes connections now (it listens). */
const ACCEPTING = 'shangwe:accepting';
/** Process → primary: a connection it was handed has closed. */
const CLOSED = 'shangwe:closed';
/** Primary → process: the socket sent with this message is a new connection of the port. */
const CONNECTION = 'shangwe:connection';

interface Share {
  worker: Worker;
  open: number;
  accepting: boolean;
}

/** The primary's side: accepts on the port and hands each connection out. */
export class ConnectionBalancer {
  private readonly shares = new Map<Worker, Share>();
  private readonly server = net.createServer({ pauseOnConnect: true }, (socket) =>
    this.handOut(socket),
  );
  private state: 'waiting' | 'listening' | 'closed' = 'waiting';

  constructor(
    private readonly port: number,
    private readonly host: string,
    private readonly events: {
      onError: (error: Error) => void;
      onAccepting: (worker: Worker) => void;
    },
  ) {
    this.server.on('error', events.onError);
  }

  /** A process was started: it gets connections once it says it accepts them. */
  add(worker: Worker): void {
    const share: Share = { worker, open: 0, accepting: false };
    this.shares.set(worker, share);
    worker.on('message', (message: unknown) => {
      if (message === CLOSED) share.open = Math.max(0, share.open - 1);
      else if (message === ACCEPTING) {
        share.accepting = true;
        this.events.onAccepting(worker);
        // The port opens once a process can serve it, so no connection waits on nobody.
        if (this.state !== 'waiting') return;
        this.state = 'listening';
        this.server.listen({ port: this.port, host: this.host });
      }
    });
  }

  /** A process ended: its connections ended with it. */
  remove(worker: Worker): void {
    this.shares.delete(worker);
  }

  /** Stops taking connections (those handed out stay with their processes). */
  close(): void {
    if (this.state === 'listening') this.server.close();
    this.state = 'closed';
  }

  /** Open connections of each process, for the logs. */
  openByProcess(): number[] {
    return [...this.shares.values()].map((share) => share.open);
  }

  private handOut(socket: net.Socket): void {
    let target: Share | undefined;
    for (const share of this.shares.values()) {
      if (share.accepting && share.worker.isConnected() && (!target || share.open < target.open))
        target = share;
    }
    if (!target) {
      socket.destroy();
      return;
    }
    const share = target;
    share.open++;
    share.worker.send(CONNECTION, socket, { keepOpen: false }, (error) => {
      if (!error) return;
      share.open = Math.max(0, share.open - 1);
      socket.destroy();
    });
  }
}

/**
 * A cluster process's side: serves the connections the primary hands it as if `server` had
 * accepted them. Call it once the server listens (on a private loopback port: Node runs a
 * server's connection tracking, the request and headers timeouts and the closing of idle
 * keep-alives, only while it listens). Once it stops accepting (shutting down), a connection
 * still handed to it is closed; `drained()` resolves once every handed connection has closed:
 * the server's own close does not wait for connections it did not accept.
 */
export function acceptHandedConnections(server: HttpServer) {
  const open = new Set<net.Socket>();
  let accepting = true;
  let onDrained: (() => void) | undefined;
  process.on('message', (message: unknown, socket: unknown) => {
    if (message !== CONNECTION || !(socket instanceof net.Socket)) return;
    socket.once('close', () => {
      open.delete(socket);
      tellPrimary(CLOSED);
      if (open.size === 0) onDrained?.();
    });
    if (!accepting) {
      socket.destroy();
      return;
    }
    open.add(socket);
    server.emit('connection', socket);
    socket.resume();
  });
  tellPrimary(ACCEPTING);
  return {
    stopAccepting: () => {
      accepting = false;
    },
    drained: () =>
      open.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            onDrained = resolve;
          }),
  };
}

/** A message to the primary, unless it is gone (a send then would throw an 'error' event). */
function tellPrimary(message: string): void {
  if (process.connected) process.send?.(message);
}
