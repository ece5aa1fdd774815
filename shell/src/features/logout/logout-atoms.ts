// Whether the 'Are you sure you want to log out?' dialog is open; the drawer and the mobile
// menu ask for it, the dialog host in the app layout renders it.
import { atom } from '@carmarket/shared';

const logoutDialogOpenBaseAtom = atom(false);

export const logoutDialogOpenAtom = atom((get) => get(logoutDialogOpenBaseAtom));
export const openLogoutDialogAtom = atom(null, (_get, set) => set(logoutDialogOpenBaseAtom, true));
export const closeLogoutDialogAtom = atom(null, (_get, set) => set(logoutDialogOpenBaseAtom, false));
