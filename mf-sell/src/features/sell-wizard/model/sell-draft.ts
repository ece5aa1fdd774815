// Sell drafts kept in sessionStorage so a reload or the sign-in detour loses nothing: hero
// form, wizard values and the records of already uploaded photos (File objects cannot be
// stored). One draft per listing: 'sell.draft' for a new car, 'sell.draft:<carId>' for each
// car being edited, so opening Edit never overwrites a half-finished new listing. Cleared
// after a successful post.
import { SELL_CONFIRMATION_KEY, type CarImage, type SellConfirmation } from '@carmarket/shared';
import { EMPTY_CAR_DETAILS, EMPTY_LOCATION, type CarDetailsForm, type SellerLocation, type WizardStep } from './sell-form';

export const SELL_DRAFT_KEY = 'sell.draft';
/** Read by the shell's home page after a post (contract in @carmarket/shared). */
export { SELL_CONFIRMATION_KEY, type SellConfirmation };

export type SellPhase = 'location' | 'wizard' | 'photos';

export interface SellDraft {
  /** The car being edited, or null for a new listing. */
  editCarId: string | null;
  /** Edits only: the car's updatedAt when the draft was started (a later save makes it stale). */
  baseUpdatedAt: string | null;
  phase: SellPhase;
  step: WizardStep;
  location: SellerLocation;
  details: CarDetailsForm;
  images: CarImage[];
}

/** 'sell.draft' for a new listing, 'sell.draft:<carId>' for an edit. */
export function sellDraftKey(editCarId: string | null): string {
  return editCarId ? `${SELL_DRAFT_KEY}:${editCarId}` : SELL_DRAFT_KEY;
}

export function emptyDraft(editCarId: string | null = null): SellDraft {
  return { editCarId, baseUpdatedAt: null, phase: 'location', step: 1, location: EMPTY_LOCATION, details: EMPTY_CAR_DETAILS, images: [] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The stored draft for this car (null = new listing), or null when none or unreadable. */
export function readSellDraft(editCarId: string | null, storage?: Storage): SellDraft | null {
  try {
    // Defaulted inside the try: there is no sessionStorage on the shell's server.
    const raw = (storage ?? sessionStorage).getItem(sellDraftKey(editCarId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || (parsed.editCarId ?? null) !== editCarId) return null;
    const base = emptyDraft(editCarId);
    const step = parsed.step === 2 || parsed.step === 3 ? parsed.step : 1;
    const phase = parsed.phase === 'wizard' || parsed.phase === 'photos' ? parsed.phase : 'location';
    return {
      editCarId,
      baseUpdatedAt: typeof parsed.baseUpdatedAt === 'string' ? parsed.baseUpdatedAt : null,
      phase,
      step,
      location: { ...base.location, ...(isRecord(parsed.location) ? (parsed.location as Partial<SellerLocation>) : {}) },
      details: { ...base.details, ...(isRecord(parsed.details) ? (parsed.details as Partial<CarDetailsForm>) : {}) },
      images: Array.isArray(parsed.images)
        ? (parsed.images as CarImage[]).filter((image) => isRecord(image) && typeof image.id === 'string')
        : [],
    };
  } catch {
    return null;
  }
}

/**
 * The stored edit draft of a car, unless the car was saved after the draft was started (then
 * the draft is stale: it is removed and null returned, so the car's current data shows).
 */
export function readEditDraft(car: { id: string; updatedAt: string }, storage: Storage = sessionStorage): SellDraft | null {
  const draft = readSellDraft(car.id, storage);
  if (!draft) return null;
  if (draft.baseUpdatedAt === null || !(Date.parse(draft.baseUpdatedAt) >= Date.parse(car.updatedAt))) {
    clearSellDraft(car.id, storage);
    return null;
  }
  return draft;
}

export function writeSellDraft(draft: SellDraft, storage: Storage = sessionStorage) {
  try {
    storage.setItem(sellDraftKey(draft.editCarId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the draft only lives in memory.
  }
}

export function clearSellDraft(editCarId: string | null, storage: Storage = sessionStorage) {
  try {
    storage.removeItem(sellDraftKey(editCarId));
  } catch {
    // Storage disabled: nothing was stored.
  }
}

export function writeSellConfirmation(confirmation: SellConfirmation, storage: Storage = sessionStorage) {
  try {
    storage.setItem(SELL_CONFIRMATION_KEY, JSON.stringify(confirmation));
  } catch {
    // Not fatal: the listing exists either way.
  }
}
