import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import {
  PlacementBatcher,
  type BatchOutcome,
  type BatchRunner,
  type PlacementWrite,
  type Settled,
} from './placement-batcher';

/** A statement's failure as the database reports it. */
const failure = (code: string) => Object.assign(new Error(code), { code });

/**
 * A database stand-in: each write names itself and may fail; the runner records what ran alone
 * and what ran together (and how), and can hold the first write until the test lets it go.
 */
function fakeRunner(options: { transactionFails?: (isolate: boolean) => boolean } = {}) {
  const calls: Array<{ alone: string } | { together: string[]; isolate: boolean }> = [];
  const held: Array<() => void> = [];
  const db = {} as Queryable;
  const runner: BatchRunner = {
    alone: async (write) => {
      calls.push({ alone: nameOf(write) });
      return write(db);
    },
    together: async (writes, isolate) => {
      calls.push({ together: writes.map(nameOf), isolate });
      if (options.transactionFails?.(isolate)) throw failure('08006');
      const settled: Settled[] = [];
      for (const write of writes) {
        try {
          settled.push({ ok: true, value: await write(db) });
        } catch (error) {
          if (!isolate) throw error;
          const code = (error as { code?: string }).code;
          settled.push(code === '40P01' ? { ok: 'again' } : { ok: false, error });
        }
      }
      return settled;
    },
  };
  return { runner, calls, held };
}

const names = new WeakMap<PlacementWrite<unknown>, string>();
const nameOf = (write: PlacementWrite<unknown>) => names.get(write) ?? '?';

/** A write named `name` answering `name` (or failing with `fails` while it says so). */
function write(
  name: string,
  fails?: () => Error | null,
  hold?: Array<() => void>,
): PlacementWrite<string> {
  const w: PlacementWrite<string> = async () => {
    if (hold) await new Promise<void>((resolve) => hold.push(resolve));
    const error = fails?.();
    if (error) throw error;
    return name;
  };
  names.set(w, name);
  return w;
}

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error: (error as Error).message }),
  );

describe('the placement batcher', () => {
  it('sends a bet that finds nobody writing at once and alone (no timer)', async () => {
    const { runner, calls } = fakeRunner();
    const batcher = new PlacementBatcher(runner, 8);
    const placed = batcher.write(write('a'));
    // Already sent, before any timer or turn of the event loop.
    expect(calls).toEqual([{ alone: 'a' }]);
    expect(await placed).toBe('a');
  });

  it('writes the bets that arrived meanwhile together, in arrival order, at most N a batch', async () => {
    const { runner, calls, held } = fakeRunner();
    const batches: Array<[number, BatchOutcome]> = [];
    const batcher = new PlacementBatcher(runner, 3, (size, outcome) =>
      batches.push([size, outcome]),
    );
    const first = batcher.write(write('a', undefined, held));
    const later = ['b', 'c', 'd', 'e', 'f'].map((n) => batcher.write(write(n)));
    expect(calls).toEqual([{ alone: 'a' }]);
    held.shift()!();
    expect(await Promise.all([first, ...later])).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(calls).toEqual([
      { alone: 'a' },
      { together: ['b', 'c', 'd'], isolate: false },
      { together: ['e', 'f'], isolate: false },
    ]);
    expect(batches).toEqual([
      [3, 'one_commit'],
      [2, 'one_commit'],
    ]);
    // Quiet again: the next bet goes alone.
    calls.length = 0;
    await batcher.write(write('g'));
    expect(calls).toEqual([{ alone: 'g' }]);
  });

  it('answers a failing bet with its own error and the others with theirs (a savepoint each)', async () => {
    const { runner, calls, held } = fakeRunner();
    const batches: Array<[number, BatchOutcome]> = [];
    const batcher = new PlacementBatcher(runner, 8, (size, outcome) =>
      batches.push([size, outcome]),
    );
    const first = batcher.write(write('a', undefined, held));
    const answers = [
      batcher.write(write('b')),
      batcher.write(write('c', () => failure('23505'))),
      batcher.write(write('d')),
    ].map(settle);
    held.shift()!();
    await first;
    expect(await Promise.all(answers)).toEqual([
      { value: 'b' },
      { error: '23505' },
      { value: 'd' },
    ]);
    expect(calls.slice(1)).toEqual([
      { together: ['b', 'c', 'd'], isolate: false },
      { together: ['b', 'c', 'd'], isolate: true },
    ]);
    expect(batches).toEqual([[3, 'per_bet']]);
  });

  it('writes a bet undone by a deadlock again alone, after the batch', async () => {
    const { runner, calls, held } = fakeRunner();
    const batcher = new PlacementBatcher(runner, 8);
    let deadlocks = 2; // in the one-commit try and in the savepoint one
    const first = batcher.write(write('a', undefined, held));
    const answers = [
      batcher.write(write('b', () => (deadlocks-- > 0 ? failure('40P01') : null))),
      batcher.write(write('c')),
    ].map(settle);
    held.shift()!();
    await first;
    expect(await Promise.all(answers)).toEqual([{ value: 'b' }, { value: 'c' }]);
    expect(calls.slice(1)).toEqual([
      { together: ['b', 'c'], isolate: false },
      { together: ['b', 'c'], isolate: true },
      { alone: 'b' },
    ]);
  });

  it('writes every bet alone, in order, when the batch transaction itself fails', async () => {
    const { runner, calls, held } = fakeRunner({ transactionFails: () => true });
    const batches: Array<[number, BatchOutcome]> = [];
    const batcher = new PlacementBatcher(runner, 8, (size, outcome) =>
      batches.push([size, outcome]),
    );
    const first = batcher.write(write('a', undefined, held));
    const answers = [
      batcher.write(write('b')),
      batcher.write(write('c', () => failure('P0001'))),
      batcher.write(write('d')),
    ].map(settle);
    held.shift()!();
    await first;
    expect(await Promise.all(answers)).toEqual([
      { value: 'b' },
      { error: 'P0001' },
      { value: 'd' },
    ]);
    expect(calls.slice(1)).toEqual([
      { together: ['b', 'c', 'd'], isolate: false },
      { together: ['b', 'c', 'd'], isolate: true },
      { alone: 'b' },
      { alone: 'c' },
      { alone: 'd' },
    ]);
    expect(batches).toEqual([[3, 'alone']]);
  });
});
