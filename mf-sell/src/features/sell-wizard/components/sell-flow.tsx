// The whole sell journey inside the hero: the short form (new listings only), the three
// wizard steps and the upload dialog. Everything entered lives in one draft mirrored to
// sessionStorage (under this listing's own key, and only once something changed, so merely
// opening a car to edit stores nothing), so a reload or the guest's sign-in detour loses nothing.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { CarImage } from '@carmarket/shared';
import { clearSellDraft, writeSellDraft, type SellDraft } from '../model/sell-draft';
import type { CarDetailsForm, WizardStep } from '../model/sell-form';
import { useSubmitListing } from '../hooks/use-submit-listing';
import { CarDetailsWizard } from './car-details-wizard';
import { SellerLocationForm } from './seller-location-form';

// Behind a click: only loaded when step 3's Next opens it (or a draft reopens it).
const PhotoUploadDialog = lazy(() => import('./photo-upload-dialog').then((m) => ({ default: m.PhotoUploadDialog })));

export interface SellFlowProps {
  initialDraft: SellDraft;
  currentYear?: number;
}

export function SellFlow({ initialDraft, currentYear }: SellFlowProps) {
  const [draft, setDraft] = useState<SellDraft>(initialDraft);
  // Focus follows the visitor from the hero form into the wizard and back.
  const [movedByVisitor, setMovedByVisitor] = useState(false);
  const mode = draft.editCarId ? 'edit' : 'new';
  const editCarId = initialDraft.editCarId;
  // Once posted, late state updates (the last upload progress) must not write the draft back.
  const postedRef = useRef(false);
  const onPosted = useCallback(() => {
    postedRef.current = true;
    clearSellDraft(editCarId);
  }, [editCarId]);
  const { submit, submitting, error } = useSubmitListing(onPosted);

  useEffect(() => {
    if (!postedRef.current && draft !== initialDraft) writeSellDraft(draft);
  }, [draft, initialDraft]);

  const onDetailsChange = useCallback((details: CarDetailsForm, step: WizardStep) => {
    setDraft((current) => ({ ...current, details, step }));
  }, []);
  const onLocationChange = useCallback((location: SellDraft['location']) => {
    setDraft((current) => ({ ...current, location }));
  }, []);
  const onImagesChange = useCallback((images: CarImage[]) => {
    setDraft((current) => (sameImages(current.images, images) ? current : { ...current, images }));
  }, []);

  if (draft.phase === 'location') {
    return (
      <SellerLocationForm
        value={draft.location}
        onChange={onLocationChange}
        focusOnMount={movedByVisitor}
        onNext={() => {
          setMovedByVisitor(true);
          setDraft((current) => ({ ...current, phase: 'wizard', step: 1 }));
        }}
      />
    );
  }

  return (
    <>
      <CarDetailsWizard
        mode={mode}
        initialValues={draft.details}
        initialStep={draft.step}
        currentYear={currentYear}
        onChange={onDetailsChange}
        focusOnMount={movedByVisitor}
        onBackFromFirstStep={
          mode === 'new'
            ? () => {
                setMovedByVisitor(true);
                setDraft((current) => ({ ...current, phase: 'location' }));
              }
            : undefined
        }
        onComplete={(details) => setDraft((current) => ({ ...current, details, step: 3, phase: 'photos' }))}
      />
      {draft.phase === 'photos' && (
        <Suspense fallback={<p role="status">Opening photo upload…</p>}>
          <PhotoUploadDialog
            mode={mode}
            initialImages={draft.images}
            submitting={submitting}
            error={error}
            onClose={() => setDraft((current) => ({ ...current, phase: 'wizard' }))}
            onImagesChange={onImagesChange}
            onSubmit={({ count, upload }) =>
              void submit({
                carId: draft.editCarId,
                location: draft.location,
                details: draft.details,
                photoCount: count,
                uploadPhotos: upload,
              })
            }
          />
        </Suspense>
      )}
    </>
  );
}

function sameImages(a: readonly CarImage[], b: readonly CarImage[]) {
  return a.length === b.length && a.every((image, index) => image.id === b[index]?.id);
}
