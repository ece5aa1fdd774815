// Absolute URLs for images: always PUBLIC_URL (in development http://localhost:<port>). The request's
// Host header is never used: a client must not be able to choose the host in URLs that other people
// receive (from a cache, or in a stored page), nor split the response cache by sending another Host.
import type { FastifyRequest } from 'fastify';

export function normalizePublicUrl(publicUrl: string): string {
  return publicUrl.trim().replace(/\/+$/, '');
}

/** The base of every absolute URL in a response. The request is accepted for the call sites' sake but not read. */
export function baseUrlOf(_request: FastifyRequest, publicUrl: string): string {
  return publicUrl;
}
