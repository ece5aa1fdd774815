// Change the profile photo: pick a JPEG/PNG, upload it, save it on the profile, update the session.
import { useRef, useState, type ChangeEvent } from 'react';
import { Button, UPLOAD_ACCEPTED_MIME_TYPES, UPLOAD_MAX_BYTES, updateSessionUserAtom, useSetAtom } from '@carmarket/shared';
import { SaveOutcome } from '../../../components/screen-state';
import { errorMessage } from '../../../lib/error-message';
import { updateProfile } from '../api/update-profile';
import { uploadImage } from '../api/upload-image';
import { StyledFileInput } from './avatar.styles';

export const AVATAR_TYPE_ERROR = 'Please choose a JPEG or PNG image up to 20 MB';

export function AvatarUpload() {
  const inputRef = useRef<HTMLInputElement>(null);
  const updateSessionUser = useSetAtom(updateSessionUserAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNotice('');
    if (!(UPLOAD_ACCEPTED_MIME_TYPES as readonly string[]).includes(file.type) || file.size > UPLOAD_MAX_BYTES) {
      setError(AVATAR_TYPE_ERROR);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const image = await uploadImage(file);
      const saved = await updateProfile({ image: image.thumbUrl });
      updateSessionUser({ image: saved.image });
      setNotice('Photo updated');
    } catch (failure) {
      setError(errorMessage(failure, 'Could not upload the photo'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <StyledFileInput
        ref={inputRef}
        type="file"
        accept="image/jpeg,image/png"
        aria-label="Upload profile photo"
        tabIndex={-1}
        onChange={(event) => void onFile(event)}
      />
      <Button type="button" $variant="ghost" $size="sm" onClick={() => inputRef.current?.click()} disabled={busy}>
        {busy ? 'Uploading…' : 'Change photo'}
      </Button>
      <SaveOutcome done={notice} error={error} />
    </div>
  );
}
