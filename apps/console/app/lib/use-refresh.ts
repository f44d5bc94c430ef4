import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/** How often a courier's lists are asked again while the page is in sight. */
export const REFRESH_EVERY_MS = 15_000;

/**
 * Reloads the page's data without a reload of the page: every `everyMs` while the tab is visible, and at
 * once when the courier comes back to it (focus, the phone's screen on again). Couriers have no live
 * stream (only sellers do, decision 411); a poll costs one call per open phone every 15 s.
 */
export function useRefreshWhileVisible(everyMs = REFRESH_EVERY_MS) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible' && latest.current.state === 'idle')
        void latest.current.revalidate();
    };
    const timer = setInterval(refresh, everyMs);
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, [everyMs]);
}
