/**
 * The casino's sounds: short beeps synthesised with WebAudio (oscillator + gain envelope), so
 * there is no audio file to download on an expensive data plan. The on/off choice is kept in
 * local storage; the audio context starts on the first sound after a tap, as browsers require.
 */
import { create } from 'zustand';
import { readFlag, writeFlag } from '../../../lib/storage';

/** Local storage key of the sound switch (on unless the bettor turned it off). */
export const CASINO_SOUND_KEY = 'casino.sound';

/** The named cues of the games. */
export type SoundCue = 'bet' | 'cashout' | 'crash' | 'win' | 'lose';

interface Note {
  /** Frequency in Hz. */
  f: number;
  /** Start after the cue begins, seconds. */
  at: number;
  /** Length, seconds. */
  d: number;
  type?: OscillatorType;
  /** Peak gain (0..1), kept low: phones play these through small speakers. */
  g?: number;
}

/** Each cue as notes: rising for good news, falling for bad, one blip for an action. */
export const CUES: Record<SoundCue, readonly Note[]> = {
  bet: [{ f: 660, at: 0, d: 0.07, type: 'square', g: 0.05 }],
  cashout: [
    { f: 784, at: 0, d: 0.09, type: 'triangle', g: 0.1 },
    { f: 1175, at: 0.08, d: 0.16, type: 'triangle', g: 0.1 },
  ],
  win: [
    { f: 523, at: 0, d: 0.08, type: 'triangle', g: 0.1 },
    { f: 659, at: 0.08, d: 0.08, type: 'triangle', g: 0.1 },
    { f: 784, at: 0.16, d: 0.18, type: 'triangle', g: 0.1 },
  ],
  crash: [
    { f: 220, at: 0, d: 0.25, type: 'sawtooth', g: 0.06 },
    { f: 110, at: 0.12, d: 0.35, type: 'sawtooth', g: 0.05 },
  ],
  lose: [
    { f: 330, at: 0, d: 0.12, type: 'sine', g: 0.08 },
    { f: 247, at: 0.11, d: 0.2, type: 'sine', g: 0.08 },
  ],
};

interface SoundState {
  on: boolean;
  toggle: () => void;
}

/** The sound switch. */
export const useCasinoSound = create<SoundState>()((set, get) => ({
  on: readFlag(CASINO_SOUND_KEY, true),
  toggle: () => {
    const on = !get().on;
    writeFlag(CASINO_SOUND_KEY, on);
    set({ on });
    // Turning sound on is a tap: the moment the browser lets an audio context start.
    if (on) play('bet');
  },
}));

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/** Plays a cue when sound is on; silently nothing where WebAudio is missing or blocked. */
export function play(cue: SoundCue): void {
  if (!useCasinoSound.getState().on) return;
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  const start = ctx.currentTime + 0.01;
  for (const note of CUES[cue]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = note.type ?? 'sine';
    osc.frequency.value = note.f;
    const t0 = start + note.at;
    const peak = note.g ?? 0.08;
    // A short attack and an exponential release: a beep, not a click.
    gain.gain.setValueAtTime(0.0001, t0);
    gain.gain.exponentialRampToValueAtTime(peak, t0 + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + note.d);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t0);
    osc.stop(t0 + note.d + 0.02);
  }
}
