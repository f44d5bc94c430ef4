import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { XsrfField } from './fields';

/**
 * A yes/no question before a form post (spec §2: logout and delete-account confirmations). The trigger
 * is a link to `fallbackHref`, a page asking the same, so it still works before scripts load.
 */
export function ConfirmDialog({
  action,
  fallbackHref,
  title,
  question,
  trigger,
  triggerLabel,
  triggerClassName,
  testId,
  danger = false,
}: {
  action: string;
  fallbackHref: string;
  title: string;
  question: string;
  trigger: React.ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  testId: string;
  danger?: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {/* A Radix trigger (so focus comes back to it on close) that is a real link before scripts run. */}
      <Dialog.Trigger asChild>
        <Link
          to={fallbackHref}
          aria-label={triggerLabel}
          data-testid={`${testId}-trigger`}
          className={triggerClassName}
          onClick={(e) => {
            if (e.metaKey || e.ctrlKey || e.shiftKey) return;
            e.preventDefault();
            setOpen(true);
          }}
        >
          {trigger}
        </Link>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          role="alertdialog"
          data-testid={testId}
          className="fixed inset-0 z-50 m-auto h-fit w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">{question}</Dialog.Description>
          <Form method="post" action={action} className="mt-6 flex gap-3" onSubmit={() => setOpen(false)}>
            <XsrfField />
            <Dialog.Close asChild>
              <button
                type="button"
                className="min-h-11 flex-1 rounded-full border border-slate-300 px-4 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
              >
                {t('common.no')}
              </button>
            </Dialog.Close>
            <button
              type="submit"
              className={`min-h-11 flex-1 rounded-full px-4 py-2.5 font-semibold text-white ${
                danger ? 'bg-red-600 hover:bg-red-700' : 'bg-brand-600 hover:bg-brand-700'
              }`}
            >
              {t('common.yes')}
            </button>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The header's logout control: 'are you sure to logout', yes posts to /auth/logout (spec §2, §4). */
export function LogoutDialog({
  className,
  children,
  label,
  testId = 'logout-dialog',
}: {
  className?: string;
  children: React.ReactNode;
  label?: string;
  /** Distinct when a page has more than one (the header's and the customer sidebar's). */
  testId?: string;
}) {
  const t = useT();
  return (
    <ConfirmDialog
      action="/auth/logout"
      fallbackHref="/auth/logout"
      title={t('authui.logout_title')}
      question={t('auth.logout_confirm')}
      trigger={children}
      triggerLabel={label}
      triggerClassName={className}
      testId={testId}
    />
  );
}
