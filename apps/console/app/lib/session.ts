import type { StaffRole } from '@bazaar/contract';

/** The console's signed-in person: the staff token and who it belongs to (decision 411). */
export type ConsoleSession = { token: string; role: StaffRole; storeId: number | null };

/** The two people the console serves now; the operator ('admin') slots in with the next issue. */
export type ConsoleArea = 'seller' | 'courier';

const KEY = 'bazaar.console.session';

/**
 * The token lives in this tab's sessionStorage only: never in a cookie (the API takes bearer tokens,
 * so no request is sent with it unasked and no XSRF defence is needed), gone when the tab closes, and
 * out of reach of other sites. Scripts of our own origin could read it; the console's CSP lets only
 * our own scripts run (decision 308), which is the same trust the token already needs.
 */
export function readSession(): ConsoleSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ConsoleSession>;
    if (typeof value.token !== 'string' || typeof value.role !== 'string') return null;
    return { token: value.token, role: value.role, storeId: value.storeId ?? null };
  } catch {
    return null;
  }
}

export function saveSession(session: ConsoleSession) {
  sessionStorage.setItem(KEY, JSON.stringify(session));
}

export function clearSession() {
  sessionStorage.removeItem(KEY);
}

/** The session when it is of this area's role, else null (a courier's token never opens /seller). */
export function sessionFor(area: ConsoleArea): ConsoleSession | null {
  const session = readSession();
  return session?.role === area ? session : null;
}

/** Where a signed-out visitor of `path` goes: the area's sign-in, then back to `path`. */
export function loginPath(area: ConsoleArea, path?: string, reason?: 'expired'): string {
  const search = new URLSearchParams();
  if (path && path !== `/${area}/login`) search.set('redirectTo', path);
  if (reason) search.set('reason', reason);
  const qs = search.toString();
  return `/${area}/login${qs ? `?${qs}` : ''}`;
}

/** A redirect target after sign-in: only a path inside the area, never another site. */
export function safeRedirect(area: ConsoleArea, target: string | null): string {
  if (!target || !target.startsWith(`/${area}`) || target.startsWith('//') || /[\\\s]/.test(target))
    return `/${area}`;
  return target;
}
