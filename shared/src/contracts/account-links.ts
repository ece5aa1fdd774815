// The account menu of spec §2: the shell's account drawer and mobile menu and mf-account's side
// panel list these, in this order (Add Car leaves for mf-sell's /sell). One list, so a new
// screen appears in every menu at once.
export interface AccountLink {
  to: string;
  label: string;
}

export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { to: '/settings/profile', label: 'Profile Settings' },
  { to: '/settings/listings', label: 'My Listing' },
  { to: '/sell', label: 'Add Car' },
  { to: '/settings/interested-buyers', label: 'Interested Buyers' },
  { to: '/settings/enquiries', label: 'My Enquiries' },
  { to: '/settings/saved', label: 'Saved Cars' },
  { to: '/settings/recently-viewed', label: 'Recently Viewed' },
  { to: '/settings/saved-searches', label: 'Saved Searches' },
  { to: '/settings/buy-packages', label: 'Buy Packages' },
  { to: '/settings/bought-packages', label: 'Bought Packages' },
];

/** Whether `link` is the page at `pathname`; /saved is the same screen as /settings/saved. */
export function isAccountLinkCurrent(link: AccountLink, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === link.to || (link.to === '/settings/saved' && path === '/saved');
}
