// Alert notifications (issue 28): the signed-in user's channels (GET/PUT, scoped to them: nobody reads
// or changes another's), and the unsubscribe link's call, which needs no session: the signed token
// names the user and the channel (unsubscribe-tokens.ts).
import {
  getNotificationSettingsEndpoint,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_MESSAGES,
  unsubscribeEndpoint,
  updateNotificationSettingsEndpoint,
} from '@carmarket/shared/api-contracts';
import type { AppContext } from '../../context';
import { requireUserFirst, signedInUser } from '../../lib/auth';
import { badRequest } from '../../lib/http-error';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';
import { readChannelChoices, recipientOf, settingsView, shownRecipient, writeChannelChoices } from './channel-settings';

/** Unsubscribe calls per client address per minute (besides the global limit): a link is clicked once or twice. */
export const UNSUBSCRIBE_PER_MINUTE = 20;

export function registerNotificationRoutes(app: ContractApp, ctx: AppContext): void {
  const { db } = ctx;
  const { senders, tokens } = ctx.notifications;
  const preValidation = requireUserFirst(ctx);

  app.get(
    getNotificationSettingsEndpoint.path,
    { schema: contractSchema(getNotificationSettingsEndpoint), preValidation },
    async (request) => {
      const me = signedInUser(request);
      return settingsView(await readChannelChoices(db, me.id), me, senders);
    },
  );

  app.put(
    updateNotificationSettingsEndpoint.path,
    { schema: contractSchema(updateNotificationSettingsEndpoint), preValidation },
    async (request) => {
      const me = signedInUser(request);
      const changes = request.body;
      for (const channel of NOTIFICATION_CHANNELS) {
        if (changes[channel] === true && !senders[channel]) throw badRequest(NOTIFICATION_MESSAGES.unavailable(channel));
      }
      if (changes.email === true && recipientOf('email', me) === null) throw badRequest(NOTIFICATION_MESSAGES.noEmail);
      await writeChannelChoices(db, me.id, changes, ctx.clock());
      return settingsView(await readChannelChoices(db, me.id), me, senders);
    },
  );

  app.post(
    unsubscribeEndpoint.path,
    {
      schema: contractSchema(unsubscribeEndpoint),
      // Per client address, counted in the database for every instance (rate-limit-store.ts).
      config: { rateLimit: { max: UNSUBSCRIBE_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request) => {
      const valid = await tokens.verify(request.body.token);
      const user =
        valid && (await db.selectFrom('users').select(['id', 'mobileNumber', 'email']).where('id', '=', valid.userId).executeTakeFirst());
      if (!valid || !user) throw badRequest(NOTIFICATION_MESSAGES.unsubscribeInvalid);
      await writeChannelChoices(db, user.id, { [valid.channel]: false }, ctx.clock());
      return { channel: valid.channel, to: shownRecipient(valid.channel, recipientOf(valid.channel, user)) };
    },
  );
}
