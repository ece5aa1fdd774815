// The one jotai entry point of the platform. Every app imports jotai through here, and
// the shell provides `appStore`, so a write in one remote is seen by all at once.
import { createStore } from 'jotai';

export { atom, Provider, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';

export const appStore = createStore();
export type AppStore = typeof appStore;

/** A store of its own: the shell's server renders each request with one (issue 15). */
export function createAppStore(): AppStore {
  return createStore();
}
