import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { LoginForm, RegisterForm, useModalSubmit } from './auth-forms';

/** Which of the two modals (spec §4: never both). */
export type AuthModal = 'login' | 'register';

/**
 * The login and registration modals (auth-modals.tsx holds which is open): loaded when a sign-in
 * control is first wanted, with the dialog library and the forms, not with every page.
 */
export default function AuthDialogs({
  which,
  setWhich,
  onCloseAutoFocus,
  redirectTo,
}: {
  which: AuthModal | null;
  setWhich: (which: AuthModal | null) => void;
  onCloseAutoFocus: (e: Event) => void;
  redirectTo: string;
}) {
  return (
    <>
      <LoginModal
        open={which === 'login'}
        onOpenChange={(o) => setWhich(o ? 'login' : null)}
        onSwitch={() => setWhich('register')}
        onCloseAutoFocus={onCloseAutoFocus}
        redirectTo={redirectTo}
      />
      <RegisterModal
        open={which === 'register'}
        onOpenChange={(o) => setWhich(o ? 'register' : null)}
        onSwitch={() => setWhich('login')}
        onCloseAutoFocus={onCloseAutoFocus}
        redirectTo={redirectTo}
      />
    </>
  );
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
  const submit = useModalSubmit('login-modal');
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('authui.sign_in_title')}
      subtitle={t('authui.sign_in_subtitle')}
      testId="login-modal"
    >
      <LoginForm
        submit={submit}
        redirectTo={redirectTo}
        idPrefix="login-modal"
        onForgot={() => onOpenChange(false)}
      />
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
  const submit = useModalSubmit('register-modal');
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('authui.register_title')}
      subtitle={t('authui.register_subtitle')}
      testId="register-modal"
    >
      <RegisterForm submit={submit} redirectTo={redirectTo} idPrefix="register-modal" />
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
