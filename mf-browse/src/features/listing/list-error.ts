import { isNetworkFailure, MESSAGES, serverMessageOf } from '@carmarket/shared';

/** Spec §8 car list errors: the server's message, else 'Failed to fetch cars'; no answer at all (an exception) 'Something went wrong'. */
export function carListErrorText(error: Error): string {
  if (isNetworkFailure(error)) return MESSAGES.somethingWentWrong;
  return serverMessageOf(error) || MESSAGES.fetchCarsFailed;
}
