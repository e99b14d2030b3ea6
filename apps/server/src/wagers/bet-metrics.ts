import type { AppContext } from '../platform/context';

/** The counters of each metrics registry, looked up once (every placement counts twice). */
const counters = new WeakMap<AppContext['metrics'], ReturnType<typeof lookUp>>();

/** Business counters of bets (Prometheus, GET /metrics). */
export function betMetrics(ctx: Pick<AppContext, 'metrics'>) {
  let found = counters.get(ctx.metrics);
  if (!found) {
    found = lookUp(ctx);
    counters.set(ctx.metrics, found);
  }
  return found;
}

function lookUp(ctx: Pick<AppContext, 'metrics'>) {
  return {
    placed: ctx.metrics.counter('bets_placed_total', 'Bets placed, by bet type', ['bet_type']),
    rejected: ctx.metrics.counter('bets_rejected_total', 'Bet placements refused, by reason', [
      'reason',
    ]),
    judged: ctx.metrics.counter(
      'bets_judged_total',
      'Bet placements by the catalog copy that had the last word (memory, or database when the memory copy trailed it or refused the slip)',
      ['catalog'],
    ),
    liveDecided: ctx.metrics.counter(
      'live_bets_decided_total',
      'Live bets decided after the delay',
      ['outcome'],
    ),
    settled: ctx.metrics.counter('bets_settled_total', 'Bets settled, by result', ['result']),
    cancelled: ctx.metrics.counter('bets_cancelled_total', 'Bets cancelled by the bettor'),
    cashouts: ctx.metrics.counter('cashouts_total', 'Bets cashed out'),
    batches: ctx.metrics.counter(
      'bet_write_batches_total',
      'Placement batches of more than one bet (wagers/placement-batcher.ts), by how they were written: one_call (one wager_placements call, one commit), alone (the call failed: each bet alone)',
      ['outcome'],
    ),
    batchedBets: ctx.metrics.counter(
      'bet_writes_batched_total',
      'Bets whose placement was written in a batch of more than one, by how the batch was written',
      ['outcome'],
    ),
  };
}
