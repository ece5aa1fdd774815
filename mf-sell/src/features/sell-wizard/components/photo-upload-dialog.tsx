// The upload dialog that follows step 3 (spec §2): hint, drag-and-drop zone and a labelled
// file picker, previews with remove and reorder (the first photo is the cover), per-file
// progress (signed-in sellers' files upload as soon as they are picked), and the final
// 'Post Car' / 'Update Car Details' button.
import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Button, type CarImage, Modal, useIsSignedIn } from '@carmarket/shared';
import { PHOTO_ACCEPT, PHOTO_HINT } from '../model/photo-file';
import { usePhotoItems } from '../hooks/use-photo-items';
import type { SubmitError } from '../hooks/use-submit-listing';
import { StyledActions } from './sell-flow.styles';
import {
  StyledAlert,
  StyledCoverBadge,
  StyledDialogBody,
  StyledDropZone,
  StyledHintText,
  StyledPhotoActions,
  StyledPhotoItem,
  StyledPhotoList,
  StyledPhotoMeta,
  StyledPhotoName,
  StyledPickLabel,
} from './photo-upload-dialog.styles';

/** Shown to guests while photos wait for the upload at Post Car (files cannot be kept over a reload). */
export const GUEST_PHOTOS_NOTE =
  'Your photos upload when you post, after you sign in. Until then they are kept on this page only: if you reload it, add them again.';

export interface PhotoUploadDialogProps {
  mode: 'new' | 'edit';
  initialImages: readonly CarImage[];
  submitting: boolean;
  error: SubmitError | null;
  onClose: () => void;
  /** Uploaded images changed (for the session draft). */
  onImagesChange: (images: CarImage[]) => void;
  onSubmit: (photos: { count: number; upload: () => Promise<CarImage[]> }) => void;
}

export function PhotoUploadDialog({ mode, initialImages, submitting, error, onClose, onImagesChange, onSubmit }: PhotoUploadDialogProps) {
  const signedIn = useIsSignedIn();
  const { items, refusals, addFiles, remove, move, uploadAll } = usePhotoItems(initialImages, { uploadOnAdd: signedIn });
  const waitingForUpload = items.some((item) => item.file && !item.image);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const submitLabel = mode === 'edit' ? 'Update Car Details' : 'Post Car';

  // A stable close handler: the Modal's focus trap re-runs when it changes, and must not pull
  // focus back from the sign-in dialog that opens above this one.
  const latest = useRef({ onClose, submitting });
  latest.current = { onClose, submitting };
  const onModalClose = useCallback(() => {
    if (!latest.current.submitting) latest.current.onClose();
  }, []);

  useEffect(() => {
    onImagesChange(items.flatMap((item) => (item.image ? [item.image] : [])));
  }, [items, onImagesChange]);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!submitting) void addFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Modal open title={mode === 'edit' ? 'Update the photos of your car' : 'Add photos of your car'} onClose={onModalClose} width="760px">
      <StyledDialogBody>
        <StyledHintText id={hintId}>Upload photos: {PHOTO_HINT}. The first photo is the cover.</StyledHintText>
        <StyledDropZone
          $active={dragging}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <p>Drag and drop photos here, or</p>
          <input
            id={inputId}
            type="file"
            multiple
            accept={PHOTO_ACCEPT}
            aria-describedby={hintId}
            disabled={submitting}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              void addFiles(files);
            }}
          />
          <StyledPickLabel htmlFor={inputId}>Choose photos</StyledPickLabel>
        </StyledDropZone>

        {refusals.length > 0 && (
          <StyledAlert role="alert">
            <ul>
              {refusals.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </StyledAlert>
        )}

        <p aria-live="polite" style={{ margin: 0 }}>
          {items.length === 0 ? 'No photos added yet.' : `${items.length} ${items.length === 1 ? 'photo' : 'photos'} added.`}
        </p>

        {!signedIn && waitingForUpload && <StyledHintText role="note">{GUEST_PHOTOS_NOTE}</StyledHintText>}

        {items.length > 0 && (
          <StyledPhotoList as="ol" $columns={{ base: 1, sm: 2 }} aria-label="Photos of your car">
            {items.map((item, index) => {
              const label = `photo ${index + 1}`;
              return (
                <StyledPhotoItem key={item.key} $failed={item.status === 'failed'}>
                  <img
                    src={item.previewUrl}
                    alt={index === 0 ? `Cover photo: ${item.name}` : `Photo ${index + 1}: ${item.name}`}
                    width={96}
                    height={72}
                  />
                  <StyledPhotoMeta>
                    <StyledPhotoName title={item.name}>{item.name}</StyledPhotoName>
                    {index === 0 && <StyledCoverBadge>Cover photo</StyledCoverBadge>}
                    {item.status === 'uploading' && <progress max={100} value={item.progress} aria-label={`Uploading ${item.name}`} />}
                    {item.status === 'uploaded' && item.file && <span>Uploaded</span>}
                    {item.error && <span role="alert">{item.error}</span>}
                    <StyledPhotoActions>
                      <Button
                        type="button"
                        $variant="ghost"
                        $size="sm"
                        aria-label={`Move ${label} up`}
                        disabled={submitting || index === 0}
                        onClick={() => move(item.key, -1)}
                      >
                        ↑ Up
                      </Button>
                      <Button
                        type="button"
                        $variant="ghost"
                        $size="sm"
                        aria-label={`Move ${label} down`}
                        disabled={submitting || index === items.length - 1}
                        onClick={() => move(item.key, 1)}
                      >
                        ↓ Down
                      </Button>
                      <Button
                        type="button"
                        $variant="ghost"
                        $size="sm"
                        aria-label={`Remove ${label}`}
                        disabled={submitting}
                        onClick={() => remove(item.key)}
                      >
                        Remove
                      </Button>
                    </StyledPhotoActions>
                  </StyledPhotoMeta>
                </StyledPhotoItem>
              );
            })}
          </StyledPhotoList>
        )}

        {error && (
          <StyledAlert role="alert">
            <strong>{error.title}</strong>
            {error.detail && <p>{error.detail}</p>}
          </StyledAlert>
        )}

        <StyledActions>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={submitting}>
            Back
          </Button>
          <Button
            type="button"
            aria-busy={submitting || undefined}
            disabled={submitting}
            onClick={() => onSubmit({ count: items.length, upload: uploadAll })}
          >
            {submitLabel}
          </Button>
        </StyledActions>
      </StyledDialogBody>
    </Modal>
  );
}
