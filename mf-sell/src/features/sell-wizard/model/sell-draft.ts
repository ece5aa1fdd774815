// The sell draft kept in sessionStorage ('sell.draft') so a reload or the sign-in detour
// loses nothing: hero form, wizard values and the records of already uploaded photos
// (File objects cannot be stored). Cleared after a successful post.
import { SELL_CONFIRMATION_KEY, type CarImage, type SellConfirmation } from '@carmarket/shared';
import { EMPTY_CAR_DETAILS, EMPTY_LOCATION, type CarDetailsForm, type SellerLocation, type WizardStep } from './sell-form';

export const SELL_DRAFT_KEY = 'sell.draft';
/** Read by the shell's home page after a post (contract in @carmarket/shared). */
export { SELL_CONFIRMATION_KEY, type SellConfirmation };

export type SellPhase = 'location' | 'wizard' | 'photos';

export interface SellDraft {
  /** The car being edited, or null for a new listing. */
  editCarId: string | null;
  phase: SellPhase;
  step: WizardStep;
  location: SellerLocation;
  details: CarDetailsForm;
  images: CarImage[];
}

export function emptyDraft(editCarId: string | null = null): SellDraft {
  return { editCarId, phase: 'location', step: 1, location: EMPTY_LOCATION, details: EMPTY_CAR_DETAILS, images: [] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The stored draft for this car (null = new listing), or null when none or unreadable. */
export function readSellDraft(editCarId: string | null, storage: Storage = sessionStorage): SellDraft | null {
  try {
    const raw = storage.getItem(SELL_DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || (parsed.editCarId ?? null) !== editCarId) return null;
    const base = emptyDraft(editCarId);
    const step = parsed.step === 2 || parsed.step === 3 ? parsed.step : 1;
    const phase = parsed.phase === 'wizard' || parsed.phase === 'photos' ? parsed.phase : 'location';
    return {
      editCarId,
      phase,
      step,
      location: { ...base.location, ...(isRecord(parsed.location) ? (parsed.location as Partial<SellerLocation>) : {}) },
      details: { ...base.details, ...(isRecord(parsed.details) ? (parsed.details as Partial<CarDetailsForm>) : {}) },
      images: Array.isArray(parsed.images) ? (parsed.images as CarImage[]).filter((image) => isRecord(image) && typeof image.id === 'string') : [],
    };
  } catch {
    return null;
  }
}

export function writeSellDraft(draft: SellDraft, storage: Storage = sessionStorage) {
  try {
    storage.setItem(SELL_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the draft only lives in memory.
  }
}

export function clearSellDraft(storage: Storage = sessionStorage) {
  storage.removeItem(SELL_DRAFT_KEY);
}

export function writeSellConfirmation(confirmation: SellConfirmation, storage: Storage = sessionStorage) {
  try {
    storage.setItem(SELL_CONFIRMATION_KEY, JSON.stringify(confirmation));
  } catch {
    // Not fatal: the listing exists either way.
  }
}
