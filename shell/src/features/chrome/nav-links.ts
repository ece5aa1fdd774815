// The links of the global chrome (spec §2): the top bar, the account drawer and the footer.

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

/** Account drawer, in the spec's order. */
export const ACCOUNT_LINKS: readonly NavLink[] = [
  { to: '/settings/profile', label: 'Profile Settings' },
  { to: '/settings/listings', label: 'My Listing' },
  { to: '/sell', label: 'Add Car' },
  { to: '/settings/interested-buyers', label: 'Interested Buyers' },
  { to: '/settings/enquiries', label: 'My Enquiries' },
  { to: '/settings/saved', label: 'Saved Cars' },
  { to: '/settings/buy-packages', label: 'Buy Packages' },
  { to: '/settings/bought-packages', label: 'Bought Packages' },
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
