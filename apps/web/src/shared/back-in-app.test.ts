import { describe, expect, it, vi } from 'vitest';
import { backInApp } from './back-in-app';

describe('backInApp', () => {
  it('goes back one page when the app has a page before this one', () => {
    const navigate = vi.fn();
    backInApp(navigate, { key: 'x7a1' }, '/shikisha');
    expect(navigate).toHaveBeenCalledWith(-1);
  });

  it('stays in the app when the page was opened from a link (the first entry)', () => {
    const navigate = vi.fn();
    backInApp(navigate, { key: 'default' }, '/shikisha');
    expect(navigate).toHaveBeenCalledWith('/shikisha', { replace: true });
  });
});
