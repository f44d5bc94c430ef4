import { EventSource } from 'eventsource';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { authHeaders } from './api';
import { clearSession, loginPath } from './session';

export type StreamState = 'connecting' | 'live';

/**
 * Follows GET vendor/orders/stream (server-sent events) while the page is open: `onChange` runs when
 * the stream is (re)opened, so the page catches up on anything it missed, and for every order placed
 * or changed. EventSource reconnects by itself after a drop (the server asks for 3 s); the `eventsource`
 * package is the standard's own behaviour with a fetch that can carry the bearer token, which the
 * browser's EventSource cannot. A token that has ended (401) ends the session.
 */
export function useOrderStream(onChange: (orderId: number | null) => void): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  const navigate = useNavigate();
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const source = new EventSource('/api/v1/vendor/orders/stream', {
      fetch: (url, init) =>
        fetch(url, { ...init, headers: { ...init.headers, ...authHeaders() } }).then((res) => {
          if (res.status === 401) {
            clearSession();
            navigate(loginPath('seller', location.pathname, 'expired'));
          }
          return res;
        }),
    });
    source.addEventListener('ready', () => {
      setState('live');
      latest.current(null);
    });
    source.addEventListener('resync', () => latest.current(null));
    source.addEventListener('order', (event) => {
      const id = Number((JSON.parse(event.data) as { order_id?: unknown }).order_id);
      latest.current(Number.isInteger(id) ? id : null);
    });
    source.addEventListener('error', () => setState('connecting'));
    return () => source.close();
  }, [navigate]);
  return state;
}

/** Runs `fn` at most once per `ms` while calls keep coming (a burst of events is one reload). */
export function useCoalesced(fn: () => void, ms = 250) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(fn);
  latest.current = fn;
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current();
    }, ms);
  };
}
