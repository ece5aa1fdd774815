import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, isPrivateQueryKey } from '@carmarket/shared';
import {
  applyNotificationChange,
  getNotificationSettings,
  notificationSettingsQuery,
  notificationSettingsQueryKey,
  updateNotificationSettings,
  type NotificationSettings,
} from './notification-settings-calls';

const SETTINGS: NotificationSettings = {
  sms: { enabled: true, available: true, to: '+91******3210' },
  email: { enabled: false, available: true, to: 'asha@example.com' },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('notification settings calls', () => {
  it('reads the channels with GET api/v1/notifications/settings', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue(SETTINGS);
    await expect(getNotificationSettings()).resolves.toEqual(SETTINGS);
    expect(get).toHaveBeenLastCalledWith('api/v1/notifications/settings');
  });

  it('changes channels with PUT api/v1/notifications/settings, sending only the ones changed', async () => {
    const put = vi.spyOn(apiClient, 'put').mockResolvedValue({ ...SETTINGS, sms: { ...SETTINGS.sms, enabled: false } });
    const answer = await updateNotificationSettings({ sms: false });
    expect(answer.sms.enabled).toBe(false);
    expect(put).toHaveBeenLastCalledWith('api/v1/notifications/settings', { sms: false });
  });

  it('keeps the query off for a visitor who is not signed in, and its key private (dropped at sign-out)', () => {
    expect(notificationSettingsQuery(undefined).enabled).toBe(false);
    expect(notificationSettingsQuery('u1').enabled).toBe(true);
    expect(notificationSettingsQuery('u1').queryKey).toEqual(notificationSettingsQueryKey('u1'));
    expect(isPrivateQueryKey(notificationSettingsQueryKey('u1'), null)).toBe(true);
  });
});

describe('applyNotificationChange', () => {
  it('turns the channels named on or off and leaves the rest as they were', () => {
    expect(applyNotificationChange(SETTINGS, { email: true })).toEqual({
      sms: SETTINGS.sms,
      email: { enabled: true, available: true, to: 'asha@example.com' },
    });
    expect(applyNotificationChange(SETTINGS, { sms: false, email: true })).toEqual({
      sms: { ...SETTINGS.sms, enabled: false },
      email: { ...SETTINGS.email, enabled: true },
    });
  });

  it('changes nothing for an empty change, and never the settings it was given', () => {
    const before = structuredClone(SETTINGS);
    expect(applyNotificationChange(SETTINGS, {})).toEqual(SETTINGS);
    applyNotificationChange(SETTINGS, { sms: false });
    expect(SETTINGS).toEqual(before);
  });
});
