// The links of the global chrome (spec §2): the top bar and the footer. The account drawer's
// links are @carmarket/shared's ACCOUNT_LINKS, the list mf-account's side panel shows too.

export interface NavLink {
  to: string;
  label: string;
}

export const MAIN_LINKS: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/buy-car', label: 'Browse Cars' },
  { to: '/sell', label: 'Sell my car' },
  { to: '/settings/saved', label: 'Saved Cars' },
];

export const COMPANY_LINKS: readonly NavLink[] = [
  { to: '/about', label: 'About Us' },
  { to: '/career', label: 'Careers' },
  { to: '/terms-and-conditions', label: 'Terms and Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/contact-us', label: 'Contact Us' },
];

/** Registration and password-recovery paths render without header and footer (spec §2). */
export const CHROMELESS_PATHS: readonly string[] = ['/register', '/forgot-password'];

export function isChromelessPath(pathname: string): boolean {
  return CHROMELESS_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
