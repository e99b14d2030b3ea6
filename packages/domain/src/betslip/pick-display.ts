import { invalidReason, type PickCore } from './pick';

/** How a pick is drawn on the slip (spec 01 §4 "Pick display states"). */
export type PickDisplayState =
  | { state: 'normal' }
  /** The odd moved: marker with direction, old odd kept. */
  | { state: 'changed'; direction: 'up' | 'down'; initialOdd: number }
  /** Suspended or inactive: 'Locked', the odd shown as 'Expired' (live) or 'Started'. */
  | { state: 'locked'; label: 'Locked'; oddLabel: 'Expired' | 'Started' }
  /** A prematch pick whose match has started. */
  | { state: 'started'; label: 'Started'; oddLabel: 'Started' };

/** The display state of a pick now (spec 01 §4). */
export function pickDisplayState(pick: PickCore, now: Date): PickDisplayState {
  const reason = invalidReason(pick, now);
  if (reason === 'started') return { state: 'started', label: 'Started', oddLabel: 'Started' };
  if (reason !== null)
    return { state: 'locked', label: 'Locked', oddLabel: pick.live ? 'Expired' : 'Started' };
  const current = pick.odd.odd_value ?? 0;
  if (pick.changed && pick.initialOdd !== undefined && current !== pick.initialOdd) {
    return {
      state: 'changed',
      direction: current > pick.initialOdd ? 'up' : 'down',
      initialOdd: pick.initialOdd,
    };
  }
  return { state: 'normal' };
}
