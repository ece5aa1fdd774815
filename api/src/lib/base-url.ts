// Absolute URLs for images: always PUBLIC_URL (in development http://localhost:<port>) or the image
// store's public URL (ctx.imageBaseUrl). The request's Host header is never used: a client must not
// be able to choose the host in URLs that other people receive (from a cache, or in a stored page),
// nor split the response cache by sending another Host.

export function normalizePublicUrl(publicUrl: string): string {
  return publicUrl.trim().replace(/\/+$/, '');
}
