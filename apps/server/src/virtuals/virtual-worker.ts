import type { Worker } from '../platform/workers';
import { VirtualEngine } from './virtual-engine';
import { virtualLeagueOf } from './virtual-league';
import { VIRTUAL_LEAGUES } from './virtual-teams';

/**
 * Runs the virtual leagues' engines (under one advisory lock: one instance plays them all). It
 * ticks twice a second (under a match minute of the 60 s play), and a tick that
 * overruns is not overlapped.
 */
export const virtualLeagueWorker: Worker = {
  name: 'virtual-league',
  lockKey: 705_201,
  async start(ctx) {
    // The country's league first (its id may be the country's own), then the others.
    const home = virtualLeagueOf(ctx.env.defaultCountry);
    const engines = [
      new VirtualEngine(ctx, undefined, home),
      ...VIRTUAL_LEAGUES.filter((l) => l.ref !== home.ref && l.id !== home.id).map(
        (league) => new VirtualEngine(ctx, undefined, league),
      ),
    ];
    let running: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      running = Promise.all(engines.map((engine) => engine.tick()))
        .catch((error: unknown) => ctx.logger.error({ err: error }, 'virtual league tick failed'))
        .finally(() => {
          running = undefined;
        });
    }, 500);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  },
};
