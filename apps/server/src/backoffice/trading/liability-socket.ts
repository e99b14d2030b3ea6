import {
  TRADING_LIABILITY_PUSH_ROWS,
  TRADING_LIABILITY_ROOM,
  tradingSocketEvents,
  type BoLiabilityPush,
} from '@shangwe/contract/backoffice';
import type { Server, Socket } from 'socket.io';
import type { AppContext } from '../../platform/context';
import { staffSocketAllowed } from '../staff-socket';
import { liability } from './liability';

type Ack = (answer: unknown) => void;

const REFUSED = 'Your role does not allow this';
/** How often the relay looks at the exposure counter while a trader watches. */
const CHECK_MS = 1_000;

const firstPage = async (ctx: AppContext): Promise<BoLiabilityPush> =>
  liability(ctx.db, 1, TRADING_LIABILITY_PUSH_ROWS);

/**
 * `trading.watch` { token }: a staff session with `trading.manage` (second factor given) joins
 * the staff-only liability room and is sent the current first page at once.
 */
export function handleTradingSocket(socket: Socket, ctx: AppContext): void {
  socket.on(tradingSocketEvents.watch, (input: unknown, ack?: Ack) => {
    void (async () => {
      if (!(await staffSocketAllowed(ctx, input, 'trading.manage')))
        return ack?.({ ok: false, message: REFUSED });
      await socket.join(TRADING_LIABILITY_ROOM);
      ack?.({ ok: true });
      socket.emit(tradingSocketEvents.liability, await firstPage(ctx));
    })().catch(() => ack?.({ ok: false, message: REFUSED }));
  });
}

/**
 * Pushes the first page of liability to this instance's watching traders whenever the book's
 * exposure moved: every statement writing `trading_exposure` bumps a counter (migration 0134),
 * read here once a second and only while someone watches. Returns the stop function.
 */
export async function relayLiability(io: Server, ctx: AppContext): Promise<() => void> {
  let seen: string | null = null;
  let busy = false;
  const check = async () => {
    const room = io.of('/').adapter.rooms.get(TRADING_LIABILITY_ROOM);
    if (!room || room.size === 0) {
      seen = null;
      return;
    }
    const { rows } = await ctx.db.query<{ v: string }>(
      `SELECT last_value::text || ':' || is_called::text AS v FROM trading_exposure_version`,
    );
    const version = rows[0]?.v ?? '';
    if (version === seen) return;
    seen = version;
    const page = await firstPage(ctx);
    io.local.to(TRADING_LIABILITY_ROOM).emit(tradingSocketEvents.liability, page);
  };
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    check()
      .catch((error: unknown) => ctx.logger.warn({ err: error }, 'liability push failed'))
      .finally(() => (busy = false));
  }, CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
