// "Compare" on a car card and on the car page: a toggle button that puts the car in the compare
// tray or takes it out. A fourth car is refused in words beside the button.
import { useState } from 'react';
import { useSetAtom } from '@carmarket/shared';
import { COMPARE_LIMIT } from '../compare-ids';
import { COMPARE_FULL_MESSAGE, addedToCompareMessage, removedFromCompareMessage } from '../compare-messages';
import { announceCompareAtom } from '../compare-tray-atoms';
import type { CompareTrayCar } from '../compare-tray-storage';
import { useCompareTray, useCompareTrayActions } from '../hooks/use-compare-tray';
import { StyledCompareButton, StyledCompareControl, StyledCompareRefusal } from './compare-toggle.styles';

function CheckboxIcon({ checked }: { checked: boolean }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="16" height="16" rx="3" fill={checked ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" />
      {checked && <path d="M5.5 10.5l3 3 6-7" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />}
    </svg>
  );
}

export interface CompareToggleProps {
  car: CompareTrayCar;
}

export function CompareToggle({ car }: CompareToggleProps) {
  const tray = useCompareTray();
  const { add, remove } = useCompareTrayActions();
  const announce = useSetAtom(announceCompareAtom);
  const [refused, setRefused] = useState(false);
  const inTray = tray.some((entry) => entry.id === car.id);
  // The refusal stands while it is true: gone once the car is in, or a place is free again.
  const showRefusal = refused && !inTray && tray.length >= COMPARE_LIMIT;

  const toggle = () => {
    if (inTray) {
      remove(car.id);
      setRefused(false);
      announce(removedFromCompareMessage(car.name, tray.length - 1));
      return;
    }
    const result = add(car);
    setRefused(result === 'full');
    if (result === 'added') announce(addedToCompareMessage(car.name, tray.length + 1));
  };

  return (
    <StyledCompareControl>
      <StyledCompareButton type="button" aria-pressed={inTray} aria-label={`Compare ${car.name}`} onClick={toggle}>
        <CheckboxIcon checked={inTray} />
        Compare
      </StyledCompareButton>
      {showRefusal && <StyledCompareRefusal role="alert">{COMPARE_FULL_MESSAGE}</StyledCompareRefusal>}
    </StyledCompareControl>
  );
}
