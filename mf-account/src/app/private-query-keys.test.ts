import { isPrivateQueryKey, recentlyViewedQueryKey, savedCarsQueryKey, savedSearchesQueryKey } from '@carmarket/shared';
import { describe, expect, it } from 'vitest';
import { notificationSettingsQueryKey } from '../features/saved-searches/api/notification-settings-calls';
import { packageOrdersQueryKey } from '../features/packages/api/get-package-orders';
import { profileQueryKey } from '../features/profile/api/get-user-profile';
import { myEnquiriesQueryKey } from '../features/enquiries/api/get-my-enquiries';
import { userCarsQueryKey } from '../features/listings/api/get-user-cars';

describe("the account's query keys", () => {
  it('are all private, so signing out drops them from the shared cache (shared/src/data/private-queries.ts)', () => {
    const keys = [
      userCarsQueryKey('u1'),
      packageOrdersQueryKey('u1'),
      myEnquiriesQueryKey('u1'),
      savedCarsQueryKey('u1'),
      recentlyViewedQueryKey('u1'),
      savedSearchesQueryKey('u1'),
      notificationSettingsQueryKey('u1'),
      profileQueryKey({ id: 'u1' } as Parameters<typeof profileQueryKey>[0]),
      profileQueryKey(null as Parameters<typeof profileQueryKey>[0]),
      ['package-invoice', 'o1'],
      ['received-enquiries', 'u1', 'Pune'],
    ];
    for (const key of keys) expect(isPrivateQueryKey(key, null), JSON.stringify(key)).toBe(true);
  });
});
