import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./components/city-picker');
  vi.resetModules();
});

describe('loadCityPicker', () => {
  it('fetches the chunk once, however often it is asked for', async () => {
    const { loadCityPicker } = await import('./load-city-picker');
    const first = loadCityPicker();
    expect(loadCityPicker()).toBe(first);
    expect((await first).CityPicker).toBeTypeOf('function');
  });

  it('forgets a failed download, so the next ask (the modal opening) tries again', async () => {
    let attempts = 0;
    vi.doMock('./components/city-picker', () => {
      attempts += 1;
      if (attempts === 1) throw new Error('ChunkLoadError: Loading chunk city-picker failed');
      return { CityPicker: () => null };
    });
    const { loadCityPicker, preloadCityPicker } = await import('./load-city-picker');
    // A preload that fails says nothing to the visitor.
    preloadCityPicker();
    await vi.waitFor(() => expect(attempts).toBe(1));
    await expect(loadCityPicker()).resolves.toMatchObject({ CityPicker: expect.any(Function) });
    expect(attempts).toBe(2);
  });
});
