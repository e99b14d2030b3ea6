import { afterEach } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

/**
 * One fresh app per test, closed after it: call at the top of the test file, then `build()`
 * (buildTestApp's arguments) in the test or its setup function.
 */
export function useTestApp() {
  let current: TestApp | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    async build(...args: Parameters<typeof buildTestApp>): Promise<TestApp> {
      current = await buildTestApp(...args);
      return current;
    },
  };
}
