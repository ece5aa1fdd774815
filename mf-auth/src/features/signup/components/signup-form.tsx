// The registration form (spec §2): full name, email, mobile; 'Signing Up...' while it runs;
// on success the caller continues to the OTP step for the new number.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, MESSAGES } from '@carmarket/shared';
import { LegalNotice } from '../../../components/legal-notice';
import { PhoneNumberField } from '../../../components/phone-number-field';
import { TextField } from '../../../components/text-field';
import { messageOrFallback } from '../../../lib/error-message';
import type { SignupInput, SignupResult } from '../api/signup';
import { signupProblem, type SignupField, type SignupProblem, type SignupValues } from '../model/signup-rules';
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
  const [values, setValues] = useState<SignupValues>({ fullName: '', email: '', mobileNumber: initialMobileNumber });
  const [problem, setProblem] = useState<SignupProblem | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const fields = useRef<Partial<Record<SignupField | 'submit', HTMLElement | null>>>({});
  const keep = (name: SignupField | 'submit') => (element: HTMLElement | null) => {
    fields.current[name] = element;
  };
  // Focus goes to the first field in error, or back to the submit button after a refusal.
  const [focusTarget, setFocusTarget] = useState<{ name: SignupField | 'submit' } | null>(null);

  useEffect(() => {
    if (focusTarget) fields.current[focusTarget.name]?.focus();
  }, [focusTarget]);

  const change = (field: SignupField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) setProblem(null);
    setSubmitError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = signupProblem(values);
    setProblem(found);
    setSubmitError(null);
    if (found) {
      setFocusTarget({ name: found.field });
      return;
    }
    setSubmitting(true);
    try {
      const { userId } = await signUp(values);
      onRegistered({ userId, mobileNumber: values.mobileNumber });
    } catch (error) {
      setSubmitError(messageOrFallback(error, MESSAGES.signupFailed));
      setSubmitting(false);
      setFocusTarget({ name: 'submit' });
    }
  };

  const errorOf = (field: SignupField) => (problem?.field === field ? problem.message : null);

  return (
    <form noValidate onSubmit={submit} aria-label="Create your account">
      <StyledIntro>This number is not registered yet. Create your account and we will send you an OTP to sign in.</StyledIntro>
      <TextField
        label="Full name"
        name="fullName"
        autoComplete="name"
        inputRef={keep('fullName')}
        data-autofocus=""
        value={values.fullName}
        onValueChange={change('fullName')}
        error={errorOf('fullName')}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputRef={keep('email')}
        value={values.email}
        onValueChange={change('email')}
        error={errorOf('email')}
      />
      <PhoneNumberField
        inputRef={keep('mobileNumber')}
        value={values.mobileNumber}
        onValueChange={change('mobileNumber')}
        error={errorOf('mobileNumber')}
      />
      <StyledFormError role="alert">{submitError ?? ''}</StyledFormError>
      <Button ref={keep('submit')} type="submit" $block disabled={submitting}>
        {submitting ? 'Signing Up...' : 'Sign Up'}
      </Button>
      <StyledSwitch>
        Already registered?
        <button type="button" onClick={() => onBackToSignIn(values.mobileNumber)} disabled={submitting}>
          Login
        </button>
      </StyledSwitch>
      <LegalNotice onNavigate={onNavigateAway} />
    </form>
  );
}
