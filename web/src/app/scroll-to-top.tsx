import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A link opens its page at the top, as a new page in a browser does: without this, a link in the footer of a
 * scrolled page showed the next page scrolled down as far. Back and forward (POP) leave the browser's own
 * scroll position alone, a link to an anchor (#...) scrolls to the anchor, and a change of the query string
 * alone (a filter, a tab) keeps the page where it is.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'POP' || hash) return;
    window.scrollTo(0, 0);
    // Only a new page scrolls; the navigation type and anchor are read as they were for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
