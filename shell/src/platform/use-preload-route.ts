import { useCallback } from 'react';
import { preloadExposed } from './federation';
import { remoteForPath } from './route-remotes';

/** Returns props for a link that warm its route's remote on hover or focus. */
export function usePreloadRoute() {
  return useCallback((href: string) => {
    const preload = () => {
      const target = remoteForPath(href);
      if (target) preloadExposed(target.remote, target.module);
    };
    return { onMouseEnter: preload, onFocus: preload, onTouchStart: preload };
  }, []);
}
