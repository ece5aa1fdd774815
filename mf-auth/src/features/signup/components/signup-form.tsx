// The registration form (spec §2): full name, email, mobile; 'Signing Up...' while it runs;
// on success the caller continues to the OTP step for the new number.
import { useEffect, useRef, useState } from 'react';
import { Button, MESSAGES } from '@carmarket/shared';
import { useFormChanges, useZodForm } from '@carmarket/shared/forms';
import { AuthFormField } from '../../../components/form-field.styles';
import { LegalNotice } from '../../../components/legal-notice';
import { PhoneNumberField } from '../../../components/phone-number-field';
import { messageOrFallback } from '../../../lib/error-message';
import type { SignupInput, SignupResult } from '../api/signup';
import type { SignupValues } from '../model/signup-rules';
import { signupSchema } from '../model/signup-schema';
import { StyledFormError, StyledIntro, StyledSwitch } from './signup-form.styles';

export interface SignupFormProps {
  signUp: (input: SignupInput) => Promise<SignupResult>;
  /** The on-registered callback of spec §2. */
  onRegistered: (registration: { userId: string; mobileNumber: string }) => void;
  onBackToSignIn: (mobileNumber: string) => void;
  /** A terms or privacy link was followed. */
  onNavigateAway: () => void;
  initialMobileNumber?: string;
}

export function SignupForm({ signUp, onRegistered, onBackToSignIn, onNavigateAway, initialMobileNumber = '' }: SignupFormProps) {
  const form = useZodForm<SignupValues>(signupSchema, {
    defaultValues: { fullName: '', email: '', mobileNumber: initialMobileNumber },
    // A message goes away as its field is edited and the next Sign Up checks again (spec §5 order).
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, formState, setValue, getValues } = form;
  const { errors, isSubmitting: submitting } = formState;
  const [submitError, setSubmitError] = useState<string | null>(null);
  // After a refusal, focus goes back to the submit button.
  const submitRef = useRef<HTMLButtonElement>(null);
  const [refocusSubmit, setRefocusSubmit] = useState(0);
  useEffect(() => {
    if (refocusSubmit > 0) submitRef.current?.focus();
  }, [refocusSubmit]);

  useFormChanges(form, (_values, name) => {
    if (name) form.clearErrors(name);
    setSubmitError(null);
  });

  const submit = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      const { userId } = await signUp(values);
      onRegistered({ userId, mobileNumber: values.mobileNumber });
    } catch (error) {
      setSubmitError(messageOrFallback(error, MESSAGES.signupFailed));
      setRefocusSubmit((count) => count + 1);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Create your account">
      <StyledIntro>This number is not registered yet. Create your account and we will send you an OTP to sign in.</StyledIntro>
      <AuthFormField
        label="Full name"
        autoComplete="name"
        data-autofocus=""
        announce="assertive"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <AuthFormField
        label="Email"
        type="email"
        autoComplete="email"
        announce="assertive"
        error={errors.email?.message}
        {...register('email')}
      />
      <PhoneNumberField
        field={register('mobileNumber')}
        onPasteDigits={(digits) => setValue('mobileNumber', digits)}
        error={errors.mobileNumber?.message}
      />
      <StyledFormError role="alert">{submitError ?? ''}</StyledFormError>
      <Button ref={submitRef} type="submit" $block disabled={submitting}>
        {submitting ? 'Signing Up...' : 'Sign Up'}
      </Button>
      <StyledSwitch>
        Already registered?
        <button type="button" onClick={() => onBackToSignIn(getValues('mobileNumber'))} disabled={submitting}>
          Login
        </button>
      </StyledSwitch>
      <LegalNotice onNavigate={onNavigateAway} />
    </form>
  );
}
