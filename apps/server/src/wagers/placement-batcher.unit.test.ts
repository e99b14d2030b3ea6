import { describe, expect, it } from 'vitest';
import type { QueryResult, Queryable } from '../db/database';
import {
  databaseRunner,
  parameterText,
  PlacementBatcher,
  type BatchOutcome,
  type BatchRunner,
  type PlacementWrite,
  type Settled,
} from './placement-batcher';

/** A leg's selection on match `match`'s 1X2 market. */
const leg = (match: number, pick: string) => ({
  parent_match_id: match,
  sub_type_id: 1,
  special_bet_value: '',
  bet_pick: pick,
});

/** A statement's failure as the database reports it. */
const failure = (code: string) => Object.assign(new Error(code), { code });

/**
 * A database stand-in for the queueing: each write names itself; the runner records what ran
 * alone and what ran together, and the test can hold a write until it lets it go.
 */
function fakeRunner() {
  const calls: Array<{ alone: string } | { together: string[] }> = [];
  const db = {} as Queryable;
  const runner: BatchRunner = {
    alone: async (write) => {
      calls.push({ alone: nameOf(write) });
      return write(db);
    },
    together: async (entries) => {
      calls.push({ together: entries.map((e) => nameOf(e.write)) });
      const settled: Settled[] = [];
      for (const { write } of entries) {
        settled.push(
          await write(db).then(
            (value): Settled => ({ ok: true, value }),
            (error: unknown): Settled => ({ ok: false, error }),
          ),
        );
      }
      return { settled, outcome: 'one_call' };
    },
  };
  return { runner, calls };
}

const names = new WeakMap<PlacementWrite<unknown>, string>();
const nameOf = (write: PlacementWrite<unknown>) => names.get(write) ?? '?';

/** A write named `name` answering `name`, held until released when `hold` is given. */
function write(name: string, hold?: Array<() => void>): PlacementWrite<string> {
  const w: PlacementWrite<string> = async () => {
    if (hold) await new Promise<void>((resolve) => hold.push(resolve));
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
  it('sends a bet that finds a writer free at once and alone (no timer)', async () => {
    const { runner, calls } = fakeRunner();
    const batcher = new PlacementBatcher(runner, 8);
    const placed = batcher.write(write('a'));
    // Already sent, before any timer or turn of the event loop.
    expect(calls).toEqual([{ alone: 'a' }]);
    expect(await placed).toBe('a');
  });

  it('writes the bets that arrived meanwhile together, in arrival order, at most N a batch', async () => {
    const { runner, calls } = fakeRunner();
    const held: Array<() => void> = [];
    const batches: Array<[number, BatchOutcome]> = [];
    const batcher = new PlacementBatcher(runner, 3, (size, outcome) =>
      batches.push([size, outcome]),
    );
    const first = batcher.write(write('a', held));
    const later = ['b', 'c', 'd', 'e', 'f'].map((n) => batcher.write(write(n)));
    expect(calls).toEqual([{ alone: 'a' }]);
    held.shift()!();
    expect(await Promise.all([first, ...later])).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(calls).toEqual([
      { alone: 'a' },
      { together: ['b', 'c', 'd'] },
      { together: ['e', 'f'] },
    ]);
    expect(batches).toEqual([
      [3, 'one_call'],
      [2, 'one_call'],
    ]);
    // Quiet again: the next bet goes alone.
    calls.length = 0;
    await batcher.write(write('g'));
    expect(calls).toEqual([{ alone: 'g' }]);
  });

  it('with two writers, a second bet goes alone beside the first; a third waits', async () => {
    const { runner, calls } = fakeRunner();
    const held: Array<() => void> = [];
    const batcher = new PlacementBatcher(runner, 8, undefined, 2);
    const placed = [
      batcher.write(write('a', held)),
      batcher.write(write('b', held)),
      batcher.write(write('c')),
      batcher.write(write('d')),
    ];
    expect(calls).toEqual([{ alone: 'a' }, { alone: 'b' }]);
    held.shift()!();
    held.shift()!();
    expect(await Promise.all(placed)).toEqual(['a', 'b', 'c', 'd']);
    expect(calls.slice(2)).toEqual([{ together: ['c', 'd'] }]);
  });
});

/** A placement-like write: one statement, its first row's `id` (or the statement's error). */
function statementWrite(text: string, params: unknown[]): PlacementWrite<unknown> {
  return async (db) => (await db.query<{ id: unknown }>(text, params)).rows[0]?.id ?? null;
}

/**
 * A database that answers the batch call with `answer(i)` per statement of the call (or fails
 * the call) and each statement sent alone with its first parameter as the id.
 */
function fakeDatabase(options: {
  answer?: (text: string, params: readonly (string | null)[]) => unknown;
  callFails?: boolean;
}) {
  const sent: Array<{ text: string; params: readonly unknown[] }> = [];
  const db: Queryable = {
    query<T>(text: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      sent.push({ text, params });
      if (text.includes('wager_placements')) {
        if (options.callFails) return Promise.reject(failure('08006'));
        const [texts, shapes, flat, starts] = params as [
          string[],
          number[],
          (string | null)[],
          number[],
        ];
        const answers = shapes.map((shape, i) => {
          const end = i + 1 < starts.length ? starts[i + 1] : flat.length;
          return options.answer!(texts[shape - 1]!, flat.slice(starts[i], end));
        });
        return Promise.resolve({ rows: [{ answers }] as T[], rowCount: 1 });
      }
      return Promise.resolve({ rows: [{ id: `alone:${String(params[0])}` }] as T[], rowCount: 1 });
    },
  };
  return { db, sent };
}

describe('a batch written by one database call (fake database)', () => {
  it('sends every statement of the batch in one call and answers each with its own rows or error', async () => {
    const { db, sent } = fakeDatabase({
      answer: (text, params) =>
        params[0] === 'twin'
          ? {
              error: {
                code: '23505',
                message: 'duplicate key value violates unique constraint "idempotency_keys_pkey"',
                constraint: 'idempotency_keys_pkey',
                table: 'idempotency_keys',
              },
            }
          : { rows: [{ id: `${text.slice(0, 4)}:${params.join('|')}` }] },
    });
    const runner = databaseRunner(db);
    const { settled, outcome } = await runner.together([
      {
        write: statementWrite('CASH $1 $2', ['p1', 500]),
        walletProfile: 7,
        exposure: [leg(9, '1')],
      },
      { write: statementWrite('FREE $1', ['p2']), walletProfile: 3 },
      {
        write: statementWrite('CASH $1 $2', ['twin', 500]),
        walletProfile: 7,
        exposure: [leg(8, '2'), leg(9, '1')],
      },
      { write: statementWrite('CASH $1 $2', ['p4', null]), walletProfile: null },
    ]);
    expect(outcome).toBe('one_call');
    // One round trip: the distinct texts once, each bet's parameters as text from its start.
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toEqual([
      ['CASH $1 $2', 'FREE $1'],
      [1, 2, 1, 1],
      ['p1', '500', 'p2', 'twin', '500', 'p4', null],
      [0, 2, 3, 5],
      [7, 3],
      // Every leg's selection, for the exposure rows the call locks (in key order, itself).
      [9, 8, 9],
      [1, 1, 1],
      ['', '', ''],
      ['1', '2', '1'],
      // Not insertBet's cash statements only: no set-based write (migration 0161).
      false,
    ]);
    expect(settled.slice(0, 2)).toEqual([
      { ok: true, value: 'CASH:p1|500' },
      { ok: true, value: 'FREE:p2' },
    ]);
    // The twin's error carries the driver's fields, so the placer replays the first answer.
    const twin = settled[2]!;
    expect(twin.ok).toBe(false);
    expect(twin.ok === false && twin.error).toMatchObject({
      code: '23505',
      constraint: 'idempotency_keys_pkey',
      table: 'idempotency_keys',
      message: 'duplicate key value violates unique constraint "idempotency_keys_pkey"',
    });
    expect(settled[3]).toEqual({ ok: true, value: 'CASH:p4|' });
  });

  it('sends a statement undone by a deadlock again alone, after the others are answered', async () => {
    const { db, sent } = fakeDatabase({
      answer: (_text, params) =>
        params[0] === 'b'
          ? { error: { code: '40P01', message: 'deadlock detected' } }
          : { rows: [{ id: params[0] }] },
    });
    const { settled } = await databaseRunner(db).together(
      ['a', 'b', 'c'].map((n) => ({ write: statementWrite('S $1', [n]), walletProfile: 1 })),
    );
    expect(settled).toEqual([
      { ok: true, value: 'a' },
      { ok: true, value: 'alone:b' },
      { ok: true, value: 'c' },
    ]);
    expect(sent.map((s) => (s.text.includes('wager_placements') ? 'call' : s.text))).toEqual([
      'call',
      'S $1',
    ]);
  });

  it('writes every statement alone, in order, when the call itself fails', async () => {
    const { db, sent } = fakeDatabase({ callFails: true });
    const { settled, outcome } = await databaseRunner(db).together(
      ['a', 'b', 'c'].map((n) => ({ write: statementWrite('S $1', [n]), walletProfile: 1 })),
    );
    expect(outcome).toBe('alone');
    expect(settled.map((s) => s.ok && s.value)).toEqual(['alone:a', 'alone:b', 'alone:c']);
    expect(sent.slice(1).map((s) => s.params[0])).toEqual(['a', 'b', 'c']);
  });

  it('leaves out of the call a write that failed before its statement', async () => {
    const { db, sent } = fakeDatabase({ answer: (_t, params) => ({ rows: [{ id: params[0] }] }) });
    const refused: PlacementWrite<unknown> = () => Promise.reject(new Error('refused'));
    const { settled } = await databaseRunner(db).together([
      { write: statementWrite('S $1', ['a']), walletProfile: 1 },
      { write: refused, walletProfile: 2 },
      { write: statementWrite('S $1', ['c']), walletProfile: 3 },
    ]);
    expect(await Promise.all(settled.map((s) => settle(Promise.resolve(s))))).toEqual([
      { value: { ok: true, value: 'a' } },
      { value: { ok: false, error: new Error('refused') } },
      { value: { ok: true, value: 'c' } },
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params[1]).toEqual([1, 1]);
    expect(sent[0]!.params[4]).toEqual([1, 3]);
  });
});

describe('parameterText', () => {
  it('writes each value as the driver sends it', () => {
    expect(parameterText(null)).toBeNull();
    expect(parameterText(undefined)).toBeNull();
    expect(parameterText('a "b"')).toBe('a "b"');
    expect(parameterText(12.5)).toBe('12.5');
    expect(parameterText(false)).toBe('false');
    expect(parameterText(new Date('2030-03-01T10:00:00Z'))).toBe('2030-03-01T10:00:00.000Z');
    expect(parameterText(['a', null, 'b "c" \\'])).toBe('{"a",NULL,"b \\"c\\" \\\\"}');
    expect(parameterText([1, 2])).toBe('{"1","2"}');
    expect(parameterText({ k: [1] })).toBe('{"k":[1]}');
    expect(parameterText(Buffer.from([1, 255]))).toBe('\\x01ff');
  });
});
