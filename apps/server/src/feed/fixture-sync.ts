import { busChannels, type CatalogReloadMessage } from '@shangwe/contract';
import type { AppContext } from '../platform/context';
import { SimulatedOddsFeed } from './fixture-generator';
import {
  existingBatches,
  insertMatches,
  recordBatches,
  upsertReferenceData,
} from './feed-repository';
import type { FeedMatch, OddsFeed } from './odds-feed';
import { sportById } from './reference-data';

export interface SyncResult {
  batches: string[];
  matches: number;
  ms: number;
}

/**
 * Writes the fixture batches the feed says are due and are not written yet, each batch with
 * its record in its own transaction, then tells every catalog cache to reload. Matches that would already be over
 * are skipped (a fresh start does not fill the catalog with the morning's finished games).
 * Running it again does nothing: batches are recorded by key.
 */
export async function syncFixtures(
  ctx: AppContext,
  feed: OddsFeed,
  now: Date = ctx.now(),
): Promise<SyncResult> {
  const started = Date.now();
  const due = feed.batchesDue(now);
  const have = await existingBatches(ctx.db, due);
  const missing = due.filter((key) => !have.has(key));
  if (missing.length === 0) return { batches: [], matches: 0, ms: Date.now() - started };
  await upsertReferenceData(ctx.db, feed.referenceData());
  // One batch generated and written at a time: the week's fixtures are never all in memory at
  // once, and no transaction grows to the whole week (the embedded database keeps the memory a
  // big transaction once needed for the rest of the process's life).
  const inserted: number[] = [];
  for (const key of missing) {
    const matches: FeedMatch[] = feed
      .fixtures(key)
      .filter((m) => !alreadyOver(m, now, ctx.env.timeScale));
    const ids = await ctx.db.transaction(async (tx) => {
      const written = await insertMatches(tx, matches);
      await recordBatches(tx, [{ key, matches: matches.length }]);
      return written;
    });
    inserted.push(...ids);
  }
  feed.releaseCaches?.();
  if (inserted.length > 0) {
    await ctx.bus.publish(busChannels.catalogReload, {
      reason: `fixtures: ${missing.length} batches`,
      parent_match_ids: inserted,
    } satisfies CatalogReloadMessage);
  }
  const result = { batches: missing, matches: inserted.length, ms: Date.now() - started };
  ctx.logger.info(
    result.batches.length > 3 ? { ...result, batches: result.batches.length } : result,
    'fixtures written',
  );
  return result;
}

function alreadyOver(m: FeedMatch, now: Date, timeScale: number): boolean {
  const sport = sportById.get(m.sport_id);
  if (!sport) return false;
  return (
    m.start_time.getTime() + SimulatedOddsFeed.expectedDurationMs(sport, timeScale) < now.getTime()
  );
}
