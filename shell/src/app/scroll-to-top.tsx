import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Spec §2: the page scrolls to top on every route change. Not on the page as it loaded: the
 * visitor may have scrolled the server's page before React ran (or the browser restored their
 * place on a reload), and a jump to the top as it hydrates would move what they were about to tap
 * from under their finger (issue 25 point 3: the footer's link was lost that way on a phone).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const scrolledFor = useRef(pathname);
  useEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
