import {
  virtualSocketEvents,
  type VirtualClockEvent,
  type VirtualGoalEvent,
  type VirtualRoundEvent,
} from '@shangwe/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { drawRound, VirtualEngine } from './virtual-engine';
import { timingsFor } from './virtual-league';
import { matchesOfRounds, unfinishedRounds } from './virtual-repository';

let t: TestApp | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.disconnect();
  await t?.close();
  t = undefined;
});

async function open(url: string): Promise<Socket> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(undefined));
    socket.once('connect_error', reject);
  });
  return socket;
}

const emitAck = <T>(socket: Socket, event: string, payload: unknown) =>
  new Promise<T>((resolve) => socket.emit(event, payload, (answer: T) => resolve(answer)));

describe('virtual live ticker', () => {
  it('pushes the clock, every goal and the finished round with its seed to the league room only', async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const url = `http://127.0.0.1:${address.port}`;
    const engine = new VirtualEngine(t.ctx, timingsFor(180));
    let at = new Date('2030-05-01T10:00:10Z');
    await engine.tick(at);

    const watcher = await open(url);
    const other = await open(url);
    expect(
      await emitAck(watcher, virtualSocketEvents.subscribe, { league_id: engine.leagueId }),
    ).toEqual({ ok: true, room: `virtual:${engine.leagueId}` });
    expect(await emitAck(other, virtualSocketEvents.subscribe, { league_id: 'x' })).toMatchObject({
      ok: false,
    });
    const goals: VirtualGoalEvent[] = [];
    const clocks: VirtualClockEvent[] = [];
    const rounds: VirtualRoundEvent[] = [];
    let strays = 0;
    watcher.on(virtualSocketEvents.goal, (m: VirtualGoalEvent) => goals.push(m));
    watcher.on(virtualSocketEvents.clock, (m: VirtualClockEvent) => clocks.push(m));
    watcher.on(virtualSocketEvents.round, (m: VirtualRoundEvent) => rounds.push(m));
    for (const event of [virtualSocketEvents.goal, virtualSocketEvents.clock])
      other.on(event, () => strays++);

    const [round] = await unfinishedRounds(t.ctx.db, engine.leagueId);
    const drawn = drawRound(round!, await matchesOfRounds(t.ctx.db, [round!.id]));
    for (at = round!.kick_off; at <= round!.ends_at; at = new Date(at.getTime() + 1000)) {
      await engine.tick(at);
    }
    const finished = () => rounds.find((r) => r.round_id === round!.id && r.status === 'finished');
    await expect.poll(() => finished()?.seed).toBe(round!.seed);
    expect(goals.length).toBe(drawn.reduce((n, d) => n + d.goals.length, 0));
    expect(clocks.at(-1)!.minute).toBe(90);
    // The last clock carries the final scores.
    expect(clocks.at(-1)!.scores.map((s) => [s.home, s.away])).toEqual(drawn.map((d) => d.ft));
    expect(strays).toBe(0);
  });
});
