import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Files share one jsdom per worker (the kit runs with isolate: false): nothing a test leaves may reach the next file.
  if (typeof document === 'undefined') return; // a file in the node environment
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});
