// The city picker's chunk (the search form, react-hook-form and zod through the shared forms kit,
// the city list), fetched once. The modal loads it when it opens; the home page asks for it
// earlier, when the browser is idle before the modal opens by itself, and the header's city button
// when a pointer or focus comes to it, so the tap that opens the modal does not wait for a
// download and a compile. A failed download is forgotten: the next ask tries again. Once here, the
// modal's lazy picker has it at once (cityPickerForLazy).
import type { CityPicker } from './components/city-picker';

type CityPickerModule = { CityPicker: typeof CityPicker };

let loading: Promise<CityPickerModule> | undefined;
let loaded: CityPickerModule | undefined;

export function loadCityPicker(): Promise<CityPickerModule> {
  loading ??= import(/* webpackChunkName: "city-picker" */ './components/city-picker').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

type LazyCityPicker = { default: typeof CityPicker };

/**
 * What the modal's React.lazy loads. Once the chunk is here, a thenable that calls back at once:
 * lazy then has the component synchronously and React renders the picker in the pass that asks for
 * it. A promise, even a settled one, calls back a microtask later, so that pass suspends, and where
 * React commits the fallback it holds it on screen for its Suspense reveal throttle (~300 ms). React
 * documents lazy's loader as returning "a Promise or another thenable"; its types ask for a Promise.
 */
export function cityPickerForLazy(): Promise<LazyCityPicker> {
  if (loaded) {
    const value: LazyCityPicker = { default: loaded.CityPicker };
    const settled = { then: (onFulfilled: (result: LazyCityPicker) => unknown) => onFulfilled(value) };
    return settled as unknown as Promise<LazyCityPicker>;
  }
  return loadCityPicker().then((module) => ({ default: module.CityPicker }));
}

/** Starts the download ahead of need; a failure here is not the visitor's concern yet. */
export function preloadCityPicker(): void {
  loadCityPicker().catch(() => undefined);
}
