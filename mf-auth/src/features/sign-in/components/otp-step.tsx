import type { Ref } from 'react';
import { Button, COUNTRY_CODE, OTP_LENGTH } from '@carmarket/shared';
import { useFormChanges, useZodForm } from '@carmarket/shared/forms';
import { AuthFormField } from '../../../components/form-field.styles';
import { withDigitsOnly } from '../../../lib/digits-field';
import { keepDigits } from '../../../lib/keep-digits';
import { otpFromPaste } from '../../../lib/pasted-numbers';
import type { SignInRequest } from '../model/sign-in-machine';
import { otpStepSchema, type OtpStepValues } from '../model/sign-in-schemas';
import { StyledLinkButton, StyledResendRow, StyledSentTo } from './sign-in-widget.styles';

export interface OtpStepProps {
  mobileNumber: string;
  /** Every change of the code (clears the server's message). */
  onOtpChange: (value: string) => void;
  /** The server's refusal or a missing user id; the form's own message comes first. */
  error: string | null;
  pending: SignInRequest | null;
  secondsLeft: number;
  /** A code of the right length was submitted. */
  onVerify: (otp: string) => void;
  onResend: () => void;
  onChangeNumber: () => void;
  inputRef: Ref<HTMLInputElement>;
}

function resendLabel(pending: SignInRequest | null, secondsLeft: number) {
  if (pending === 'resend') return 'Resending OTP...';
  return secondsLeft > 0 ? `Resend OTP in ${secondsLeft}s` : 'Resend OTP';
}

export function OtpStep(props: OtpStepProps) {
  const { mobileNumber, onOtpChange, error, pending, secondsLeft, onVerify, onResend, onChangeNumber, inputRef } = props;
  const form = useZodForm<OtpStepValues>(otpStepSchema, {
    defaultValues: { otp: '' },
    reValidateMode: 'onSubmit',
  });
  // Editing clears the message; the machine keeps the value and drops the server's message.
  useFormChanges(form, (values) => {
    form.clearErrors('otp');
    onOtpChange(values.otp);
  });
  const { register, handleSubmit, formState, setValue } = form;

  return (
    <form noValidate onSubmit={handleSubmit(({ otp }) => pending === null && onVerify(otp))} aria-label="Verify the one-time password">
      <StyledSentTo>
        <p>
          Enter the 4-digit OTP sent to{' '}
          <strong>
            {COUNTRY_CODE} {mobileNumber}
          </strong>
        </p>
        <StyledLinkButton type="button" onClick={onChangeNumber} disabled={pending !== null}>
          Change number
        </StyledLinkButton>
      </StyledSentTo>
      <AuthFormField
        label="OTP"
        announce="assertive"
        error={formState.errors.otp?.message ?? error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder="4-digit code"
        code
        {...withDigitsOnly(register('otp'), inputRef, (raw) => keepDigits(raw, OTP_LENGTH))}
        onPaste={(event) => {
          event.preventDefault();
          setValue('otp', otpFromPaste(event.clipboardData.getData('text')));
        }}
      />
      <Button type="submit" $block disabled={pending !== null}>
        {pending === 'verify' ? 'Verifying...' : 'Verify OTP'}
      </Button>
      <StyledResendRow>
        <span>Didn&apos;t get the code?</span>
        <StyledLinkButton type="button" onClick={onResend} disabled={secondsLeft > 0 || pending !== null}>
          {resendLabel(pending, secondsLeft)}
        </StyledLinkButton>
      </StyledResendRow>
    </form>
  );
}
