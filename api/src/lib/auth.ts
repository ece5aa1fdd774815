// Bearer-token sessions: random tokens, only their hash stored, with an expiry and revocation.
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { AppContext } from '../context';
import type { UsersTable } from '../db/schema';
import { unauthorized } from './http-error';
import { newId, newToken, sha256 } from './ids';

export type UserRow = Selectable<UsersTable>;

export async function createSession(ctx: AppContext, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const now = ctx.clock();
  const expiresAt = new Date(now.getTime() + ctx.sessionTtlDays * 86_400_000);
  await ctx.db
    .insertInto('sessions')
    .values({ id: newId(), userId, tokenHash: sha256(token), createdAt: now, expiresAt })
    .execute();
  return { token, expiresAt };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{10,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}

/** The signed-in user, or null. */
export async function optionalUser(ctx: AppContext, request: FastifyRequest): Promise<UserRow | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const row = await ctx.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('users')
    .where('sessions.tokenHash', '=', sha256(token))
    .where('sessions.revokedAt', 'is', null)
    .where('sessions.expiresAt', '>', ctx.clock())
    .executeTakeFirst();
  return row ?? null;
}

/** The signed-in user, or a 401. */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<UserRow> {
  const user = await optionalUser(ctx, request);
  if (!user) throw unauthorized();
  return user;
}

export async function revokeSession(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  await ctx.db
    .updateTable('sessions')
    .set({ revokedAt: ctx.clock() })
    .where('tokenHash', '=', sha256(token))
    .where('revokedAt', 'is', null)
    .execute();
}

const signedInUsers = new WeakMap<FastifyRequest, UserRow>();

/**
 * A route's preValidation hook: a request without a valid session is a 401 before its input is
 * validated (the order the routes had when they called requireUser first). Read the user with
 * signedInUser(request).
 */
export const requireUserFirst = (ctx: AppContext) => async (request: FastifyRequest) => {
  signedInUsers.set(request, await requireUser(ctx, request));
};

/** The user requireUserFirst found for this request. */
export function signedInUser(request: FastifyRequest): UserRow {
  const user = signedInUsers.get(request);
  if (!user) throw unauthorized();
  return user;
}
