// POST /api/v1/enquiries { carId, message? } (auth): Contact Seller records an enquiry the
// seller sees under Interested Buyers. 201 new, 200 when this buyer already enquired.
import { useCallback, useState } from 'react';
import { apiClient, requestSignIn, useStore, type Enquiry } from '@carmarket/shared';

export async function createEnquiry(carId: string, message?: string): Promise<Enquiry> {
  const body = await apiClient.post<{ enquiry: Enquiry }>('api/v1/enquiries', message ? { carId, message } : { carId });
  return body.enquiry;
}

export type ContactSellerState = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'failed'; message: string };

/** Asks a guest to sign in, then records the enquiry; 'sent' opens the seller dialog. */
export function useContactSeller(carId: string) {
  const store = useStore();
  const [state, setState] = useState<ContactSellerState>({ status: 'idle' });
  const contact = useCallback(async () => {
    setState({ status: 'sending' });
    const signedIn = await requestSignIn('Sign in to contact the seller', store);
    if (!signedIn) {
      setState({ status: 'idle' });
      return;
    }
    try {
      await createEnquiry(carId);
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'failed', message: error instanceof Error ? error.message : 'Could not contact the seller' });
    }
  }, [carId, store]);
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, contact, reset };
}
