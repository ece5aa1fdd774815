// A labelled input with its error beside it: aria-invalid, aria-describedby and a live region.
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { StyledField, StyledFieldHint, StyledFieldMessage, StyledInput, StyledLabel } from './form-field.styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Large, spaced digits for a one-time code. */
  code?: boolean;
}

export function TextField({ label, value, onValueChange, error, hint, inputRef, code, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <StyledField>
      <StyledLabel htmlFor={inputId}>{label}</StyledLabel>
      <StyledInput
        {...inputProps}
        id={inputId}
        ref={inputRef}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
        $invalid={Boolean(error)}
        $code={code}
      />
      {hint ? <StyledFieldHint id={hintId}>{hint}</StyledFieldHint> : null}
      <StyledFieldMessage id={errorId} aria-live="assertive">
        {error ?? ''}
      </StyledFieldMessage>
    </StyledField>
  );
}
