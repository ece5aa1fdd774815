// How a failed auth call becomes the text the visitor reads (spec §8): the thrown message when
// there is one, else the fallback of the action that failed.
import { ApiError } from '@carmarket/shared';

export function messageOrFallback(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}

/** The `message` the server sent with an error response; '' for network failures and bodies without one. */
export function serverMessageOf(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return '';
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : '';
}

export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}
