import { describe, expect, it } from 'vitest';
import { userTypeLabel } from './user-type-label';

describe('userTypeLabel', () => {
  it("shows signup's EndUser as Owner where they sell and Buyer where they enquire", () => {
    expect(userTypeLabel('EndUser')).toBe('Owner');
    expect(userTypeLabel('EndUser', 'seller')).toBe('Owner');
    expect(userTypeLabel('EndUser', 'buyer')).toBe('Buyer');
  });

  it('keeps the named types as they are', () => {
    for (const type of ['Owner', 'Seller', 'Dealer']) {
      expect(userTypeLabel(type)).toBe(type);
      expect(userTypeLabel(type, 'buyer')).toBe(type);
    }
    expect(userTypeLabel('Buyer', 'buyer')).toBe('Buyer');
  });

  it('falls back to the context label when the type is missing', () => {
    expect(userTypeLabel(undefined)).toBe('Owner');
    expect(userTypeLabel(null, 'buyer')).toBe('Buyer');
    expect(userTypeLabel('  ', 'buyer')).toBe('Buyer');
  });
});
