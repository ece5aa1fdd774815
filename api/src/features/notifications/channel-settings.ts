// A user's alert channels: their choice per channel (notification_settings; no row = both on), where
// each goes (the mobile number they sign in with, the profile's e-mail) and whether this API can send
// on it. Every statement is scoped to one user.
import { NOTIFICATION_CHANNELS, type NotificationChannel, type NotificationSettings } from '@carmarket/shared/api-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { maskMobile } from '../auth/sms-sender';
import type { NotificationSenders } from './notification-sender';

export type ChannelChoices = Record<NotificationChannel, boolean>;

export interface Contact {
  mobileNumber: string;
  email: string | null;
}

/** Where a channel's messages go: the mobile number, or the profile's e-mail (null when there is none). */
export function recipientOf(channel: NotificationChannel, contact: Contact): string | null {
  if (channel === 'sms') return contact.mobileNumber;
  const email = contact.email?.trim() ?? '';
  return email === '' ? null : email;
}

/** The recipient as the settings and the unsubscribe answer show it: a masked mobile number, the e-mail. */
export const shownRecipient = (channel: NotificationChannel, recipient: string | null) =>
  recipient === null ? null : channel === 'sms' ? maskMobile(recipient) : recipient;

export async function readChannelChoices(db: Kysely<Database>, userId: string): Promise<ChannelChoices> {
  const row = await db.selectFrom('notificationSettings').select(['sms', 'email']).where('userId', '=', userId).executeTakeFirst();
  return { sms: row?.sms ?? true, email: row?.email ?? true };
}

/** Sets the channels given (the others keep their value, on by default). */
export async function writeChannelChoices(
  db: Kysely<Database>,
  userId: string,
  changes: Partial<ChannelChoices>,
  now: Date,
): Promise<void> {
  await db
    .insertInto('notificationSettings')
    .values({ userId, sms: changes.sms ?? true, email: changes.email ?? true, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...changes, updatedAt: now }))
    .execute();
}

/** The settings the contract answers: the choice, whether the API can send, and where it would go. */
export function settingsView(choices: ChannelChoices, contact: Contact, senders: NotificationSenders): NotificationSettings {
  const view = (channel: NotificationChannel) => ({
    enabled: choices[channel],
    available: senders[channel] !== undefined,
    to: shownRecipient(channel, recipientOf(channel, contact)),
  });
  const [sms, email] = NOTIFICATION_CHANNELS.map(view) as [ReturnType<typeof view>, ReturnType<typeof view>];
  return { sms, email };
}
