// Exposed as mf_browse/ComparePage; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent, ServerDataLoader } from '@carmarket/shared';
import { ComparePage as ComparePageView } from '../features/compare/components/compare-page';
import { loadComparedCarsForServer } from '../features/compare/api/get-compared-cars';

const ComparePage: ExposedComponent<'mf_browse', 'ComparePage'> = function ComparePage() {
  return <ComparePageView />;
};

/** The cars of /compare?ids=..., fetched by the shell's server before it renders the page. */
export const loadServerData: ServerDataLoader = loadComparedCarsForServer;

export default ComparePage;
