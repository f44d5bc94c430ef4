import { useEffect, useRef } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { ChromeData } from '../../lib/chrome-data';
import { needsRefresh, pushSupport, readPushState } from '../../lib/push';
import { subscribeAndSave } from '../../lib/push-client';

/** One save at a time for the whole page, however many keepers are drawn. */
let saving: Promise<unknown> | null = null;

/**
 * Keeps this browser's push subscription saved where permission was already granted (spec §9: refreshed
 * when older than 7 days), and saved for whoever uses the browser now: a customer who signs in takes
 * the device, and a guest after sign-out takes it back (decision 502: broadcasts only). Draws nothing;
 * failures are warnings (spec §8). Render it in the chrome for everyone, with the signed-in customer's id
 * or null.
 */
export function PushKeeper({ customerId }: { customerId: number | null }) {
  const xsrfToken = useRouteLoaderData<ChromeData>('routes/guest-layout')?.xsrfToken ?? '';
  const xsrf = useRef(xsrfToken);
  xsrf.current = xsrfToken;
  useEffect(() => {
    if (pushSupport(window) !== 'granted' || saving) return;
    const saved = readPushState(window.localStorage);
    if (!needsRefresh(saved?.savedAt, Date.now(), saved?.savedFor, customerId)) return;
    saving = subscribeAndSave(xsrf.current)
      .catch((err: unknown) => console.warn('Push subscription could not be refreshed', err))
      .finally(() => {
        saving = null;
      });
  }, [customerId]);
  return null;
}
