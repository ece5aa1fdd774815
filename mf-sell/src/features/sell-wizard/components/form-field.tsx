// Labelled select and text input with the error at the field (aria-invalid and
// aria-describedby), used by the hero form and the wizard steps.
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import {
  StyledField,
  StyledFieldError,
  StyledHint,
  StyledInput,
  StyledInputRow,
  StyledInputWrap,
  StyledLabel,
  StyledPrefix,
  StyledSelect,
  StyledSuffix,
} from './form-field.styles';

interface FieldChrome {
  label: string;
  error?: string;
  hint?: string;
}

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export interface SelectFieldProps extends FieldChrome, Omit<ComponentPropsWithRef<'select'>, 'children'> {
  options: readonly string[];
  placeholder: string;
}

export function SelectField({ label, error, hint, options, placeholder, id, ...selectProps }: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  return (
    <StyledField>
      <StyledLabel htmlFor={fieldId}>{label}</StyledLabel>
      <StyledSelect
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        {...selectProps}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </StyledSelect>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && <StyledFieldError id={errorId}>{error}</StyledFieldError>}
    </StyledField>
  );
}

export interface TextFieldProps extends FieldChrome, ComponentPropsWithRef<'input'> {
  prefix?: string;
  /** Shown beside the input (the Lakhs value of the price); announced politely. */
  suffix?: ReactNode;
}

export function TextField({ label, error, hint, prefix, suffix, id, ...inputProps }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const suffixId = `${fieldId}-suffix`;
  return (
    <StyledField>
      <StyledLabel htmlFor={fieldId}>{label}</StyledLabel>
      <StyledInputRow>
        <StyledInputWrap>
          {prefix && <StyledPrefix aria-hidden="true">{prefix}</StyledPrefix>}
          <StyledInput
            id={fieldId}
            $hasPrefix={Boolean(prefix)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hint && hintId, suffix !== undefined && suffixId, error && errorId)}
            {...inputProps}
          />
        </StyledInputWrap>
        {suffix !== undefined && (
          <StyledSuffix id={suffixId} htmlFor={fieldId} aria-live="polite">
            {suffix}
          </StyledSuffix>
        )}
      </StyledInputRow>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && <StyledFieldError id={errorId}>{error}</StyledFieldError>}
    </StyledField>
  );
}
