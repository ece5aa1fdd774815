// A search form whose box searches as the visitor types (after a pause, replacing the history
// entry) and at once on Enter (a new history entry). Used by the car listing and Top Dealers.
import { useEffect, useRef, useState, type FormEvent } from 'react';

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  /** The search in the URL: a new one (Back, reset) replaces what is typed. */
  value: string;
  /** How long typing pauses before it searches. */
  delayMs: number;
  onSearch: (term: string, options: { replace: boolean }) => void;
}

export function SearchBox({ label, placeholder, value, delayMs, onSearch }: SearchBoxProps) {
  const [term, setTerm] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setTerm(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    onSearch(term.trim(), { replace: false });
  };
  return (
    <form role="search" onSubmit={submit}>
      <label>
        {label}
        <input
          type="search"
          placeholder={placeholder}
          value={term}
          onChange={(e) => {
            const next = e.target.value;
            setTerm(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => onSearch(next.trim(), { replace: true }), delayMs);
          }}
        />
      </label>
    </form>
  );
}
