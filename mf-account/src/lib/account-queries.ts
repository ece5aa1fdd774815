// The account's own lists change in other remotes that do not know their query keys: mf-sell
// creates and edits cars, mf-browse sends enquiries, a checkout pays an order. So these queries
// are never fresh: a screen shows what the shared cache holds at once and asks the API again on
// every visit (what the screens did before the query layer, minus the blank list meanwhile).
export const REVALIDATE_ON_EVERY_VISIT = { staleTime: 0 } as const;
