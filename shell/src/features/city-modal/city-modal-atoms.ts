// Open state of the 'Select your City' modal: the header button and the home page timer open
// it, the modal host renders it. Closing it by any means remembers that the visitor closed it.
import { atom } from '@carmarket/shared';
import { markCityModalClosed } from './city-modal-storage';

const cityModalOpenBaseAtom = atom(false);

export const cityModalOpenAtom = atom((get) => get(cityModalOpenBaseAtom));

export const openCityModalAtom = atom(null, (_get, set) => set(cityModalOpenBaseAtom, true));

export const closeCityModalAtom = atom(null, (_get, set) => {
  markCityModalClosed();
  set(cityModalOpenBaseAtom, false);
});
