import { busChannels, type UserNotifyMessage } from '@shangwe/contract';
import type { AppContext } from '../platform/context';

/**
 * Sends `event` with `payload` to every open socket of one bettor (room `user:{profileId}`, joined
 * after the socket's `auth` event). Goes through the bus, so it works from any process and
 * role (a worker without a websocket server included); every gateway delivers to its own sockets.
 * Call it after the change it announces is committed. Nobody connected: nothing happens.
 */
export async function notifyUser(
  ctx: Pick<AppContext, 'bus'>,
  profileId: number,
  event: string,
  payload: unknown,
): Promise<void> {
  await ctx.bus.publish(busChannels.userNotify, {
    profileId,
    event,
    payload,
  } satisfies UserNotifyMessage);
}
