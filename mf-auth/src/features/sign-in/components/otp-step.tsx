import type { FormEvent, Ref } from 'react';
import { Button, COUNTRY_CODE, OTP_LENGTH } from '@carmarket/shared';
import { TextField } from '../../../components/text-field';
import { keepDigits } from '../../../lib/keep-digits';
import { otpFromPaste } from '../../../lib/pasted-numbers';
import type { SignInRequest } from '../model/sign-in-machine';
import { StyledLinkButton, StyledResendRow, StyledSentTo } from './sign-in-widget.styles';

export interface OtpStepProps {
  mobileNumber: string;
  otp: string;
  onOtpChange: (value: string) => void;
  error: string | null;
  pending: SignInRequest | null;
  secondsLeft: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onResend: () => void;
  onChangeNumber: () => void;
  inputRef: Ref<HTMLInputElement>;
}

function resendLabel(pending: SignInRequest | null, secondsLeft: number) {
  if (pending === 'resend') return 'Resending OTP...';
  return secondsLeft > 0 ? `Resend OTP in ${secondsLeft}s` : 'Resend OTP';
}

export function OtpStep(props: OtpStepProps) {
  const { mobileNumber, otp, onOtpChange, error, pending, secondsLeft, onSubmit, onResend, onChangeNumber, inputRef } = props;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Verify the one-time password">
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
      <TextField
        label="OTP"
        name="otp"
        inputRef={inputRef}
        value={otp}
        onValueChange={(value) => onOtpChange(keepDigits(value, OTP_LENGTH))}
        onPaste={(event) => {
          event.preventDefault();
          onOtpChange(otpFromPaste(event.clipboardData.getData('text')));
        }}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder="4-digit code"
        code
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
