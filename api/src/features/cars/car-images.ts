// Resolves the carImages of a create-update body to image rows the user uploaded.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { storageKeyFromUrl } from '../uploads/image-variants';
import type { ParsedCarInput } from '@carmarket/shared/api-contracts';

type Db = Kysely<Database> | Transaction<Database>;

function refOf(item: ParsedCarInput['carImages'][number]): { id?: string; key?: string } {
  if (typeof item === 'string') {
    const key = storageKeyFromUrl(item);
    return key ? { key } : { id: item };
  }
  if (item.id) return { id: item.id };
  const url = item.url ?? item.imageUrl ?? item.path ?? item.src;
  const key = url ? storageKeyFromUrl(url) : null;
  if (!key) throw badRequest('carImages must be images uploaded through /api/v1/uploads');
  return { key };
}

/**
 * Attaches the listed images to the car in the given order and deletes the car's other images.
 * Returns the storage keys of the deleted rows: their files go after the commit (removeUnusedImageFiles).
 */
export async function attachCarImages(trx: Db, userId: string, carId: string, items: ParsedCarInput['carImages']): Promise<string[]> {
  const ids: string[] = [];
  for (const item of items) {
    const ref = refOf(item);
    const mine = trx
      .selectFrom('carImages')
      .select('id')
      .where('userId', '=', userId)
      .where((eb) => eb.or([eb('carId', '=', carId), eb('carId', 'is', null)]));
    const query = ref.id ? mine.where('id', '=', ref.id) : mine.where('storageKey', '=', ref.key!);
    // Locked until the save commits: the clean-up of orphaned uploads skips (never deletes) it.
    const row = await query.orderBy('carId').limit(1).forUpdate().executeTakeFirst();
    if (!row) throw badRequest('carImages must be images uploaded through /api/v1/uploads');
    if (!ids.includes(row.id)) ids.push(row.id);
  }
  const removed = await trx
    .deleteFrom('carImages')
    .where('carId', '=', carId)
    .where('id', 'not in', ids.length ? ids : ['-'])
    .returning('storageKey')
    .execute();
  for (const [position, id] of ids.entries()) {
    await trx.updateTable('carImages').set({ carId, position }).where('id', '=', id).execute();
  }
  return removed.map((r) => r.storageKey);
}
