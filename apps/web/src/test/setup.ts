import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no scrolling; the shell's scroll restoration calls it on every navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
