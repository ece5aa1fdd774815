// Exposed as mf_account/AccountRoutes; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent, ServerDataLoader } from '@carmarket/shared';
import { AccountRoutes as AccountRoutesComponent } from '../app/account-routes';
import { loadAccountForServer } from '../app/account-server-data';

const AccountRoutes: ExposedComponent<'mf_account', 'AccountRoutes'> = function AccountRoutes() {
  return <AccountRoutesComponent />;
};

/** The signed-in user's page data (profile, listings, enquiries, saved cars, packages), fetched by the shell's server before it renders the page. */
export const loadServerData: ServerDataLoader = loadAccountForServer;

export default AccountRoutes;
