import { type MessageKey, t } from '@bazaar/domain';
import { CheckCircle2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** `?notice=` names a success message after a redirect; only these keys are shown (never free text). */
const NOTICES: Record<string, MessageKey> = {
  login: 'auth.login_success',
  registered: 'auth.account_created',
  logout: 'auth.logout_success',
  'password-updated': 'auth.password_updated',
  'email-sent': 'auth.email_sent',
};

/** The success toast of spec §4 ('Login successfully.' …), top-right. */
export function Notice() {
  const [params] = useSearchParams();
  const [closed, setClosed] = useState<string | null>(null);
  const name = params.get('notice') ?? '';
  const key = NOTICES[name];
  // Spec §9: toasts stay 5 seconds.
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => setClosed(name), 5000);
    return () => clearTimeout(timer);
  }, [key, name]);
  if (!key || closed === name) return null;
  return (
    <div
      role="status"
      data-testid="notice"
      className="fixed right-4 top-20 z-50 flex max-w-sm items-start gap-3 rounded-xl border border-brand-100 bg-white p-4 shadow-lg"
    >
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <div className="text-sm">
        <p className="font-semibold">{t('common.toast_message')}</p>
        <p className="text-slate-600">{t(key)}</p>
      </div>
      <button
        type="button"
        aria-label="Close"
        onClick={() => setClosed(name)}
        className="text-slate-400 hover:text-slate-700"
      >
        <X className="size-4" />
      </button>
    </div>
  );
}
