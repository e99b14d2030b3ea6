import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor give up after 1 s by default: a timing assertion in disguise on a busy
// 2-core machine. They return as soon as the screen is right, so a long bound costs nothing
// when the test passes; the test's own timeout (vitest config) still ends a hung one.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no scrolling; the shell's scroll restoration calls it on every navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
