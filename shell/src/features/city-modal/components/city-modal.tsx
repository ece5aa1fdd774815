// 'Select your City' (spec §2): the dialog opens at once (focus, Escape, backdrop: the shared
// Modal); its search form and city list (city-picker.tsx, react-hook-form) load when it first
// opens (or earlier, see load-city-picker.ts), so none of that code is in the home page's first load.
// The tap paints the dialog first; the picker renders in a deferred pass right after that paint
// (useDeferredValue), so rendering the form and the whole city list is not inside the tap. The
// Suspense boundary is already on screen (with "Loading cities…") when the deferred pass asks for
// the picker, so a chunk still on its way keeps that text up and the picker shows as soon as it
// comes: no fallback is committed, so React's reveal throttle (~300 ms) does not hold it back.
import { Suspense, lazy, useCallback, useDeferredValue } from 'react';
import { Modal, useAtomValue, useSetAtom } from '@carmarket/shared';
import { closeCityModalAtom, cityModalOpenAtom } from '../city-modal-atoms';
import { cityPickerForLazy } from '../load-city-picker';
import { StyledEmpty } from './city-modal.styles';

const CityPicker = lazy(cityPickerForLazy);

const loadingCities = <StyledEmpty role="status">Loading cities…</StyledEmpty>;

export function CityModal() {
  const open = useAtomValue(cityModalOpenAtom);
  const pickerShown = useDeferredValue(open);
  const close = useSetAtom(closeCityModalAtom);
  const onClose = useCallback(() => close(), [close]);
  return (
    <Modal open={open} title="Select your City" onClose={onClose} closeLabel="Close city selection" width="640px">
      {open && <Suspense fallback={loadingCities}>{pickerShown ? <CityPicker onChosen={onClose} /> : loadingCities}</Suspense>}
    </Modal>
  );
}
