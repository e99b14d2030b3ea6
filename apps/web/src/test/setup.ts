import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// findBy* and waitFor give up after 1 s by default: a timing assertion in disguise on a busy
// 2-core machine. They return as soon as the screen is right, so a long bound costs nothing
// when the test passes; the test's own timeout (vitest config) still ends a hung one.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Preact runs effects after the next frame, or after 35 ms when no frame comes (jsdom). An effect
// scheduled by a file's last test must run before the file's environment is torn down: once
// it is, preact's timer throws "cancelAnimationFrame is not defined" into the whole run.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

// jsdom has no scrolling; the shell's scroll restoration calls it on every navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
