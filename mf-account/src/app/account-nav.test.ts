import { ACCOUNT_NAV_LINKS, isNavLinkCurrent } from './account-nav';

describe('account navigation', () => {
  it('lists the eight sub-screens of spec §2 in order', () => {
    expect(ACCOUNT_NAV_LINKS.map((l) => l.label)).toEqual([
      'Profile Settings',
      'My Listing',
      'Add Car',
      'Interested Buyers',
      'My Enquiries',
      'Saved Cars',
      'Buy Packages',
      'Bought Packages',
    ]);
  });

  it('marks Saved Cars current on /saved as well as /settings/saved', () => {
    const saved = ACCOUNT_NAV_LINKS.find((l) => l.label === 'Saved Cars')!;
    expect(isNavLinkCurrent(saved, '/saved')).toBe(true);
    expect(isNavLinkCurrent(saved, '/settings/saved/')).toBe(true);
    expect(isNavLinkCurrent(saved, '/settings/profile')).toBe(false);
  });
});
