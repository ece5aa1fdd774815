import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../api/api-client';
import { loginAtom, logoutAtom } from '../session/session-atoms';
import {
  alertsQueryKey,
  alertsUnreadCountAtom,
  alertsUnreadCountQueryKey,
  alertTitle,
  formatPriceChange,
  getAlerts,
  markAlertsRead,
  priceDropText,
  setAlertsUnreadCountAtom,
} from './alerts';
import { isPrivateQueryKey } from './private-queries';

const user = (id: string) => ({ id, fullName: `User ${id}`, mobileNumber: '9876543210', userType: 'EndUser' as const });

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('alerts calls', () => {
  it('asks GET api/v1/alerts with the page it is given, and the first page by default', async () => {
    const answer = { alerts: [], unreadCount: 2, total: 0, page: 2, pageSize: 5, pageCount: 0 };
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue(answer);
    await expect(getAlerts({ page: 2, pageSize: 5 })).resolves.toEqual(answer);
    expect(get).toHaveBeenLastCalledWith('api/v1/alerts?page=2&pageSize=5');
    await getAlerts();
    expect(get).toHaveBeenLastCalledWith('api/v1/alerts');
  });

  it('marks the named alerts, or all of them, read with POST api/v1/alerts/read', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ marked: 1, unreadCount: 4 });
    await expect(markAlertsRead({ ids: ['7'] })).resolves.toEqual({ marked: 1, unreadCount: 4 });
    expect(post).toHaveBeenLastCalledWith('api/v1/alerts/read', { ids: ['7'] });
    await markAlertsRead({ all: true });
    expect(post).toHaveBeenLastCalledWith('api/v1/alerts/read', { all: true });
  });

  it('keys the list and the count as private data, dropped at sign-out', () => {
    expect(isPrivateQueryKey(alertsQueryKey('u1'), null)).toBe(true);
    expect(isPrivateQueryKey(alertsUnreadCountQueryKey('u1'), null)).toBe(true);
  });
});

describe('the unread count in the shared store', () => {
  it('is unknown until fetched, then shows only to the user it was fetched for', () => {
    const store = createStore();
    store.set(loginAtom, { token: 't1', user: user('u1') });
    expect(store.get(alertsUnreadCountAtom)).toBeNull();
    store.set(setAlertsUnreadCountAtom, { userId: 'u1', count: 3 });
    expect(store.get(alertsUnreadCountAtom)).toBe(3);
    store.set(loginAtom, { token: 't2', user: user('u2') });
    expect(store.get(alertsUnreadCountAtom)).toBeNull();
    store.set(logoutAtom);
    expect(store.get(alertsUnreadCountAtom)).toBeNull();
  });

  it('never goes below zero', () => {
    const store = createStore();
    store.set(loginAtom, { token: 't1', user: user('u1') });
    store.set(setAlertsUnreadCountAtom, { userId: 'u1', count: -1 });
    expect(store.get(alertsUnreadCountAtom)).toBe(0);
  });
});

describe('alert words', () => {
  it('formats a change of price in rupees below a lakh, in Lakhs below a crore, in Cr above', () => {
    expect(formatPriceChange(45_000)).toBe('₹45,000');
    expect(formatPriceChange(99_999)).toBe('₹99,999');
    expect(formatPriceChange(100_000)).toBe('₹1 Lakhs');
    expect(formatPriceChange(250_000)).toBe('₹2.5 Lakhs');
    expect(formatPriceChange(15_000_000)).toBe('₹1.5 Cr');
    expect(formatPriceChange(-45_000)).toBe('₹45,000');
    expect(priceDropText(50_000)).toBe('Price dropped by ₹50,000');
  });

  it('names each kind of alert', () => {
    const search = { id: 's1', name: 'SUVs in Pune' };
    expect(alertTitle({ kind: 'saved-search', oldPrice: null, newPrice: 500_000, savedSearch: search })).toBe('New match for SUVs in Pune');
    expect(alertTitle({ kind: 'saved-search', oldPrice: 600_000, newPrice: 500_000, savedSearch: search })).toBe(
      'Price changed for SUVs in Pune',
    );
    expect(alertTitle({ kind: 'price-drop', oldPrice: 600_000, newPrice: 450_000, savedSearch: null })).toBe('Price dropped by ₹1.5 Lakhs');
  });
});
