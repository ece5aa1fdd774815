// The city modal's two memories (spec §3): a once-per-session marker in sessionStorage and a
// 'closed before' flag in localStorage. Storage can be disabled; then the modal simply asks.
import { LOCATION_MODAL_CLOSED_KEY, LOCATION_MODAL_SESSION_KEY } from '@carmarket/shared';

export const CITY_MODAL_DELAY_MS = 5000;

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage disabled: the rule only holds for this page view.
  }
}

/** True when the modal should open by itself on this home visit. */
export function shouldAutoOpenCityModal(): boolean {
  return read(() => localStorage, LOCATION_MODAL_CLOSED_KEY) === null && read(() => sessionStorage, LOCATION_MODAL_SESSION_KEY) === null;
}

export function markCityModalShownThisSession() {
  write(() => sessionStorage, LOCATION_MODAL_SESSION_KEY, 'true');
}

export function markCityModalClosed() {
  write(() => localStorage, LOCATION_MODAL_CLOSED_KEY, 'true');
}
