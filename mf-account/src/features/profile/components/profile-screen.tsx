// Profile Settings: the stored profile from the API, an Edit mode for everything but user
// type and phone, Save through PUT api/v1/profile, and the session user updated at once.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, updateSessionUserAtom, type User, userTypeLabel, useSessionUser, useSetAtom } from '@carmarket/shared';
import { PROFILE_TEXT_MAX_LENGTH } from '@carmarket/shared/api-contracts';
import { FormField, useZodForm } from '@carmarket/shared/forms';
import { AccountScreen } from '../../../components/account-screen';
import { EmptyState, QueryState, SaveOutcome } from '../../../components/screen-state';
import { errorMessage } from '../../../lib/error-message';
import { PROFILE_ERRORS, profileQueryKey, useUserProfile } from '../api/get-user-profile';
import { updateProfile } from '../api/update-profile';
import { formValuesToChanges, profileFormSchema, profileToFormValues, type EditableField, type ProfileFormValues } from '../profile-form';
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
  const sessionUser = useSessionUser();
  const profile = useUserProfile(sessionUser);
  const queryClient = useQueryClient();
  // Asking the server again only helps when there is a stored user with an id to ask about.
  const canRetry = Boolean(sessionUser?.id);

  return (
    <AccountScreen id="profile" title="Profile Settings">
      <QueryState
        query={profile}
        loadingText="Loading profile…"
        errorText={PROFILE_ERRORS.fallback}
        errorLead={<EmptyState text="No profile data available" />}
        retry={canRetry}
      >
        {(user) => <ProfileForm user={user} onSaved={(saved) => queryClient.setQueryData(profileQueryKey(sessionUser), saved)} />}
      </QueryState>
    </AccountScreen>
  );
}

function ProfileForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const updateSessionUser = useSetAtom(updateSessionUserAtom);
  const [editing, setEditing] = useState(false);
  const { register, handleSubmit, formState, reset, clearErrors } = useZodForm<ProfileFormValues>(profileFormSchema, {
    defaultValues: profileToFormValues(user),
    // Messages are set by Save only, as before.
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting: saving } = formState;
  const [saveError, setSaveError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const startEditing = () => {
    setEditing(true);
    setNotice('');
  };

  const cancel = () => {
    reset(profileToFormValues(user));
    clearErrors();
    setSaveError(null);
    setEditing(false);
  };

  const save = handleSubmit(async (values) => {
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
      reset(profileToFormValues(saved));
      setEditing(false);
      setNotice('Profile saved');
    } catch (error) {
      setSaveError(errorMessage(error, 'Could not save your profile'));
    }
  });

  const field = (name: EditableField, type = 'text', extra: Record<string, string> = {}) => (
    <FormField
      id={`profile-${name}`}
      label={FIELD_LABELS[name]}
      type={type}
      readOnly={!editing}
      error={editing ? errors[name]?.message : undefined}
      announce="assertive"
      {...extra}
      {...register(name)}
    />
  );

  return (
    <StyledProfileCard>
      <StyledProfileHead>
        <Avatar src={user.image ?? user.avatar} name={user.fullName} size={72} />
        <div>
          <p className="name">{user.fullName}</p>
          <p className="role">{userTypeLabel(user.userType)}</p>
        </div>
      </StyledProfileHead>
      <StyledProfileForm
        onSubmit={(event) => (editing ? void save(event) : event.preventDefault())}
        noValidate
        aria-label="Profile details"
      >
        {field('fullName', 'text', { autoComplete: 'name' })}
        <FormField id="profile-userType" label="User Type" value={userTypeLabel(user.userType)} readOnly aria-readonly="true" />
        <FormField id="profile-mobileNumber" label="Phone Number" value={`+91 ${user.mobileNumber}`} readOnly aria-readonly="true" />
        {field('email', 'email', { autoComplete: 'email' })}
        {field('address', 'text', { autoComplete: 'street-address', maxLength: String(PROFILE_TEXT_MAX_LENGTH.address) })}
        {field('landmark', 'text', { maxLength: String(PROFILE_TEXT_MAX_LENGTH.landmark) })}
        {field('city', 'text', { autoComplete: 'address-level2', maxLength: String(PROFILE_TEXT_MAX_LENGTH.city) })}
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
      <SaveOutcome done={notice} error={saveError} />
    </StyledProfileCard>
  );
}
