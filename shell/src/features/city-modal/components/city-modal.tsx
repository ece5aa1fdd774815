// 'Select your City' (spec §2): the dialog opens at once (focus, Escape, backdrop: the shared
// Modal); its search form and city list (city-picker.tsx, react-hook-form) load when it first
// opens (or earlier, see load-city-picker.ts), so none of that code is in the home page's first load.
import { Suspense, lazy, useCallback } from 'react';
import { Modal, useAtomValue, useSetAtom } from '@carmarket/shared';
import { closeCityModalAtom, cityModalOpenAtom } from '../city-modal-atoms';
import { loadCityPicker } from '../load-city-picker';
import { StyledEmpty } from './city-modal.styles';

const CityPicker = lazy(() => loadCityPicker().then((m) => ({ default: m.CityPicker })));

export function CityModal() {
  const open = useAtomValue(cityModalOpenAtom);
  const close = useSetAtom(closeCityModalAtom);
  const onClose = useCallback(() => close(), [close]);
  return (
    <Modal open={open} title="Select your City" onClose={onClose} closeLabel="Close city selection" width="640px">
      {open && (
        <Suspense fallback={<StyledEmpty role="status">Loading cities…</StyledEmpty>}>
          <CityPicker onChosen={onClose} />
        </Suspense>
      )}
    </Modal>
  );
}
