// Hand-off from mf-sell to the shell's home page: after posting, mf-sell stores this under
// SELL_CONFIRMATION_KEY in sessionStorage and navigates to '/'; the home page shows it once.
export const SELL_CONFIRMATION_KEY = 'sell.confirmation';

export interface SellConfirmation {
  carId: string;
  carName: string;
  mode: 'created' | 'updated';
}
