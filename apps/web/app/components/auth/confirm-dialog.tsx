import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { loadOnIntent, useOnceWanted } from '../../lib/dialog-on-demand';
import { useT } from '../../lib/i18n';

const loadPanel = () => import('./confirm-dialog-panel');
const ConfirmDialogPanel = lazy(loadPanel);

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
  const [open, setOpen] = useState(false);
  const mounted = useOnceWanted(open);
  const opener = useRef<HTMLAnchorElement>(null);
  return (
    <>
      {/* A real link before scripts run; then it opens the question (its code loaded when wanted). */}
      <Link
        ref={opener}
        to={fallbackHref}
        aria-label={triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid={`${testId}-trigger`}
        className={triggerClassName}
        {...loadOnIntent(loadPanel)}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey) return;
          e.preventDefault();
          setOpen(true);
        }}
      >
        {trigger}
      </Link>
      {mounted && (
        <Suspense fallback={null}>
          <ConfirmDialogPanel
            open={open}
            setOpen={setOpen}
            action={action}
            title={title}
            question={question}
            testId={testId}
            danger={danger}
            returnFocus={() => opener.current?.focus()}
          />
        </Suspense>
      )}
    </>
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
