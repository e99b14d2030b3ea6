import { WHEEL_SEGMENTS } from '@shangwe/domain';
import { describe, expect, it } from 'vitest';
import { wheelRotationFor } from './wheel-game';

const SEGMENT = 360 / WHEEL_SEGMENTS.length;

/** The segment under the top pointer after turning the wheel by `rotation` degrees. */
function segmentAtPointer(rotation: number): number {
  const angle = (((360 - (rotation % 360)) % 360) + 360) % 360;
  return Math.floor(angle / SEGMENT);
}

describe('the wheel animation', () => {
  it('stops every segment under the pointer, always turning forward at least five turns', () => {
    let from = 0;
    for (const segment of [0, 7, 19, 3, 3, 12]) {
      const to = wheelRotationFor(segment, from);
      expect(segmentAtPointer(to)).toBe(segment);
      expect(to - from).toBeGreaterThanOrEqual(5 * 360 - 360);
      expect(to).toBeGreaterThan(from);
      from = to;
    }
  });
});
