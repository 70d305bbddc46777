import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Files share one jsdom per worker (the kit runs with isolate: false): nothing a test leaves may reach the next file.
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});
