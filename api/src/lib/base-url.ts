// Absolute URLs for images: PUBLIC_URL when configured, else the request's own host.
import type { FastifyRequest } from 'fastify';

export function baseUrlOf(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const host = request.headers.host ?? 'localhost:4000';
  // Only a plain host[:port] is trusted into URLs.
  const safeHost = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-fA-F:]+\](:\d{1,5})?$/.test(host) ? host : 'localhost:4000';
  return `${request.protocol}://${safeHost}`;
}
