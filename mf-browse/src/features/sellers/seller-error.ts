import { isNetworkFailure, MESSAGES, serverMessageOf } from '@carmarket/shared';

/** Spec §8 seller page: the server's message, or a network error message; an answer without a message is 'Something went wrong'. */
export function sellerErrorText(error: Error): string {
  if (isNetworkFailure(error)) return MESSAGES.networkError;
  return serverMessageOf(error) || MESSAGES.somethingWentWrong;
}
