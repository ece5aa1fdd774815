// The account's own lists change in other remotes that do not know their query keys: mf-sell
// creates and edits cars, mf-browse sends enquiries, a checkout pays an order. So these queries
// are never fresh: a screen shows what the shared cache holds at once and asks the API again on
// every visit (what the screens did before the query layer, minus the blank list meanwhile).
// The one exception is hydrating a page the shell's server rendered: what it fetched for this
// very document moments ago is not asked again (issue 15: no second request).
import { isFreshFromServer, type HandedOverQuery } from '@carmarket/shared';

export const REVALIDATE_ON_EVERY_VISIT = {
  staleTime: 0,
  refetchOnMount: (query: HandedOverQuery) => !isFreshFromServer(query),
} as const;
