// Exposed as mf_account/AccountRoutes; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent } from '@carmarket/shared';
import { AccountRoutes as AccountRoutesComponent } from '../app/account-routes';

const AccountRoutes: ExposedComponent<'mf_account', 'AccountRoutes'> = function AccountRoutes() {
  return <AccountRoutesComponent />;
};

export default AccountRoutes;
