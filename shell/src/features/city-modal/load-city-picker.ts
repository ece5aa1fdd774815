// The city picker's chunk (the search form, react-hook-form and zod through the shared forms kit,
// the city list), fetched once. The modal loads it when it opens; the home page asks for it
// earlier, when the browser is idle before the modal opens by itself, and the header's city button
// when a pointer or focus comes to it, so the tap that opens the modal does not wait for a
// download and a compile. A failed download is forgotten: the next ask tries again.
import type { CityPicker } from './components/city-picker';

type CityPickerModule = { CityPicker: typeof CityPicker };

let loading: Promise<CityPickerModule> | undefined;

export function loadCityPicker(): Promise<CityPickerModule> {
  loading ??= import(/* webpackChunkName: "city-picker" */ './components/city-picker').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts the download ahead of need; a failure here is not the visitor's concern yet. */
export function preloadCityPicker(): void {
  loadCityPicker().catch(() => undefined);
}
