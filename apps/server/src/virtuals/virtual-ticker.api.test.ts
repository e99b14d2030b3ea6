import {
  virtualSocketEvents,
  type VirtualClockEvent,
  type VirtualGoalEvent,
  type VirtualRoundEvent,
} from '@shangwe/contract';
import { describe, expect, it } from 'vitest';
import { emitAck, useListeningApp } from '../test/listening-app';
import { drawRound, VirtualEngine } from './virtual-engine';
import { timingsFor } from './virtual-league';
import { matchesOfRounds, unfinishedRounds } from './virtual-repository';

const live = useListeningApp();

describe('virtual live ticker', () => {
  it('pushes the clock, every goal and the finished round with its seed to the league room only', async () => {
    const url = await live.listen();
    const t = live.testApp;
    const engine = new VirtualEngine(t.ctx, timingsFor(180));
    let at = new Date('2030-05-01T10:00:10Z');
    await engine.tick(at);

    const watcher = await live.connect(url);
    const other = await live.connect(url);
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
