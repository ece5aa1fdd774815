import type { Ref } from 'react';
import { Button } from '@carmarket/shared';
import { useFormChanges, useZodForm } from '@carmarket/shared/forms';
import { PhoneNumberField } from '../../../components/phone-number-field';
import { mobileStepSchema, type MobileStepValues } from '../model/sign-in-schemas';
import { StyledIntro } from './sign-in-widget.styles';

export interface MobileStepProps {
  initialMobileNumber: string;
  /** Every change (the widget keeps the number for resend, Change number and signup). */
  onMobileNumberChange: (value: string) => void;
  /** The server's refusal (e.g. the resend cooldown); the form's own message comes first. */
  error: string | null;
  sending: boolean;
  /** A valid number was submitted. */
  onSend: (mobileNumber: string) => void;
  inputRef: Ref<HTMLInputElement>;
}

export function MobileStep({ initialMobileNumber, onMobileNumberChange, error, sending, onSend, inputRef }: MobileStepProps) {
  const form = useZodForm<MobileStepValues>(mobileStepSchema, {
    defaultValues: { mobileNumber: initialMobileNumber },
    // The message goes away as the number is edited and comes back on the next Send.
    reValidateMode: 'onSubmit',
  });
  // Editing clears the message; the machine keeps the value and drops the server's message.
  useFormChanges(form, (values) => {
    form.clearErrors('mobileNumber');
    onMobileNumberChange(values.mobileNumber);
  });
  const { register, handleSubmit, formState, setValue } = form;

  return (
    <form noValidate onSubmit={handleSubmit(({ mobileNumber }) => !sending && onSend(mobileNumber))} aria-label="Get a one-time password">
      <StyledIntro>Enter your mobile number. We will send you a 4-digit one-time password (OTP).</StyledIntro>
      <PhoneNumberField
        field={register('mobileNumber')}
        onPasteDigits={(digits) => setValue('mobileNumber', digits)}
        error={formState.errors.mobileNumber?.message ?? error}
        autoFocus
        inputRef={inputRef}
      />
      <Button type="submit" $block disabled={sending}>
        {sending ? 'Sending OTP...' : 'Send OTP'}
      </Button>
    </form>
  );
}
