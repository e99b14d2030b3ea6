/**
 * The analytics layer: events are pushed to `window.dataLayer` only. No third-party script is
 * loaded and nothing leaves the browser from here (spec 02 §2.1 step 4, spec 02 §8).
 */

/** One recorded analytics event. */
export interface AnalyticsEvent {
  event: string;
  [field: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

/** Appends an event to `window.dataLayer`, creating the layer on first use. */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** The page-view event recorded at each navigation: route name, title and path. */
export function trackPageView(view: { name: string; title: string; path: string }): void {
  track({
    event: 'page_view',
    route_name: view.name,
    page_title: view.title,
    page_path: view.path,
  });
}
