import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { FormAlert, SubmitButton } from './auth-card';
import { type AuthFailure, GoogleButton, LoginFields, RegisterFields } from './auth-forms';

export type AuthModal = 'login' | 'register';

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
      <LoginModal
        open={which === 'login'}
        onOpenChange={(o) => setWhich(o ? 'login' : null)}
        onSwitch={() => setWhich('register')}
        onCloseAutoFocus={restoreFocus}
        redirectTo={here}
      />
      <RegisterModal
        open={which === 'register'}
        onOpenChange={(o) => setWhich(o ? 'register' : null)}
        onSwitch={() => setWhich('login')}
        onCloseAutoFocus={restoreFocus}
        redirectTo={here}
      />
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

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSwitch: () => void;
  onCloseAutoFocus: (e: Event) => void;
  redirectTo: string;
};

function ModalFrame({
  open,
  onOpenChange,
  title,
  subtitle,
  testId,
  children,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (e: Event) => void;
  title: string;
  subtitle: string;
  testId: string;
  children: React.ReactNode;
}) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          data-testid={testId}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl tablet:inset-0 tablet:m-auto tablet:h-fit tablet:max-h-[90vh] tablet:w-full tablet:max-w-md tablet:rounded-2xl"
        >
          <div className="mb-5 flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-500">{subtitle}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('common.close')}
              className="-m-2 grid size-11 place-items-center rounded-full text-slate-500 hover:bg-slate-100"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function LoginModal({ open, onOpenChange, onSwitch, onCloseAutoFocus, redirectTo }: ModalProps) {
  const t = useT();
  const fetcher = useFetcher<AuthFailure>({ key: 'login-modal' });
  const failure = fetcher.data;
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('authui.sign_in_title')}
      subtitle={t('authui.sign_in_subtitle')}
      testId="login-modal"
    >
      <GoogleButton redirectTo={redirectTo} />
      <FormAlert message={failure?.general} />
      <fetcher.Form method="post" action="/auth/login" noValidate>
        <LoginFields
          failure={failure}
          redirectTo={redirectTo}
          idPrefix="login-modal"
          onForgot={() => onOpenChange(false)}
        />
        <SubmitButton busy={fetcher.state !== 'idle'}>{t('authui.sign_in_button')}</SubmitButton>
      </fetcher.Form>
      <p className="mt-5 text-center text-sm text-slate-600">
        {t('authui.new_here')}{' '}
        <button
          type="button"
          onClick={onSwitch}
          data-testid="switch-to-register"
          className="min-h-11 font-semibold text-brand-700 hover:underline"
        >
          {t('authui.create_account_link')}
        </button>
      </p>
    </ModalFrame>
  );
}

function RegisterModal({ open, onOpenChange, onSwitch, onCloseAutoFocus, redirectTo }: ModalProps) {
  const t = useT();
  const fetcher = useFetcher<AuthFailure>({ key: 'register-modal' });
  const failure = fetcher.data;
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('authui.register_title')}
      subtitle={t('authui.register_subtitle')}
      testId="register-modal"
    >
      <GoogleButton redirectTo={redirectTo} />
      <FormAlert message={failure?.general} />
      <fetcher.Form method="post" action="/auth/register" noValidate>
        <RegisterFields failure={failure} redirectTo={redirectTo} idPrefix="register-modal" />
        <SubmitButton busy={fetcher.state !== 'idle'}>{t('authui.create_account_button')}</SubmitButton>
      </fetcher.Form>
      <p className="mt-5 text-center text-sm text-slate-600">
        {t('authui.have_account')}{' '}
        <button
          type="button"
          onClick={onSwitch}
          data-testid="switch-to-login"
          className="min-h-11 font-semibold text-brand-700 hover:underline"
        >
          {t('authui.sign_in_link')}
        </button>
      </p>
    </ModalFrame>
  );
}
