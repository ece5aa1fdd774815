// POST /api/v1/uploads: images checked by content (magic bytes), size and pixel count (read from
// the header, before any decode), then re-encoded under server-generated names. The original bytes
// are never stored or served. A request stores all its images or none (files written before a
// failure are removed). Budgets: a per-process limit on concurrent decodes and a per-user quota of
// uploads not attached to a car (unattached-uploads.ts, which also deletes those never attached).
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@carmarket/shared/domain';
import { uploadImagesEndpoint } from '@carmarket/shared/api-contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/auth';
import { badRequest, HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { ContractApp } from '../../lib/zod-contracts';
import { deleteImageVariants, imageUrls, MAX_INPUT_MEGAPIXELS, MAX_INPUT_PIXELS, storeImageVariants } from './image-variants';
import { countUnattachedUploads, uploadQuotaExceeded } from './unattached-uploads';

const ALLOWED_MIME = new Set(['image/jpeg', 'image/png']);
const WRONG_TYPE = 'Only JPEG and PNG images are allowed';

export async function validateImage(data: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !ALLOWED_MIME.has(type.mime)) throw badRequest(WRONG_TYPE);
  let metadata: sharp.Metadata;
  try {
    // Header only (no decode): the pixel count is checked below, with a message that says why.
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest('The image could not be read');
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels === 0) throw badRequest('The image could not be read');
  if (pixels > MAX_INPUT_PIXELS) {
    throw badRequest(`Image is too large: at most ${MAX_INPUT_MEGAPIXELS} megapixels (this one has ${Math.round(pixels / 1e6)})`);
  }
}

export function registerUploadRoutes(app: ContractApp, ctx: AppContext): void {
  // The parts are read below (multipart); the contract checks the answer.
  const schema = { response: { 201: uploadImagesEndpoint.response } };
  app.post(uploadImagesEndpoint.path, { schema }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    if (!request.isMultipart()) throw badRequest('Send the images as multipart/form-data in the field "files"');
    const quota = ctx.unattachedUploads;
    // Checked first (nothing decoded for a user already at the quota), then per file, then under a lock.
    const waiting = await countUnattachedUploads(ctx.db, user.id);
    if (waiting >= quota.maxPerUser) throw uploadQuotaExceeded(quota);
    const stored: { id: string; storageKey: string; width: number; height: number }[] = [];
    try {
      for await (const part of request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 10 } })) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'files' && part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        const data = await part.toBuffer();
        if (part.file.truncated) throw new HttpError(413, 'File too large (max 20 MB)');
        if (waiting + stored.length >= quota.maxPerUser) throw uploadQuotaExceeded(quota);
        // Validated and written one file at a time, so at most one 20 MB buffer is held per request
        // (not 20); the catch below removes what was written if a later file or the insert fails.
        // Decodes take a slot of the process-wide limiter (queued, or a 503 when the queue is full).
        const image = await ctx.imageDecodes.run(async () => {
          await validateImage(data);
          try {
            return await storeImageVariants(ctx.storage, data, newId());
          } catch {
            throw badRequest('The image could not be read');
          }
        });
        stored.push({ id: newId(), ...image });
      }
      if (stored.length === 0) throw badRequest('No files uploaded');
      const now = ctx.clock();
      await ctx.db.transaction().execute(async (trx) => {
        // Parallel uploads of one user (on any instance) wait for each other here, so together
        // they cannot pass the quota.
        await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirst();
        if ((await countUnattachedUploads(trx, user.id)) + stored.length > quota.maxPerUser) throw uploadQuotaExceeded(quota);
        await trx
          .insertInto('carImages')
          .values(
            stored.map((image) => ({
              id: image.id,
              userId: user.id,
              carId: null,
              position: 0,
              storageKey: image.storageKey,
              width: image.width,
              height: image.height,
              createdAt: now,
            })),
          )
          .execute();
      });
    } catch (error) {
      // All or nothing: no image files without their rows.
      await Promise.all(stored.map((image) => deleteImageVariants(ctx.storage, image.storageKey).catch(() => undefined)));
      throw error;
    }
    reply.status(201);
    return { images: stored.map((image) => imageUrls(ctx.imageBaseUrl, image)) };
  });
}
