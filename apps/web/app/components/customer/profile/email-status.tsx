import { MailWarning } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../../lib/i18n';
import { XsrfField } from '../../auth/fields';
import type { ProfileAnswer } from './actions.server';

/** An unconfirmed email, and the button that sends the confirmation link again (auth/send-verification-link). */
export function EmailUnconfirmed({ answer }: { answer: ProfileAnswer | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'verify';
  const mine = answer?.intent === 'verify' ? answer : undefined;
  return (
    <Form
      method="post"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-accent-400/40 bg-accent-400/10 p-4 text-sm"
      data-testid="email-unconfirmed"
    >
      <XsrfField />
      <input type="hidden" name="intent" value="verify" />
      <MailWarning className="size-5 shrink-0 text-accent-500" aria-hidden />
      <span className="min-w-0 flex-1 basis-48">{t('customer.email_unconfirmed')}</span>
      <button
        type="submit"
        disabled={busy}
        className="min-h-11 rounded-full border border-accent-500 bg-white px-4 py-2 font-semibold hover:bg-accent-400/20 disabled:opacity-60"
      >
        {t('customer.send_verification')}
      </button>
      {mine?.ok && (
        <p role="status" className="basis-full font-medium text-emerald-700">
          {mine.ok}
        </p>
      )}
      {mine?.general && (
        <p role="alert" className="basis-full text-red-700">
          {mine.general}
        </p>
      )}
    </Form>
  );
}
