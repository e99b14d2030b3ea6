import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { SlotName } from '../../lib/feature-module';
import { slotLoader } from '../feature-registry';
import { loadComponent, loadedComponent } from '../screen-loading';

const cache = new Map<SlotName, ComponentType>();

function lazySlot(name: SlotName): ComponentType | null {
  const load = slotLoader(name);
  if (!load) return null;
  // Already loaded before first use (landing preparation): render it directly, no suspending.
  let component = cache.get(name) ?? loadedComponent(load);
  if (!component) {
    component = lazy(() => loadComponent(load).then((c) => ({ default: c })));
    cache.set(name, component);
  }
  return component;
}

/**
 * Renders the component a feature registered for a layout slot, loaded on demand; `fallback`
 * shows when no feature fills the slot. With `ownBoundary={false}` the slot suspends into the
 * caller's Suspense boundary (so it appears together with what it sits above: no layout shift).
 */
export function Slot({
  name,
  fallback = null,
  ownBoundary = true,
}: {
  name: SlotName;
  fallback?: ReactNode;
  ownBoundary?: boolean;
}) {
  const Component = lazySlot(name);
  if (!Component) return <>{fallback}</>;
  if (!ownBoundary) return <Component />;
  return (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  );
}

/** Starts loading a slot's code without mounting it (no-op when no feature fills it). */
export function slotWarmer(name: SlotName): () => void {
  return () => {
    const load = slotLoader(name);
    if (load) void loadComponent(load).catch(() => undefined);
  };
}

/** Whether a feature fills the slot. */
export function hasSlot(name: SlotName): boolean {
  return !!slotLoader(name);
}
