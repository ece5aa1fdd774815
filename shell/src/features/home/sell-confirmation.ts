// mf-sell leaves a SellConfirmation in sessionStorage when it sends the seller home after
// posting (contract in @carmarket/shared); the home page shows it once and removes it.
import { SELL_CONFIRMATION_KEY, type SellConfirmation } from '@carmarket/shared';

export { SELL_CONFIRMATION_KEY, type SellConfirmation };

// `storage` defaults inside the try: on the shell's server there is no sessionStorage at all.
export function readSellConfirmation(storage?: Pick<Storage, 'getItem'>): SellConfirmation | null {
  try {
    const raw = (storage ?? sessionStorage).getItem(SELL_CONFIRMATION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SellConfirmation> | null;
    if (!value || typeof value.carId !== 'string' || value.carId === '') return null;
    return {
      carId: value.carId,
      carName: typeof value.carName === 'string' ? value.carName : '',
      mode: value.mode === 'updated' ? 'updated' : 'created',
    };
  } catch {
    return null;
  }
}

export function clearSellConfirmation(storage?: Pick<Storage, 'removeItem'>) {
  try {
    (storage ?? sessionStorage).removeItem(SELL_CONFIRMATION_KEY);
  } catch {
    // Storage disabled: nothing was stored either.
  }
}
