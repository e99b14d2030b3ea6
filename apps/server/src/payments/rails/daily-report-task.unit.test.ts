import { describe, expect, it } from 'vitest';
import { reportDay } from './daily-report-task';

describe('payments:report --day', () => {
  const now = new Date('2026-11-24T08:00:00Z');
  it('reads --day YYYY-MM-DD or --day=YYYY-MM-DD, yesterday (UTC) when absent', () => {
    expect(reportDay(['node', 'main.js', '--day', '2026-11-20'], now)).toBe('2026-11-20');
    expect(reportDay(['--day=2026-11-21'], now)).toBe('2026-11-21');
    expect(reportDay([], now)).toBe('2026-11-23');
  });
  it('refuses anything that is not a day', () => {
    expect(reportDay(['--day', '24/11/2026'], now)).toBeUndefined();
    expect(reportDay(['--day'], now)).toBeUndefined();
    expect(reportDay(['--day', '2026-13-45'], now)).toBeUndefined();
  });
});
