import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s (Testing Library's default is 1 s): on a 2-core CI machine running
// every project's workers at once, a lazy screen's first render has taken longer than 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.body.style.overflow = '';
});

(globalThis as Record<string, unknown>).__APP_NAME__ = 'test';
(globalThis as Record<string, unknown>).__APP_VERSION__ = '0.0.0-test';
(globalThis as Record<string, unknown>).__BUILD_ID__ = 'test';
