// Post Car / Update Car Details: sign the guest in if needed (then carry on), upload the
// photos, call create-update, and on success clear the draft and go to / with a
// confirmation. On failure nothing typed or uploaded is lost.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { requestSignIn, serverMessageOf, sessionUserAtom, useStore, type CarImage } from '@carmarket/shared';
import { createOrUpdateCar } from '../api/create-update-car';
import { buildCarPayload } from '../model/car-payload';
import { PHOTO_MESSAGES } from '../model/photo-file';
import { writeSellConfirmation } from '../model/sell-draft';
import type { CarDetailsForm, SellerLocation } from '../model/sell-form';

export const SUBMIT_MESSAGES = {
  somethingWentWrong: 'Something went wrong!',
  createFailed: 'Failed to create car',
  updateFailed: 'Failed to update car details',
  photosFailed: 'Some photos could not be uploaded. Remove them or try again.',
  signInNeeded: 'Please sign in to post your car. Everything you entered is kept.',
  signInReason: 'Sign in to post your car',
} as const;

export interface SubmitError {
  title: string;
  detail: string;
}

export interface SubmitListingInput {
  carId: string | null;
  location: SellerLocation;
  details: CarDetailsForm;
  photoCount: number;
  uploadPhotos: () => Promise<CarImage[]>;
}

/** `onPosted` runs once the API accepted the car, before leaving for / (the caller clears its draft). */
export function useSubmitListing(onPosted: () => void) {
  const store = useStore();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<SubmitError | null>(null);

  const submit = useCallback(
    async ({ carId, location, details, photoCount, uploadPhotos }: SubmitListingInput) => {
      setError(null);
      if (photoCount === 0) {
        setError({ title: PHOTO_MESSAGES.none, detail: '' });
        return;
      }
      setSubmitting(true);
      try {
        const signedIn = await requestSignIn(SUBMIT_MESSAGES.signInReason, store);
        const user = store.get(sessionUserAtom);
        if (!signedIn || !user) {
          setError({ title: SUBMIT_MESSAGES.signInNeeded, detail: '' });
          return;
        }
        let images: CarImage[];
        try {
          images = await uploadPhotos();
        } catch {
          setError({ title: SUBMIT_MESSAGES.somethingWentWrong, detail: SUBMIT_MESSAGES.photosFailed });
          return;
        }
        const payload = buildCarPayload({ carId, userId: user.id, location, details, images });
        try {
          const { car } = await createOrUpdateCar(payload);
          onPosted();
          writeSellConfirmation({ carId: car.id, carName: car.carName || payload.carName, mode: carId ? 'updated' : 'created' });
          navigate('/', {
            state: { postedCarId: car.id, postedCarName: car.carName || payload.carName, postedMode: carId ? 'updated' : 'created' },
          });
        } catch (caught) {
          const serverMessage = serverMessageOf(caught);
          const reason = serverMessage ? `: ${serverMessage}` : '';
          setError({
            title: SUBMIT_MESSAGES.somethingWentWrong,
            detail: `${carId ? SUBMIT_MESSAGES.updateFailed : SUBMIT_MESSAGES.createFailed}${reason}`,
          });
        }
      } finally {
        setSubmitting(false);
      }
    },
    [store, navigate, onPosted],
  );

  return { submit, submitting, error };
}
