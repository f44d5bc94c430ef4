import { useT } from '../../lib/i18n';
import { ConfirmDialog } from './confirm-dialog';

/** Where the customer area removes the account (its action is built with the customer pages). */
export const REMOVE_ACCOUNT_ACTION = '/customer/remove-account';

/**
 * Spec §2's delete-account confirmation (yes/no): 'Yes' posts to /customer/remove-account. Without
 * scripts the trigger opens that page, which asks the same question.
 */
export function DeleteAccountDialog({
  className,
  children,
  testId = 'delete-account-dialog',
}: {
  className?: string;
  children?: React.ReactNode;
  /** Distinct when a page has more than one (the menu's and the customer sidebar's). */
  testId?: string;
}) {
  const t = useT();
  return (
    <ConfirmDialog
      action={REMOVE_ACCOUNT_ACTION}
      fallbackHref={REMOVE_ACCOUNT_ACTION}
      title={t('chrome.delete_account')}
      question={t('account.delete_confirm')}
      trigger={children ?? t('chrome.delete_account')}
      triggerClassName={className}
      testId={testId}
      danger
    />
  );
}
