import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CASINO_SOUND_KEY, CUES, play, useCasinoSound } from './casino-sound';

/** A WebAudio stand-in that records the notes started. */
class FakeAudioContext {
  static started: number[] = [];
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = vi.fn(() => Promise.resolve());
  createGain() {
    const param = { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
    return { gain: param, connect: (next: unknown) => next };
  }
  createOscillator() {
    const osc = {
      type: 'sine',
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start: () => FakeAudioContext.started.push(osc.frequency.value),
      stop: vi.fn(),
    };
    return osc;
  }
}

beforeEach(() => {
  FakeAudioContext.started = [];
  vi.stubGlobal('AudioContext', FakeAudioContext);
  useCasinoSound.setState({ on: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('casino sounds (issue 18)', () => {
  it('plays a cue as generated notes while sound is on', () => {
    play('cashout');
    expect(FakeAudioContext.started).toEqual(CUES.cashout.map((n) => n.f));
  });

  it('is silent once turned off, and remembers the choice locally', () => {
    useCasinoSound.getState().toggle();
    expect(useCasinoSound.getState().on).toBe(false);
    expect(localStorage.getItem(CASINO_SOUND_KEY)).toBe('false');
    play('win');
    expect(FakeAudioContext.started).toEqual([]);
    useCasinoSound.getState().toggle();
    expect(localStorage.getItem(CASINO_SOUND_KEY)).toBe('true');
  });
});
