/** Stand-in for vite-plugin-pwa's virtual module in component tests (no service worker in jsdom). */
export function registerSW(): (reload?: boolean) => Promise<void> {
  return async () => undefined;
}
