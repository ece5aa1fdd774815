import { useEffect } from 'react';
import { useSetAtom } from '@carmarket/shared';
import { openCityModalAtom } from '../city-modal-atoms';
import { CITY_MODAL_DELAY_MS, markCityModalShownThisSession, shouldAutoOpenCityModal } from '../city-modal-storage';

/**
 * Opens the city modal 5 s into the first home visit of a browser session, unless the visitor
 * closed it before. Leaving the page earlier cancels the timer; the next home visit retries.
 */
export function useCityModalAutoOpen() {
  const openCityModal = useSetAtom(openCityModalAtom);
  useEffect(() => {
    if (!shouldAutoOpenCityModal()) return;
    const timer = window.setTimeout(() => {
      if (!shouldAutoOpenCityModal()) return;
      markCityModalShownThisSession();
      openCityModal();
    }, CITY_MODAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [openCityModal]);
}
