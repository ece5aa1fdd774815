import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.body.style.overflow = '';
});

(globalThis as Record<string, unknown>).__APP_NAME__ = 'test';
(globalThis as Record<string, unknown>).__APP_VERSION__ = '0.0.0-test';
(globalThis as Record<string, unknown>).__BUILD_ID__ = 'test';
