import type { FormEvent, Ref } from 'react';
import { Button } from '@carmarket/shared';
import { PhoneNumberField } from '../../../components/phone-number-field';
import { StyledIntro } from './sign-in-widget.styles';

export interface MobileStepProps {
  mobileNumber: string;
  onMobileNumberChange: (value: string) => void;
  error: string | null;
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  inputRef: Ref<HTMLInputElement>;
}

export function MobileStep({ mobileNumber, onMobileNumberChange, error, sending, onSubmit, inputRef }: MobileStepProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Get a one-time password">
      <StyledIntro>Enter your mobile number. We will send you a 4-digit one-time password (OTP).</StyledIntro>
      <PhoneNumberField value={mobileNumber} onValueChange={onMobileNumberChange} error={error} autoFocus inputRef={inputRef} />
      <Button type="submit" $block disabled={sending}>
        {sending ? 'Sending OTP...' : 'Send OTP'}
      </Button>
    </form>
  );
}
