// Exposed as mf_account/AccountRoutes; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent } from '@carmarket/shared';
import { useLocation } from 'react-router-dom';

const AccountRoutes: ExposedComponent<'mf_account', 'AccountRoutes'> = function AccountRoutes() {
  const { pathname } = useLocation();
  return <h1>{pathname === "/saved" ? "Saved Cars" : "Account settings"}</h1>;
};

export default AccountRoutes;
