// The Indian mobile number input on the shared FormField: a fixed +91 prefix (seen and read
// out), digits only, 10 long; a pasted '+91 98765 43210' is read whole.
import type { ClipboardEvent, Ref } from 'react';
import { COUNTRY_CODE, MOBILE_NUMBER_LENGTH, VisuallyHidden } from '@carmarket/shared';
import { AuthFormField } from './form-field.styles';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { keepDigits } from '../lib/keep-digits';
import { mobileNumberFromPaste } from '../lib/pasted-numbers';
import { withDigitsOnly } from '../lib/digits-field';

export interface PhoneNumberFieldProps {
  label?: string;
  /** register('mobileNumber') of the form. */
  field: UseFormRegisterReturn;
  /** Puts a pasted number into the form. */
  onPasteDigits: (digits: string) => void;
  error?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function PhoneNumberField({
  label = 'Mobile number',
  field,
  onPasteDigits,
  error,
  disabled,
  autoFocus,
  inputRef,
}: PhoneNumberFieldProps) {
  return (
    <AuthFormField
      label={label}
      prefix={
        <>
          <VisuallyHidden>Country code </VisuallyHidden>
          {COUNTRY_CODE}
        </>
      }
      prefixDescribes
      announce="assertive"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={MOBILE_NUMBER_LENGTH}
      placeholder="10-digit number"
      disabled={disabled}
      data-autofocus={autoFocus ? '' : undefined}
      error={error}
      {...withDigitsOnly(field, inputRef, (raw) => keepDigits(raw, MOBILE_NUMBER_LENGTH))}
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
        event.preventDefault();
        onPasteDigits(mobileNumberFromPaste(event.clipboardData.getData('text')));
      }}
    />
  );
}
