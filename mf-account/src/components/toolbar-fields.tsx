// The account screens' toolbar controls: a labelled search box and a labelled select, so every
// screen's toolbar is the same markup (label tied to its control, 44 px targets from StyledField).
import type { CSSProperties } from 'react';
import { SelectOptions } from '@carmarket/shared';
import { StyledField } from './screen.styles';

interface SearchFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

export function SearchField({ id, label, placeholder, value, onChange }: SearchFieldProps) {
  return (
    <StyledField>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
    </StyledField>
  );
}

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: ReadonlyArray<SelectOption<T>>;
  onChange: (value: T) => void;
  /** Width of the field in the toolbar: a fixed basis beside a search box, or a maximum alone. */
  style?: CSSProperties;
}

export function SelectField<T extends string>({ id, label, value, options, onChange, style }: SelectFieldProps<T>) {
  return (
    <StyledField style={style}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        <SelectOptions options={options} />
      </select>
    </StyledField>
  );
}

/** Beside a search box the select keeps a fixed width. */
export const BESIDE_SEARCH: CSSProperties = { flexGrow: 0, flexBasis: 220 };
