import {
  createContext,
  lazy,
  useContext,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import type { ComponentLoader, SlipPanelKind } from '../lib/feature-module';

/**
 * The products' own slips inside the betslip's tabs (spec 01 §2: Normal, the shikisha product,
 * Virtual). A product feature registers its slip in its screens.ts (`slipPanels`); the shell
 * hands the registrations down through this context, so the betslip feature shows them without
 * importing the product's feature (features never import each other).
 */
export type SlipPanels = ReadonlyMap<SlipPanelKind, ComponentLoader>;

export const SlipPanelsContext = createContext<SlipPanels>(new Map());

// One lazy component per loader: a new one on every render would remount the panel.
const lazyPanels = new WeakMap<ComponentLoader, LazyExoticComponent<ComponentType>>();

/** The registered slip of a product as a lazy component, or null when no feature provides it. */
export function useSlipPanel(kind: SlipPanelKind): LazyExoticComponent<ComponentType> | null {
  const load = useContext(SlipPanelsContext).get(kind);
  if (!load) return null;
  let panel = lazyPanels.get(load);
  if (!panel) {
    panel = lazy(() => load().then((component) => ({ default: component })));
    lazyPanels.set(load, panel);
  }
  return panel;
}
