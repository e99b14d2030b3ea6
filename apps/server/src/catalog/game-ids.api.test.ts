import { describe, expect, it } from 'vitest';
import { loadCatalogIntoMemory, resultMatch, seedFixtureMatches } from '../betting/test-fixtures';
import { useTestApp } from '../test/use-test-app';

const testApp = useTestApp();
const NOW = new Date('2026-11-21T09:00:00Z');
const at = (i: number) => new Date(NOW.getTime() + (i + 1) * 60_000);

async function gameIds(db: { query: (sql: string) => Promise<{ rows: unknown[] }> }) {
  const { rows } = await db.query(
    'SELECT parent_match_id, game_id FROM matches ORDER BY parent_match_id',
  );
  return new Map(
    (rows as { parent_match_id: string; game_id: number | null }[]).map((r) => [
      Number(r.parent_match_id),
      r.game_id === null ? null : Number(r.game_id),
    ]),
  );
}

describe('short game ids (migration 0088)', () => {
  it('gives every match a distinct five-digit id, also when writers insert at once', async () => {
    const t = await testApp.build({ liveDemo: false });
    // Ten writers at once, each its own batch of matches (separate connections on PostgreSQL).
    await Promise.all(
      Array.from({ length: 10 }, (_, w) =>
        seedFixtureMatches(
          t.ctx,
          Array.from({ length: 20 }, (_, i) => ({ id: 50_000 + w * 100 + i, start: at(i) })),
        ),
      ),
    );
    const ids = [...(await gameIds(t.ctx.db)).values()];
    expect(ids).toHaveLength(200);
    expect(new Set(ids).size).toBe(200);
    for (const id of ids) expect(String(id)).toMatch(/^[1-9]\d{4}$/);
  });

  it('after 99999 starts again at 10000, skipping ids held by open or lately settled matches', async () => {
    const t = await testApp.build({ liveDemo: false });
    await seedFixtureMatches(t.ctx, [
      { id: 1, start: at(1) },
      { id: 2, start: at(2) },
      { id: 3, start: at(3) },
    ]);
    const first = await gameIds(t.ctx.db);
    expect([first.get(1), first.get(2), first.get(3)]).toEqual([10000, 10001, 10002]);
    // Match 1 is settled today (its id stays held for 30 days); match 2 settled long ago.
    await resultMatch(t.ctx, 1, '1', new Date());
    await resultMatch(t.ctx, 2, '1', new Date(Date.now() - 40 * 86_400_000));
    await t.ctx.db.query(
      "UPDATE matches SET updated_at = now() - interval '40 days' WHERE parent_match_id = 2",
    );
    await t.ctx.db.query("SELECT setval('match_game_ids', 99999)");
    await seedFixtureMatches(t.ctx, [
      { id: 4, start: at(4) },
      { id: 5, start: at(5) },
    ]);
    const next = await gameIds(t.ctx.db);
    // 10000 (settled today) and 10002 (open) are skipped; 10001 (settled 40 days ago) is free.
    expect([next.get(4), next.get(5)]).toEqual([10001, 10003]);
  });

  it('shows the game id on match rows and on the match', async () => {
    const t = await testApp.build({ liveDemo: false });
    await seedFixtureMatches(t.ctx, [{ id: 77, start: new Date(Date.now() + 3_600_000) }]);
    await loadCatalogIntoMemory(t.ctx);
    const id = (await gameIds(t.ctx.db)).get(77);
    const page = await t.app.inject({ method: 'GET', url: '/api/match?parent_match_id=77' });
    expect(page.statusCode, page.body).toBe(200);
    expect(JSON.stringify(page.json())).toContain(`"game_id":${id}`);
    const rows = await t.app.inject({ method: 'GET', url: '/api/uo/sport?id=1' });
    expect(rows.statusCode, rows.body).toBe(200);
    expect(JSON.stringify(rows.json())).toContain(`"game_id":${id}`);
  });
});
