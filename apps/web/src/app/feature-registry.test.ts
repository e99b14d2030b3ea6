import { describe, expect, it, vi } from 'vitest';
import { mergeFeatureModules } from './feature-registry';

describe('feature registry', () => {
  it('merges screens, slots, overlays, routes and preloads; a duplicate keeps the first and warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const a = async () => () => null;
    const b = async () => () => null;
    const preload = vi.fn();
    const merged = mergeFeatureModules({
      '../features/a/screens.ts': {
        screens: { home: a },
        slots: { leftNav: a },
        overlays: [a],
        preload: { home: preload },
      },
      '../features/b/screens.ts': {
        screens: { home: b, live: b },
        slots: { leftNav: b, rightNav: b },
        overlays: [b, { load: a, when: 'signed-in' }],
        routes: [{ name: 'acca', path: '/acca', title: 'Acca', meta: {}, load: b }],
      },
    });
    expect(merged.screens.get('home')).toBe(a);
    expect(merged.screens.get('live')).toBe(b);
    expect(merged.slots.get('leftNav')).toBe(a);
    expect(merged.slots.get('rightNav')).toBe(b);
    // A bare loader mounts at idle; a registration keeps its own moment.
    expect(merged.overlays).toEqual([
      { load: a, when: 'idle' },
      { load: b, when: 'idle' },
      { load: a, when: 'signed-in' },
    ]);
    expect(merged.routes.map((r) => r.path)).toEqual(['/acca']);
    expect(merged.preloads.get('home')).toBe(preload);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("screen 'home' registered twice"));
    warn.mockRestore();
  });

  it("collects the products' slip panels for the betslip tabs; the first registration wins", () => {
    const shikisha = async () => () => null;
    const other = async () => () => null;
    const merged = mergeFeatureModules({
      '../features/shikisha/screens.ts': { slipPanels: { shikisha } },
      '../features/virtuals/screens.ts': { slipPanels: { shikisha: other, virtual: other } },
    });
    expect(merged.slipPanels.get('shikisha')).toBe(shikisha);
    expect(merged.slipPanels.get('virtual')).toBe(other);
  });
});
