import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CrashSeedingResponse } from '@shangwe/contract';
import { chainSalt, chainSeedsHash, crashPointFromSeed } from '@shangwe/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { serverRoot } from '../platform/paths';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import type { CrashConfig } from './crash-config';
import { CrashEngine } from './crash-engine';
import { chainById, latestRound } from './crash-repository';

/**
 * A crash chain nobody can choose (issue 25): its salt is fixed only after its terminating hash
 * is published, from the client seeds bettors set in its seeding window; no round is played
 * before; a restart in the window changes nothing; `npm run casino:verify` recomputes the salt
 * from the published inputs and checks the rounds with it.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const WINDOW_MS = 60_000;
const CONFIG: CrashConfig = {
  betWindowMs: 1_000,
  pauseMs: 500,
  tickMs: 100,
  growthPerSecond: 0.6,
  chainLength: 20,
  seedingWindowMs: WINDOW_MS,
};
const START = new Date('2030-06-01T12:00:00Z');
let clock = START;

const seeding = async (chainId?: number) =>
  (
    await t!.app.inject({
      method: 'GET',
      url: `/api/casino/crash/seeding${chainId === undefined ? '' : `?chain_id=${chainId}`}`,
    })
  ).json<CrashSeedingResponse>();

const setSeed = (p: TestProfile, clientSeed: string) =>
  t!.app.inject({
    method: 'POST',
    url: '/api/casino/seeds',
    headers: { authorization: `Bearer ${p.token}` },
    payload: { client_seed: clientSeed },
  });

const run = promisify(execFile);

describe('crash chain seeding', () => {
  it('fixes the salt from the seeds set after the chain was published; verify recomputes it', async () => {
    t = await buildTestApp();
    clock = START;
    t.ctx.now = () => clock;
    const [ann, ben] = await Promise.all(
      [1, 2].map(() => createTestProfile(t!.ctx, { cashCents: 10_000 })),
    );
    await new CrashEngine(t.ctx, CONFIG).tick(clock);
    // Published, seeding, no salt and no round.
    const published = await seeding();
    expect(published).toMatchObject({
      open: true,
      seeds: [],
      salt: null,
      seeds_hash: null,
      published_at: START.toISOString(),
      seeding_ends_at: new Date(START.getTime() + WINDOW_MS).toISOString(),
    });
    expect(await latestRound(t.ctx.db)).toBeUndefined();
    const state = await t.app.inject({ method: 'GET', url: '/api/casino/crash/state' });
    expect(state.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/casino/crash/history' })).json(),
    ).toEqual({
      rounds: [],
      chains: [],
    });

    clock = new Date(START.getTime() + 10_000);
    expect((await setSeed(ann!, 'ann-lucky-7')).statusCode).toBe(200);
    clock = new Date(START.getTime() + 20_000);
    expect((await setSeed(ben!, 'ben_0042')).statusCode).toBe(200);
    // The process dies in the window; a new one takes over from the rows alone.
    clock = new Date(START.getTime() + WINDOW_MS - 1);
    const restarted = new CrashEngine(t.ctx, CONFIG);
    await restarted.tick(clock);
    expect(await latestRound(t.ctx.db)).toBeUndefined();
    expect((await seeding(published.chain_id)).seeds).toEqual(['ann-lucky-7', 'ben_0042']);

    // The window closes: salt fixed from the two seeds, the first round plays with it.
    clock = new Date(START.getTime() + WINDOW_MS);
    await restarted.tick(clock);
    const salted = await seeding(published.chain_id);
    const seedsHash = chainSeedsHash(['ann-lucky-7', 'ben_0042']);
    expect(salted).toMatchObject({
      open: false,
      seeds_hash: seedsHash,
      salt: chainSalt(published.terminating_hash, seedsHash),
      salted_at: clock.toISOString(),
    });
    const round = (await latestRound(t.ctx.db))!;
    expect(Number(round.chain_id)).toBe(published.chain_id);
    expect(round.crash_point).toBe(crashPointFromSeed(round.seed, salted.salt!));
    // The next chain is published at once: its window runs while this one plays.
    const next = await seeding();
    expect(next.chain_id).toBeGreaterThan(published.chain_id);
    expect(next.open).toBe(true);
    // A seed set now is listed for the next chain only.
    expect((await setSeed(ann!, 'ann-again')).statusCode).toBe(200);
    expect((await seeding(published.chain_id)).seeds).toEqual(['ann-lucky-7', 'ben_0042']);
    expect((await seeding(next.chain_id)).seeds).toEqual(['ann-again']);

    // A few rounds crash; casino:verify recomputes the salt from the published inputs.
    for (let i = 0; i < 30; i++) {
      clock = new Date(clock.getTime() + 2_000);
      await restarted.tick(clock);
    }
    const history = (
      await t.app.inject({ method: 'GET', url: '/api/casino/crash/history?limit=5' })
    ).json();
    expect(history.rounds.length).toBeGreaterThan(1);
    expect(history.chains.map((c: { chain_id: number }) => c.chain_id)).toEqual([
      published.chain_id,
    ]);
    expect(history.chains[0]).toMatchObject({ salt: salted.salt, seeds_hash: seedsHash });

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const root = path.join(serverRoot(), '..', '..');
    const cli = path.join(serverRoot(), 'src/casino/verify-cli.ts');
    const verify = () =>
      run(process.execPath, ['--import', 'tsx', cli, '5', base], { cwd: root }).then(
        (r) => ({ code: 0, out: r.stdout }),
        (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
      );
    const good = await verify();
    expect(good.code).toBe(0);
    expect(good.out).toContain(`OK       chain ${published.chain_id}`);
    expect(good.out).toContain('2 client seeds');
    expect(good.out).toMatch(/verified \d+ rounds/);

    // A listed seed that is not what the salt was made from: the CLI refuses the chain.
    await t.ctx.db.query(
      `UPDATE crash_chain_seeds SET client_seed = 'forged' WHERE chain_id = $1 AND client_seed = 'ben_0042'`,
      [published.chain_id],
    );
    const bad = await verify();
    expect(bad.code).toBe(1);
    expect(bad.out).toContain(`MISMATCH chain ${published.chain_id}`);
    expect(bad.out).toContain('NOT verified');
    expect((await chainById(t.ctx.db, published.chain_id))!.salt).toBe(salted.salt);
  });
});
