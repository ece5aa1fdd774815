export interface HtmlCacheOptions {
  maxBytes: number;
  ttlMs: number;
  staleMs: number;
  fallbackTtlMs: number;
}
export interface StoredDocument {
  status: number;
  version: string;
  fallback: boolean;
  etag: string;
  scriptHashes: string[];
  bodies: { br: Buffer; gzip: Buffer; identity: Buffer };
  bytes: number;
}
export declare const DEFAULT_HTML_CACHE: HtmlCacheOptions;
export declare const SHARED_MAX_AGE_S: number;
export declare const SHARED_STALE_WHILE_REVALIDATE_S: number;
export declare function isPrivatePath(pathname: string): boolean;
export declare function isCacheableCity(city: string | undefined): boolean;
export declare function canonicalUrl(url: string): string;
export declare function cacheKeyOf(input: { url: string; city: string | undefined; compositionHash: string }): string;
export declare function sha256(text: string, encoding?: 'base64url' | 'base64' | 'hex'): string;
export declare function inlineScripts(html: string): Array<{ attributes: string; text: string }>;
export declare function scriptHashesOf(html: string): string[];
export declare function storedDocument(rendered: {
  html: string;
  status: number;
  nonce: string;
  version: string;
  inputs: string;
}): Promise<StoredDocument | null>;
export declare function etagOf(entry: StoredDocument, encoding: 'br' | 'gzip' | null): string;
export declare function matchesIfNoneMatch(header: string | undefined, etag: string): boolean;
export declare function sharedCacheControl(entry: StoredDocument): string;
export declare function createHtmlCache(
  options?: Partial<HtmlCacheOptions> & { now?: () => number; log?: (message: string, error?: unknown) => void },
): {
  lookup(key: string, version: string): { entry: StoredDocument; state: 'fresh' | 'stale' } | null;
  pending(key: string): Promise<StoredDocument | null> | undefined;
  fill(key: string, render: () => Promise<StoredDocument | null>): Promise<StoredDocument | null>;
  readonly size: number;
};
