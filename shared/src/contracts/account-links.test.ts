import { ACCOUNT_LINKS, isAccountLinkCurrent } from './account-links';

describe('account navigation', () => {
  it('lists the eight sub-screens of spec §2 in order, and Recently Viewed and Saved Searches (issue 28) after Saved Cars', () => {
    expect(ACCOUNT_LINKS.map((l) => l.label)).toEqual([
      'Profile Settings',
      'My Listing',
      'Add Car',
      'Interested Buyers',
      'My Enquiries',
      'Saved Cars',
      'Recently Viewed',
      'Saved Searches',
      'Buy Packages',
      'Bought Packages',
    ]);
  });

  it('marks Saved Cars current on /saved as well as /settings/saved', () => {
    const saved = ACCOUNT_LINKS.find((l) => l.label === 'Saved Cars')!;
    expect(isAccountLinkCurrent(saved, '/saved')).toBe(true);
    expect(isAccountLinkCurrent(saved, '/settings/saved/')).toBe(true);
    expect(isAccountLinkCurrent(saved, '/settings/profile')).toBe(false);
  });
});
