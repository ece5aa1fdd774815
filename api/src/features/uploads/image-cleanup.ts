// Image files of deleted or replaced car pictures go once the database change has committed (a
// rolled-back write keeps its files). Seed pictures are shared by many cars, so a file goes only
// when no image row refers to its storage key any more.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { deleteImageVariants } from './image-variants';

export async function removeUnusedImageFiles(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  storageKeys: readonly string[],
  log?: FastifyBaseLogger,
): Promise<void> {
  const keys = [...new Set(storageKeys)];
  if (keys.length === 0) return;
  try {
    const used = new Set(
      (await ctx.db.selectFrom('carImages').select('storageKey').where('storageKey', 'in', keys).execute()).map((r) => r.storageKey),
    );
    await Promise.all(keys.filter((key) => !used.has(key)).map((key) => deleteImageVariants(ctx.storage, key)));
  } catch (error) {
    // The write itself succeeded; a file left behind is only disk space.
    log?.warn({ err: error, storageKeys: keys }, 'could not remove image files');
  }
}
