/**
 * Collects every `features/<feature>/screens.ts` at build time. The shell never imports a
 * feature by name, so features can be added in parallel without touching the route table.
 */
import type {
  ComponentLoader,
  FeatureModule,
  FeatureRoute,
  OverlayRegistration,
  ScreenName,
  ScreenPreloader,
  SlipPanelKind,
  SlotName,
} from '../lib/feature-module';

const found = import.meta.glob<FeatureModule>('../features/*/screens.ts', {
  eager: true,
  import: 'feature',
});

/** Merges feature modules; a later module never silently replaces an earlier registration. */
export function mergeFeatureModules(modules: Record<string, FeatureModule | undefined>) {
  const screens = new Map<string, ComponentLoader>();
  const slots = new Map<SlotName, ComponentLoader>();
  const slipPanels = new Map<SlipPanelKind, ComponentLoader>();
  const overlays: OverlayRegistration[] = [];
  const preloads = new Map<string, ScreenPreloader>();
  const routes: FeatureRoute[] = [];
  // Plain code-unit order: localeCompare would start ICU's collator during start-up.
  const files = Object.entries(modules).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [file, module] of files) {
    if (!module) continue;
    for (const [name, load] of Object.entries(module.screens ?? {})) {
      if (!load) continue;
      if (screens.has(name)) {
        console.warn(`screen '${name}' registered twice; keeping the first, ignoring ${file}`);
        continue;
      }
      screens.set(name, load);
    }
    for (const [name, load] of Object.entries(module.slots ?? {}) as [
      SlotName,
      ComponentLoader,
    ][]) {
      if (load && !slots.has(name)) slots.set(name, load);
    }
    for (const [kind, load] of Object.entries(module.slipPanels ?? {}) as [
      SlipPanelKind,
      ComponentLoader,
    ][]) {
      if (load && !slipPanels.has(kind)) slipPanels.set(kind, load);
    }
    for (const [name, preload] of Object.entries(module.preload ?? {})) {
      if (preload && !preloads.has(name)) preloads.set(name, preload);
    }
    for (const overlay of module.overlays ?? []) {
      overlays.push(typeof overlay === 'function' ? { load: overlay, when: 'idle' } : overlay);
    }
    routes.push(...(module.routes ?? []));
  }
  return { screens, slots, slipPanels, overlays, routes, preloads };
}

/** Every registered screen, slot, slip panel, overlay and extra route of the app. */
export const registry = mergeFeatureModules(found);

/** The loader of a registered screen, if a feature provides it. */
export function screenLoader(name: ScreenName | string): ComponentLoader | undefined {
  return registry.screens.get(name);
}

/** The loader of a filled layout slot, if any. */
export function slotLoader(name: SlotName): ComponentLoader | undefined {
  return registry.slots.get(name);
}
