import { ApiError, MESSAGES } from '@carmarket/shared';

/** Spec §8 car list errors: the server's message, else 'Failed to fetch cars'; a network failure 'Something went wrong'. */
export function carListErrorText(error: Error): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return MESSAGES.somethingWentWrong;
    return error.message.trim() || MESSAGES.fetchCarsFailed;
  }
  return MESSAGES.somethingWentWrong;
}
