// The unsubscribe link's token: base64url of { u: user id, c: channel, v: version } and an
// HMAC-SHA256 of that text, joined by '.'. The key is derived from OTP_SECRET when it is set (an HMAC
// of a fixed label, so the OTP hashes' key itself never signs anything else; production requires
// OTP_SECRET), otherwise a random secret made once per database in app_secrets (insert on conflict do
// nothing, then read), so every instance and every restart signs and checks alike. A link stays valid
// (RFC 8058 one-click links are clicked days later); turning a channel off twice is harmless.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '@carmarket/shared/api-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/** The payload format; a token of another version is refused. */
const TOKEN_VERSION = 1;
const KEY_LABEL = 'carmarket alert unsubscribe links v1';
const SECRET_NAME = 'alert-unsubscribe-key';

export interface UnsubscribeRequest {
  userId: string;
  channel: NotificationChannel;
}

export interface UnsubscribeTokens {
  sign(request: UnsubscribeRequest): Promise<string>;
  /** The user and channel, or null for a token that is not ours (tampered, garbage, another key, another version). */
  verify(token: string): Promise<UnsubscribeRequest | null>;
}

/** The database's own random key, made by whichever instance asks first. */
async function storedKey(db: Kysely<Database>, clock: Clock): Promise<Buffer> {
  await db
    .insertInto('appSecrets')
    .values({ name: SECRET_NAME, secret: randomBytes(32).toString('base64url'), createdAt: clock() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('appSecrets').select('secret').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow();
  return Buffer.from(row.secret, 'base64url');
}

/** `configuredSecret`: OTP_SECRET when it is set (and long enough); undefined = the database's key. */
export function createUnsubscribeTokens(options: {
  configuredSecret?: string | undefined;
  db: Kysely<Database>;
  clock: Clock;
}): UnsubscribeTokens {
  let key: Promise<Buffer> | undefined = options.configuredSecret
    ? Promise.resolve(createHmac('sha256', options.configuredSecret).update(KEY_LABEL).digest())
    : undefined;
  const keyOf = () => {
    key ??= storedKey(options.db, options.clock).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  const signature = async (payload: string) =>
    createHmac('sha256', await keyOf())
      .update(payload)
      .digest();

  return {
    async sign({ userId, channel }) {
      const payload = Buffer.from(JSON.stringify({ u: userId, c: channel, v: TOKEN_VERSION })).toString('base64url');
      return `${payload}.${(await signature(payload)).toString('base64url')}`;
    },
    async verify(token) {
      const [payload, signed, ...rest] = token.split('.');
      if (!payload || !signed || rest.length > 0 || !/^[A-Za-z0-9_-]+$/.test(payload + signed)) return null;
      const expected = await signature(payload);
      const given = Buffer.from(signed, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u?: unknown; c?: unknown; v?: unknown };
        if (parsed.v !== TOKEN_VERSION || typeof parsed.u !== 'string' || parsed.u === '') return null;
        const channel = NOTIFICATION_CHANNELS.find((c) => c === parsed.c);
        return channel ? { userId: parsed.u, channel } : null;
      } catch {
        return null;
      }
    },
  };
}
