import { createContext, useContext } from 'react';
import type { Composition } from './composition';
import type { RemoteOverrides } from './overrides';

export interface PlatformInfo {
  composition: Composition;
  overrides: RemoteOverrides;
  rejectedOverrides: string[];
}

export const PlatformContext = createContext<PlatformInfo | null>(null);

export function usePlatform(): PlatformInfo {
  const value = useContext(PlatformContext);
  if (!value) throw new Error('usePlatform must be used inside the shell');
  return value;
}
