// A registered react-hook-form input that keeps only what `clean` leaves of each change, and
// also hands its element to the caller's ref (the widget moves focus back to it).
import type { ChangeEvent, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export function withDigitsOnly(field: UseFormRegisterReturn, inputRef: Ref<HTMLInputElement> | undefined, clean: (raw: string) => string) {
  return {
    ...field,
    ref: (element: HTMLInputElement | null) => {
      field.ref(element);
      if (typeof inputRef === 'function') inputRef(element);
      else if (inputRef) inputRef.current = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = clean(event.target.value);
      return field.onChange(event);
    },
  };
}
