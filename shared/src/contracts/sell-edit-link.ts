// The edit route of a listed car, owned by mf-sell (/sell?edit=<car id>) and linked from My
// Listings (mf-account) and from the car's own page when its owner looks at it (mf-browse).
export const SELL_EDIT_PARAM = 'edit';

export function sellEditHref(carId: string): string {
  return `/sell?${SELL_EDIT_PARAM}=${encodeURIComponent(carId)}`;
}
