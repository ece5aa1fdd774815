// Uploads that wait to be attached to a car: each user may hold a bounded number of them, and those
// never attached are deleted after a set time. The database is the truth for both, so the quota and
// the clean-up hold with any number of API instances: the quota is re-counted under a lock on the
// user's row, and the clean-up deletes rows (DELETE ... RETURNING) before their files, so only the
// instance whose DELETE removed a row goes on to delete that row's files.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { removeUnusedImageFiles } from './image-cleanup';

export interface UnattachedUploadLimits {
  /** Images a user may hold that are not attached to a car (two full listings of 20). */
  maxPerUser: number;
  /** Age after which an image never attached to a car is deleted. */
  ttlMs: number;
}

export const DEFAULT_UNATTACHED_UPLOAD_LIMITS: UnattachedUploadLimits = { maxPerUser: 40, ttlMs: 24 * 60 * 60 * 1000 };

export function uploadQuotaExceeded(limits: UnattachedUploadLimits): HttpError {
  const hours = Math.round(limits.ttlMs / 3_600_000);
  return new HttpError(
    429,
    `Upload limit reached: at most ${limits.maxPerUser} photos can wait to be added to a car. ` +
      `Add your photos to a listing, or try again later (unused photos are removed ${hours} hours after upload).`,
  );
}

/** Images of `userId` not attached to any car. */
export async function countUnattachedUploads(db: Kysely<Database> | Transaction<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('carImages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('userId', '=', userId)
    .where('carId', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Deletes images never attached to a car and uploaded before `olderThan`, rows first, then their
 * files (a file another row still uses stays). Rows locked by a car save in progress are skipped,
 * and a row attached meanwhile no longer matches `car_id is null`. Returns the rows deleted.
 */
export async function deleteOrphanedUploads(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  olderThan: Date,
  log?: FastifyBaseLogger,
  batchSize = 500,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await ctx.db
      .deleteFrom('carImages')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('carImages')
          .select('id')
          .where('carId', 'is', null)
          .where('createdAt', '<', olderThan)
          .orderBy('createdAt')
          .limit(batchSize)
          .forUpdate()
          .skipLocked(),
      )
      .where('carId', 'is', null)
      .returning('storageKey')
      .execute();
    deleted += rows.length;
    await removeUnusedImageFiles(
      ctx,
      rows.map((r) => r.storageKey),
      log,
    );
    if (rows.length < batchSize) return deleted;
  }
}
