// jsdom lacks a few browser APIs the sell page uses: matchMedia (keen-slider breakpoints,
// reduced motion) and object URLs (photo previews).
import { vi } from 'vitest';

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

let objectUrlCount = 0;
URL.createObjectURL = vi.fn(() => `blob:preview-${++objectUrlCount}`);
URL.revokeObjectURL = vi.fn();
