// Helpers of the notification tests: a buyer with a known e-mail, saved searches and cars, the
// matching and the notification run on the test app's database, and the dev outbox as the API answers it.
import type { OutboxMessage, SavedSearch } from '@carmarket/shared/api-contracts';
import type { ListingQueryInput } from '@carmarket/shared/domain';
import { expect } from 'vitest';
import { carBody } from '../../test/car-bodies';
import { call, type TestApp } from '../../test/test-app';
import { matchCarChanges } from '../alerts/alert-matching';
import { createAlertNotifications, type NotificationOptions } from './alert-notifications';

export type Session = { token: string; user: { id: string } };

export const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

export async function setEmail(t: TestApp, who: Session, email: string | null): Promise<void> {
  await t.database.db.updateTable('users').set({ email }).where('id', '=', who.user.id).execute();
}

export async function saveSearch(t: TestApp, who: Session, query: ListingQueryInput, alert: 'instant' | 'daily' | 'off', name?: string) {
  const res = await call(t.app, { method: 'POST', url: '/api/v1/saved-searches', token: who.token, payload: { query, alert, name } });
  expect(res.status, res.body).toBe(201);
  return res.json.savedSearch as SavedSearch;
}

export async function listCar(t: TestApp, who: Session, changes: Record<string, unknown> = {}): Promise<string> {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/v1/car/create-update',
    token: who.token,
    payload: carBody(who.user.id, changes),
  });
  expect(res.status, res.body).toBe(201);
  return res.json.car.id as string;
}

export async function outbox(t: TestApp, to: string): Promise<OutboxMessage[]> {
  const res = await call(t.app, { method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(res.status, res.body).toBe(200);
  return res.json.messages as OutboxMessage[];
}

/** The job as the schedule runs it: matching, then planning and sending (dev outbox on both channels unless `options` say otherwise). */
export function notificationRunner(t: TestApp, options: NotificationOptions = {}) {
  const notifications = createAlertNotifications({
    db: t.database.db,
    clock: t.clock,
    production: false,
    configuredSecret: undefined,
    options: { siteUrl: 'https://carmarket.example', ...options },
    log: silentLog,
  });
  return async () => {
    await matchCarChanges(t.database.db, t.clock());
    return notifications.run();
  };
}
