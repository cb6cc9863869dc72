import { useContext, useEffect, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, useLocation, useNavigation } from 'react-router';

/** Where the positions are kept across reloads of the tab, as react-router keeps them. */
const STORAGE_KEY = 'react-router-scroll-positions';

/** Each entry of the history (by its key) → how far down the page was when it was left. */
let positions: Record<string, number> = {};

function readPositions(): void {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (stored) positions = JSON.parse(stored) as Record<string, number>;
  } catch {
    // A storage that cannot be read (private mode, bad JSON) only means no position to go back to.
  }
}

/**
 * The data router's scroll restoration, as react-router's <ScrollRestoration> does it for a page
 * drawn in the browser: Back and Forward return to where the page was, a new page opens at its top
 * (or at the element its #hash names) unless the link asked to keep the position, and the positions
 * outlive a reload of the tab. react-router's component also writes the inline script its framework
 * mode needs for server rendering, which this app has no use for.
 */
export function ScrollRestoration() {
  const { router } = useContext(UNSAFE_DataRouterContext) ?? {};
  const { restoreScrollPosition, preventScrollReset } = useContext(UNSAFE_DataRouterStateContext) ?? {};
  const location = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Leaving the tab (or reloading it) keeps the current position with the others.
  useEffect(() => {
    const keep = () => {
      if (navigation.state === 'idle') positions[location.key] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Without storage the positions last as long as the page.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [navigation.state, location.key]);

  // The router notes the position of each page as it is left, and tells the next one where to go.
  useLayoutEffect(() => {
    readPositions();
    return router?.enableScrollRestoration(positions, () => window.scrollY);
  }, [router]);

  useLayoutEffect(() => {
    if (restoreScrollPosition === false) return;
    if (typeof restoreScrollPosition === 'number') {
      window.scrollTo(0, restoreScrollPosition);
      return;
    }
    if (location.hash) {
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      } catch {
        // A hash that is not a valid element id scrolls nowhere.
      }
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (preventScrollReset === true) return;
    window.scrollTo(0, 0);
  }, [location, restoreScrollPosition, preventScrollReset]);

  return null;
}
