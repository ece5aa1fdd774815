// The eight sub-screens of spec §2 (Add Car leaves for mf-sell's /sell).
export interface AccountNavLink {
  to: string;
  label: string;
}

export const ACCOUNT_NAV_LINKS: readonly AccountNavLink[] = [
  { to: '/settings/profile', label: 'Profile Settings' },
  { to: '/settings/listings', label: 'My Listing' },
  { to: '/sell', label: 'Add Car' },
  { to: '/settings/interested-buyers', label: 'Interested Buyers' },
  { to: '/settings/enquiries', label: 'My Enquiries' },
  { to: '/settings/saved', label: 'Saved Cars' },
  { to: '/settings/buy-packages', label: 'Buy Packages' },
  { to: '/settings/bought-packages', label: 'Bought Packages' },
];

/** /saved is the same screen as /settings/saved. */
export function isNavLinkCurrent(link: AccountNavLink, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === link.to || (link.to === '/settings/saved' && path === '/saved');
}
