import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait for what a test asserts until it shows; a busy machine can take several seconds to
// render what takes milliseconds alone (the default gives up after one).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // Files share one jsdom per worker (the kit runs with isolate: false): nothing a test leaves may reach the next file.
  if (typeof document === 'undefined') return; // a file in the node environment
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});
