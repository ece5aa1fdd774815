import { adsBalance, boughtPackageState, packageStatus, sortBoughtPackages } from './package-orders';

const NOW = new Date('2025-06-15T12:00:00');

describe('packageStatus', () => {
  it('is Active while the validity date is ahead and Expired once it has passed', () => {
    expect(packageStatus('2025-06-16T00:00:00', NOW)).toBe('Active');
    expect(packageStatus('2025-06-14T23:59:59', NOW)).toBe('Expired');
    expect(packageStatus(NOW.toISOString(), NOW)).toBe('Expired');
  });
});

describe('sortBoughtPackages', () => {
  const orders = [
    { id: 'b', purchasedAt: '2025-02-01T10:00:00' },
    { id: 'a', purchasedAt: '2024-11-20T10:00:00' },
    { id: 'c', purchasedAt: '2025-05-30T10:00:00' },
    { id: 'd', purchasedAt: '2023-01-05T10:00:00' },
  ];

  it('Current Year (default) keeps only this year, newest first', () => {
    expect(sortBoughtPackages(orders, 'currentYear', NOW).map((o) => o.id)).toEqual(['c', 'b']);
  });

  it('Newest First and Oldest First order every purchase by date', () => {
    expect(sortBoughtPackages(orders, 'newest', NOW).map((o) => o.id)).toEqual(['c', 'b', 'a', 'd']);
    expect(sortBoughtPackages(orders, 'oldest', NOW).map((o) => o.id)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('does not reorder the input and breaks ties by id', () => {
    const same = [
      { id: 'y', purchasedAt: '2025-03-01T10:00:00' },
      { id: 'x', purchasedAt: '2025-03-01T10:00:00' },
    ];
    expect(sortBoughtPackages(same, 'newest', NOW).map((o) => o.id)).toEqual(['x', 'y']);
    expect(same.map((o) => o.id)).toEqual(['y', 'x']);
  });
});

describe('adsBalance', () => {
  it('counts ads of paid, active packages only, minus the cars on sale', () => {
    const orders = [
      { ads: 5, validUntil: '2025-09-01T00:00:00', paymentStatus: 'paid' as const },
      { ads: 10, validUntil: '2025-01-01T00:00:00', paymentStatus: 'paid' as const },
      { ads: 50, validUntil: '2025-09-01T00:00:00', paymentStatus: 'pending' as const },
      { ads: 70, validUntil: '2025-09-01T00:00:00', paymentStatus: 'failed' as const },
      { ads: 90, validUntil: '2025-09-01T00:00:00', paymentStatus: 'expired' as const },
    ];
    const cars = [{ isSold: false }, { isSold: true }, { isSold: false }];
    expect(adsBalance(orders, cars, NOW)).toEqual({ total: 5, used: 2, left: 3 });
  });

  it('never goes below zero', () => {
    expect(adsBalance([], [{ isSold: false }], NOW)).toEqual({ total: 0, used: 0, left: 0 });
  });
});

describe('boughtPackageState', () => {
  const order = { validUntil: '2025-09-01T00:00:00', paymentExpiresAt: null, failureReason: null };
  it('a paid order is Active or Expired by its validity', () => {
    expect(boughtPackageState({ ...order, paymentStatus: 'paid' }, NOW)).toMatchObject({ label: 'Active', paid: true });
    expect(boughtPackageState({ ...order, validUntil: '2025-06-01T00:00:00', paymentStatus: 'paid' }, NOW)).toMatchObject({
      label: 'Expired',
      paid: true,
    });
  });
  it('an unpaid order says where its payment stands, whatever its validity date', () => {
    const pending = { ...order, paymentStatus: 'pending' as const, paymentExpiresAt: '2025-06-15T12:20:00' };
    expect(boughtPackageState(pending, NOW)).toMatchObject({ label: 'Payment pending', paid: false });
    // Past its deadline it reads as expired before the server says so.
    expect(boughtPackageState(pending, new Date('2025-06-15T12:20:00'))).toMatchObject({ label: 'Payment expired', paid: false });
    expect(boughtPackageState({ ...order, paymentStatus: 'failed', failureReason: 'Card declined' }, NOW)).toMatchObject({
      label: 'Payment failed',
      detail: 'Card declined',
      paid: false,
    });
    expect(boughtPackageState({ ...order, paymentStatus: 'expired' }, NOW)).toMatchObject({ label: 'Payment expired', paid: false });
  });
});
