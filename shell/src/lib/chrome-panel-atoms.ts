// Whether the header's account drawer or mobile menu is open. The header owns that state (it closes
// on every navigation); this mirror lets others wait for it, e.g. the city modal's 5 s timer.
import { atom } from '@carmarket/shared';

const chromePanelOpenBaseAtom = atom(false);

export const chromePanelOpenAtom = atom((get) => get(chromePanelOpenBaseAtom));

export const setChromePanelOpenAtom = atom(null, (_get, set, open: boolean) => set(chromePanelOpenBaseAtom, open));
