// POST /api/v1/uploads: multipart/form-data, field `files` (JPEG or PNG). The API reads the parts
// itself (@fastify/multipart), so the body schema is the browser's side only: a FormData.
import '../../validation/zod-jitless';
import * as z from 'zod/v4/mini';
import { carImageSchema } from './cars';
import { defineEndpoint } from './endpoint';

export const uploadImagesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/uploads',
  body: z.custom<FormData>((value) => typeof FormData !== 'undefined' && value instanceof FormData),
  response: z.object({ images: z.array(carImageSchema) }),
});
