// The one labelled form control of every app: a text input (optionally with a prefix such as
// ₹ or +91 and a live suffix), a select with a placeholder option, or a textarea. The error
// sits under the control in a live region; aria-invalid and aria-describedby point at it.
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
  StyledTextArea,
} from './form-field.styles';
import { SelectOptions } from '../ui/select-options';

interface FieldChrome {
  label: string;
  /** Shown under the control; absent, empty or null when the field is fine. */
  error?: string | null;
  hint?: string;
  /** How the error region announces a new message (default polite). */
  announce?: 'polite' | 'assertive';
  className?: string;
}

interface InputField extends FieldChrome, Omit<ComponentPropsWithRef<'input'>, 'prefix' | 'className'> {
  control?: 'input';
  /** Text inside the frame before the input (₹, +91). */
  prefix?: ReactNode;
  /** The prefix is part of the field's description (read out), not decoration. */
  prefixDescribes?: boolean;
  /** Shown beside the input (the Lakhs value of a price); announced politely. */
  suffix?: ReactNode;
  /** Large, spaced digits for a one-time code. */
  code?: boolean;
}

interface SelectField extends FieldChrome, Omit<ComponentPropsWithRef<'select'>, 'children' | 'className'> {
  control: 'select';
  options: readonly string[];
  /** The empty first option. */
  placeholder: string;
}

interface TextAreaField extends FieldChrome, Omit<ComponentPropsWithRef<'textarea'>, 'className'> {
  control: 'textarea';
}

export type FormFieldProps = InputField | SelectField | TextAreaField;

function joinIds(...ids: Array<string | false | undefined | null>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export function FormField(props: FormFieldProps) {
  const autoId = useId();
  const fieldId = props.id ?? autoId;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const { label, error, hint, announce = 'polite', className } = props;
  const invalid = error ? true : undefined;

  let controlElement: ReactNode;
  if (props.control === 'select') {
    const { label: _l, error: _e, hint: _h, announce: _a, className: _c, control: _k, options, placeholder, ...rest } = props;
    controlElement = (
      <StyledSelect {...rest} id={fieldId} aria-invalid={invalid} aria-describedby={joinIds(hint && hintId, error && errorId)}>
        <option value="">{placeholder}</option>
        <SelectOptions options={options} />
      </StyledSelect>
    );
  } else if (props.control === 'textarea') {
    const { label: _l, error: _e, hint: _h, announce: _a, className: _c, control: _k, ...rest } = props;
    controlElement = (
      <StyledTextArea {...rest} id={fieldId} aria-invalid={invalid} aria-describedby={joinIds(hint && hintId, error && errorId)} />
    );
  } else {
    const {
      label: _l,
      error: _e,
      hint: _h,
      announce: _a,
      className: _c,
      control: _k,
      prefix,
      prefixDescribes,
      suffix,
      code,
      ...rest
    } = props;
    const prefixId = `${fieldId}-prefix`;
    const suffixId = `${fieldId}-suffix`;
    controlElement = (
      <StyledInputRow>
        <StyledInputWrap>
          {prefix !== undefined && (
            <StyledPrefix id={prefixDescribes ? prefixId : undefined} aria-hidden={prefixDescribes ? undefined : true}>
              {prefix}
            </StyledPrefix>
          )}
          <StyledInput
            {...rest}
            id={fieldId}
            $hasPrefix={prefix !== undefined}
            $code={code}
            aria-invalid={invalid}
            aria-describedby={joinIds(prefixDescribes && prefixId, hint && hintId, suffix !== undefined && suffixId, error && errorId)}
          />
        </StyledInputWrap>
        {suffix !== undefined && (
          <StyledSuffix id={suffixId} htmlFor={fieldId} aria-live="polite">
            {suffix}
          </StyledSuffix>
        )}
      </StyledInputRow>
    );
  }

  return (
    <StyledField className={className}>
      <StyledLabel htmlFor={fieldId}>{label}</StyledLabel>
      {controlElement}
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      <StyledFieldError id={errorId} aria-live={announce}>
        {error || ''}
      </StyledFieldError>
    </StyledField>
  );
}
