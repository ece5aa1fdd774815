import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

/** 32 random bytes, URL-safe; only its SHA-256 is stored (2^256 guesses: a plain hash is enough). */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/**
 * Keyed hash for low-entropy secrets (4-digit OTP codes): without the key, a database dump cannot be
 * brute-forced by hashing all 10,000 codes.
 */
export const hmacSha256 = (key: string | Buffer, value: string): string => createHmac('sha256', key).update(value).digest('hex');
