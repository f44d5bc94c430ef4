import type { MessageKey } from '@bazaar/domain';
import { useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { Toast } from './toast';

/** `?notice=` names a success message after a redirect; only these keys are shown (never free text). */
const NOTICES: Record<string, MessageKey> = {
  login: 'auth.login_success',
  registered: 'auth.account_created',
  logout: 'auth.logout_success',
  'password-updated': 'auth.password_updated',
  'email-sent': 'auth.email_sent',
  'account-removed': 'account.user_deleted',
};

/** The success toast of spec §4 ('Login successfully.' …) after a redirect, in the page's language. */
export function Notice() {
  const [params] = useSearchParams();
  const t = useT();
  const key = NOTICES[params.get('notice') ?? ''];
  return <Toast message={key && t(key)} testId="notice" />;
}
