// Profile Settings: the stored profile from the API, an Edit mode for everything but user
// type and phone, Save through PUT api/v1/profile, and the session user updated at once.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  ErrorText,
  sessionUserAtom,
  updateSessionUserAtom,
  useAtomValue,
  useDocumentTitle,
  useSetAtom,
  type User,
  userTypeLabel,
} from '@carmarket/shared';
import { StyledField, StyledNotice, StyledScreen, StyledScreenHeader } from '../../../components/screen.styles';
import { EmptyState, QueryState } from '../../../components/screen-state';
import { errorMessage } from '../../../lib/error-message';
import { PROFILE_ERRORS, profileQueryKey, useUserProfile } from '../api/get-user-profile';
import { updateProfile } from '../api/update-profile';
import {
  formValuesToChanges,
  profileToFormValues,
  validateProfileForm,
  type EditableField,
  type ProfileFormErrors,
  type ProfileFormValues,
} from '../profile-form';
import { Avatar } from './avatar';
import { StyledFormActions, StyledProfileCard, StyledProfileForm, StyledProfileHead } from './profile-screen.styles';

const FIELD_LABELS: Record<EditableField, string> = {
  fullName: 'Full Name',
  email: 'Email',
  address: 'Address',
  landmark: 'Landmark',
  city: 'City',
  pin: 'Pin Code',
};

export function ProfileScreen() {
  useDocumentTitle('Profile Settings');
  const sessionUser = useAtomValue(sessionUserAtom);
  const profile = useUserProfile(sessionUser);
  const queryClient = useQueryClient();
  // Asking the server again only helps when there is a stored user with an id to ask about.
  const canRetry = Boolean(sessionUser?.id);

  return (
    <StyledScreen aria-labelledby="profile-title">
      <StyledScreenHeader>
        <h1 id="profile-title">Profile Settings</h1>
      </StyledScreenHeader>
      <QueryState
        query={profile}
        loadingText="Loading profile…"
        errorText={PROFILE_ERRORS.fallback}
        errorLead={<EmptyState text="No profile data available" />}
        retry={canRetry}
      >
        {(user) => <ProfileForm user={user} onSaved={(saved) => queryClient.setQueryData(profileQueryKey(sessionUser), saved)} />}
      </QueryState>
    </StyledScreen>
  );
}

function ProfileForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const updateSessionUser = useSetAtom(updateSessionUserAtom);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileFormValues>(() => profileToFormValues(user));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const startEditing = () => {
    setEditing(true);
    setNotice('');
  };

  const cancel = () => {
    setValues(profileToFormValues(user));
    setErrors({});
    setSaveError(null);
    setEditing(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const found = validateProfileForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setSaveError(null);
    try {
      const saved = await updateProfile(formValuesToChanges(values));
      updateSessionUser({
        fullName: saved.fullName,
        email: saved.email,
        address: saved.address,
        landmark: saved.landmark,
        city: saved.city,
        pin: saved.pin,
      });
      onSaved(saved);
      setValues(profileToFormValues(saved));
      setEditing(false);
      setNotice('Profile saved');
    } catch (error) {
      setSaveError(errorMessage(error, 'Could not save your profile'));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: EditableField, type = 'text', extra: Record<string, string> = {}) => {
    const id = `profile-${name}`;
    const error = editing ? errors[name] : undefined;
    return (
      <StyledField>
        <label htmlFor={id}>{FIELD_LABELS[name]}</label>
        <input
          id={id}
          name={name}
          type={type}
          value={values[name]}
          readOnly={!editing}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
          {...extra}
        />
        {error && (
          <ErrorText id={`${id}-error`} role="alert">
            {error}
          </ErrorText>
        )}
      </StyledField>
    );
  };

  return (
    <StyledProfileCard>
      <StyledProfileHead>
        <Avatar src={user.image ?? user.avatar} name={user.fullName} size={72} />
        <div>
          <p className="name">{user.fullName}</p>
          <p className="role">{userTypeLabel(user.userType)}</p>
        </div>
      </StyledProfileHead>
      <StyledProfileForm onSubmit={(event) => void submit(event)} noValidate aria-label="Profile details">
        {field('fullName', 'text', { autoComplete: 'name' })}
        <StyledField>
          <label htmlFor="profile-userType">User Type</label>
          <input id="profile-userType" value={userTypeLabel(user.userType)} readOnly aria-readonly="true" />
        </StyledField>
        <StyledField>
          <label htmlFor="profile-mobileNumber">Phone Number</label>
          <input id="profile-mobileNumber" value={`+91 ${user.mobileNumber}`} readOnly aria-readonly="true" />
        </StyledField>
        {field('email', 'email', { autoComplete: 'email' })}
        {field('address', 'text', { autoComplete: 'street-address' })}
        {field('landmark')}
        {field('city', 'text', { autoComplete: 'address-level2' })}
        {field('pin', 'text', { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: '6' })}
        <StyledFormActions>
          {editing ? (
            <>
              <Button key="save" type="submit" disabled={saving}>
                {saving ? 'Saving…' : 'Save'}
              </Button>
              <Button key="cancel" type="button" $variant="secondary" onClick={cancel} disabled={saving}>
                Cancel
              </Button>
            </>
          ) : (
            // Its own key: reusing this DOM button as the submit button would submit the form on the same click.
            <Button key="edit" type="button" onClick={startEditing}>
              Edit Profile
            </Button>
          )}
        </StyledFormActions>
      </StyledProfileForm>
      <StyledNotice role="status" $tone="success">
        {notice}
      </StyledNotice>
      {saveError && <ErrorText role="alert">{saveError}</ErrorText>}
    </StyledProfileCard>
  );
}
