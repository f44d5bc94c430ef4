import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link, useLocation } from 'react-router';
import { loadOnIntent, useLoadWhenIdle, useOnceWanted } from '../../lib/dialog-on-demand';
import type { AuthModal } from './auth-dialogs';

const loadDialogs = () => import('./auth-dialogs');
const AuthDialogs = lazy(loadDialogs);

export type { AuthModal };

type AuthModals = { open: (which: AuthModal) => void };

const Context = createContext<AuthModals | null>(null);

/** Opens the login or registration modal; null outside the header (links then go to the pages). */
export const useAuthModals = () => useContext(Context);

/**
 * A link to /auth/login (or /auth/register) that, once scripts run, opens the matching modal instead
 * (spec §2: the sign-in button and the guest's heart open the login modal).
 */
export function AuthModalLink({
  which,
  className,
  children,
  label,
  testId,
}: {
  which: AuthModal;
  className?: string;
  children: React.ReactNode;
  label?: string;
  testId?: string;
}) {
  const modals = useAuthModals();
  return (
    <Link
      to={`/auth/${which}`}
      aria-label={label}
      data-testid={testId}
      className={className}
      // The modals' code loads when a sign-in control is wanted (auth-dialogs.tsx).
      {...(modals && loadOnIntent(loadDialogs))}
      onClick={(e) => {
        if (!modals || e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        modals.open(which);
      }}
    >
      {children}
    </Link>
  );
}

/**
 * Holds which of the two modals is open (spec §4: mutually exclusive, switching closes one and opens
 * the other). A successful submit redirects back to this page with the 'Login successfully.' toast.
 */
export function AuthModalsProvider({ children }: { children: React.ReactNode }) {
  const [which, setWhich] = useState<AuthModal | null>(null);
  const mounted = useOnceWanted(which !== null);
  useLoadWhenIdle(loadDialogs);
  const location = useLocation();
  const here = backHere(location.pathname, location.search);
  // A new page (after signing in, or a link followed) closes whatever was open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation only
  useEffect(() => setWhich(null), [location.key]);
  // The control that opened a modal gets focus back when it closes (the modals have no Radix trigger).
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((next: AuthModal) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setWhich(next);
  }, []);
  const restoreFocus = useCallback((e: Event) => {
    if (!opener.current?.isConnected) return;
    e.preventDefault();
    opener.current.focus();
  }, []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <Context.Provider value={value}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <AuthDialogs which={which} setWhich={setWhich} onCloseAutoFocus={restoreFocus} redirectTo={here} />
        </Suspense>
      )}
    </Context.Provider>
  );
}

/** Where to come back to after signing in: this page without its old toast (an auth page → home). */
export function backHere(pathname: string, search: string) {
  if (pathname.startsWith('/auth/')) return '/';
  const params = new URLSearchParams(search);
  params.delete('notice');
  return params.size ? `${pathname}?${params}` : pathname;
}
