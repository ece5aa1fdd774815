// The Indian mobile number input: a fixed +91 prefix (seen and read out), digits only, 10 long.
import { useId, type Ref } from 'react';
import { COUNTRY_CODE, MOBILE_NUMBER_LENGTH, VisuallyHidden } from '@carmarket/shared';
import { keepDigits } from '../lib/keep-digits';
import { mobileNumberFromPaste } from '../lib/pasted-numbers';
import { StyledField, StyledFieldMessage, StyledLabel, StyledPhoneInput, StyledPhoneRow, StyledPrefix } from './form-field.styles';

export interface PhoneNumberFieldProps {
  label?: string;
  value: string;
  onValueChange: (digits: string) => void;
  error?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function PhoneNumberField({
  label = 'Mobile number',
  value,
  onValueChange,
  error,
  disabled,
  autoFocus,
  inputRef,
}: PhoneNumberFieldProps) {
  const id = useId();
  const prefixId = `${id}-prefix`;
  const errorId = `${id}-error`;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledPhoneRow $invalid={Boolean(error)}>
        <StyledPrefix id={prefixId}>
          <VisuallyHidden>Country code </VisuallyHidden>
          {COUNTRY_CODE}
        </StyledPrefix>
        <StyledPhoneInput
          id={id}
          ref={inputRef}
          type="tel"
          name="mobileNumber"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_NUMBER_LENGTH}
          placeholder="10-digit number"
          value={value}
          disabled={disabled}
          data-autofocus={autoFocus ? '' : undefined}
          onChange={(event) => onValueChange(keepDigits(event.target.value, MOBILE_NUMBER_LENGTH))}
          onPaste={(event) => {
            event.preventDefault();
            onValueChange(mobileNumberFromPaste(event.clipboardData.getData('text')));
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${prefixId} ${errorId}` : prefixId}
        />
      </StyledPhoneRow>
      <StyledFieldMessage id={errorId} aria-live="assertive">
        {error ?? ''}
      </StyledFieldMessage>
    </StyledField>
  );
}
