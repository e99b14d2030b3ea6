import type { AppContext } from '../platform/context';
import { settleWager } from '../wagers/wager-settler';
import { markSettled, openBetIdsOfRound, unsettledFinishedRounds } from './virtual-repository';

/**
 * Settles every virtual bet with a leg on a finished round, through the pipeline's settler
 * (which locks each bet, so a bet is paid once however often this runs); marks the round
 * settled once none is left open. Returns how many bets were settled now.
 */
export async function settleRound(ctx: AppContext, roundId: number): Promise<number> {
  let settled = 0;
  for (const betId of await openBetIdsOfRound(ctx.db, roundId)) {
    if ((await settleWager(ctx, betId)) !== null) settled++;
  }
  // A bet with picks on a later round stays open; the round is done with once it settled its legs.
  await markSettled(ctx.db, roundId, ctx.now());
  return settled;
}

/** Catches up rounds finished while their settlement did not run (a crash, a restart). */
export async function settleUnsettledRounds(ctx: AppContext, leagueId: number): Promise<number> {
  let settled = 0;
  for (const roundId of await unsettledFinishedRounds(ctx.db, leagueId)) {
    settled += await settleRound(ctx, roundId);
  }
  return settled;
}
