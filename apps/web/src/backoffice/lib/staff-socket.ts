import { useEffect, useRef, useState } from 'react';
import { sessionToken } from './api';

type Handlers = Record<string, (payload: never) => void>;

/**
 * A staff page's websocket: on every (re)connect it sends `joinEvent` with the staff session to
 * join its staff-only room (`onJoined` after, e.g. to read again what was missed), and passes
 * each of `handlers`' events on. Returns whether live updates are on.
 */
export function useStaffSocket(
  joinEvent: string,
  handlers: Handlers,
  onJoined?: () => void,
): boolean {
  const [live, setLive] = useState(false);
  // The latest handlers, without reconnecting when the caller's closures change.
  const current = useRef({ handlers, onJoined });
  current.current = { handlers, onJoined };
  const events = Object.keys(handlers).join(',');
  useEffect(() => {
    let closed = false;
    let disconnect = () => undefined as void;
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const socket = io({ path: '/socket.io', transports: ['websocket'] });
      disconnect = () => void socket.disconnect();
      socket.on('connect', () => {
        socket.emit(joinEvent, { token: sessionToken.get() }, (answer: { ok: boolean }) => {
          setLive(answer.ok);
          current.current.onJoined?.();
        });
      });
      socket.on('disconnect', () => setLive(false));
      for (const event of events.split(','))
        socket.on(event, (payload: unknown) => current.current.handlers[event]?.(payload as never));
    });
    return () => {
      closed = true;
      disconnect();
    };
  }, [joinEvent, events]);
  return live;
}
