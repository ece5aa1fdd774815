// One body scroll lock for every modal, drawer and sheet on the page, whichever remote
// renders it: a counter, so closing one of two stacked dialogs keeps the page locked.
import { useEffect } from 'react';

let lockCount = 0;
let previousOverflow = '';

export function lockBodyScroll(): () => void {
  if (lockCount === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  lockCount += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lockCount -= 1;
    if (lockCount === 0) document.body.style.overflow = previousOverflow;
  };
}

export function useBodyScrollLock(active: boolean) {
  useEffect(() => (active ? lockBodyScroll() : undefined), [active]);
}
