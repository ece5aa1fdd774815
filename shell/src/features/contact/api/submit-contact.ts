// POST /api/contact (spec §7; note: no /v1): the six fields; the server's message on failure.
import { useCallback, useState } from 'react';
import { apiErrorMessage, callEndpoint, type ContactMessage } from '@carmarket/shared';
import { submitContactRoute } from '@carmarket/shared/api-contracts';

export type { ContactMessage };

export const CONTACT_SUCCESS_MESSAGE = 'Message sent successfully!';
export const CONTACT_FAILURE_MESSAGE = 'Failed to submit form';

export async function submitContact(message: ContactMessage): Promise<string> {
  const body = await callEndpoint(submitContactRoute, { body: message });
  return body.message || CONTACT_SUCCESS_MESSAGE;
}

export type ContactStatus =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'succeeded'; message: string }
  | { state: 'failed'; message: string };

/** The contact form's state machine of spec §4: idle -> loading -> succeeded | failed. */
export function useSubmitContact() {
  const [status, setStatus] = useState<ContactStatus>({ state: 'idle' });
  const submit = useCallback(async (message: ContactMessage): Promise<boolean> => {
    setStatus({ state: 'loading' });
    try {
      await submitContact(message);
      // The spec's wording, whatever the server's success text.
      setStatus({ state: 'succeeded', message: CONTACT_SUCCESS_MESSAGE });
      return true;
    } catch (error) {
      setStatus({ state: 'failed', message: apiErrorMessage(error, CONTACT_FAILURE_MESSAGE) });
      return false;
    }
  }, []);
  return { status, submit };
}
