import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useT } from '../lib/i18n';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Warns before unsaved changes are lost: leaving inside the console asks first (React Router's
 * blocker), and closing or reloading the tab gets the browser's own question (beforeunload).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const t = useT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('console.unsaved_title')}
      description={t('console.unsaved_hint')}
      confirmLabel={t('console.unsaved_leave')}
      cancelLabel={t('console.unsaved_stay')}
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
      destructive
    />
  );
}
