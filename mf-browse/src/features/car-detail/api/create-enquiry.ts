// POST /api/v1/enquiries { carId, message? } (auth): Contact Seller records an enquiry the
// seller sees under Interested Buyers. 201 new, 200 when this buyer already enquired.
import { useCallback, useState } from 'react';
import { apiErrorMessage, callEndpoint, requestSignIn, sessionUserAtom, useStore, type Enquiry } from '@carmarket/shared';
import { createEnquiryRoute } from '@carmarket/shared/api-contracts';

export async function createEnquiry(carId: string, message?: string): Promise<Enquiry> {
  const body = await callEndpoint(createEnquiryRoute, { body: message ? { carId, message } : { carId } });
  return body.enquiry;
}

export const CONTACT_SELLER_FAILED = 'Could not contact the seller';

export type ContactSellerState = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'failed'; message: string };

/**
 * Asks a guest to sign in, then records the enquiry; 'sent' opens the seller dialog. A guest who
 * signs in as the car's seller sends nothing: the page then offers them 'Edit your listing'.
 */
export function useContactSeller(carId: string, sellerId?: string) {
  const store = useStore();
  const [state, setState] = useState<ContactSellerState>({ status: 'idle' });
  const contact = useCallback(async () => {
    setState({ status: 'sending' });
    const signedIn = await requestSignIn('Sign in to contact the seller', store);
    if (!signedIn || (sellerId && store.get(sessionUserAtom)?.id === sellerId)) {
      setState({ status: 'idle' });
      return;
    }
    try {
      await createEnquiry(carId);
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'failed', message: apiErrorMessage(error, CONTACT_SELLER_FAILED) });
    }
  }, [carId, sellerId, store]);
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, contact, reset };
}
