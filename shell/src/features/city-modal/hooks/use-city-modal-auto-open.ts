import { useEffect, useRef, useState } from 'react';
import { signInRequestAtom, useAtomValue, useSetAtom, whenIdle } from '@carmarket/shared';
import { chromePanelOpenAtom } from '../../../lib/chrome-panel-atoms';
import { logoutDialogOpenAtom } from '../../logout/logout-atoms';
import { openCityModalAtom } from '../city-modal-atoms';
import { CITY_MODAL_DELAY_MS, markCityModalShownThisSession, shouldAutoOpenCityModal } from '../city-modal-storage';
import { preloadCityPicker } from '../load-city-picker';

const CITY_PICKER_PRELOAD_DEADLINE_MS = 3000;

/**
 * Opens the city modal 5 s into the first home visit of a browser session, unless the visitor
 * closed it before. Leaving the page earlier cancels the timer; the next home visit retries.
 * It never opens over another dialog (sign-in, logout, the account drawer or the mobile menu):
 * once 5 s have passed it waits for them to close, then opens. The picker's chunk is fetched when
 * the browser is first idle before that, so the modal does not wait for a download when it opens.
 */
export function useCityModalAutoOpen() {
  const openCityModal = useSetAtom(openCityModalAtom);
  const signInOpen = useAtomValue(signInRequestAtom) !== null;
  const logoutOpen = useAtomValue(logoutDialogOpenAtom);
  const panelOpen = useAtomValue(chromePanelOpenAtom);
  const otherDialogOpen = signInOpen || logoutOpen || panelOpen;
  const [due, setDue] = useState(false);
  const opened = useRef(false);

  useEffect(() => {
    if (!shouldAutoOpenCityModal()) return;
    const timer = window.setTimeout(() => setDue(true), CITY_MODAL_DELAY_MS);
    // By 3 s at the latest, so a page that never idles still has 2 s to fetch it before the modal opens.
    const cancelPreload = whenIdle(preloadCityPicker, { deadlineMs: CITY_PICKER_PRELOAD_DEADLINE_MS });
    return () => {
      window.clearTimeout(timer);
      cancelPreload();
    };
  }, []);

  useEffect(() => {
    if (!due || otherDialogOpen || opened.current || !shouldAutoOpenCityModal()) return;
    opened.current = true;
    markCityModalShownThisSession();
    openCityModal();
  }, [due, otherDialogOpen, openCityModal]);
}
