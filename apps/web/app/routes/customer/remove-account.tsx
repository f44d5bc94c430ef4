import { endpoints, isApiError } from '@bazaar/contract';
import { t as translate } from '@bazaar/domain';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { XsrfField } from '../../components/auth/fields';
import { Toast } from '../../components/layout/toast';
import { metaT } from '../../components/lists/page-meta';
import { customerApi } from '../../lib/customer.server';
import { useT } from '../../lib/i18n';
import { clearPushEndpointCookie } from '../../lib/push.server';
import { landing, signedOutHeaders } from '../../lib/session.server';
import type { Route } from './+types/remove-account';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)('chrome.delete_account')} — Bazaar` },
  { name: 'robots', content: 'noindex' },
];

/**
 * 'Yes' of the delete-account question (this page's form, or the sidebar's and header's dialog). Removed:
 * signed out as at logout and home with 'User deleted' (spec §4: removal logs out). Refused with 203
 * (orders still running, money in the wallet; decisions 307, 403): still signed in, the server's message
 * shown here. Another refusal: the spec's 'There was a problem removing your account'.
 */
export async function action(args: Route.ActionArgs) {
  const api = customerApi(args);
  try {
    // A 203 is a success status to fetch, so the client hands its error envelope back as the answer.
    const answer: { message?: string; errors?: { message: string }[] } = await api(endpoints.removeAccount);
    const refusal = answer.errors?.[0]?.message;
    if (refusal) return { error: refusal, at: Date.now() };
  } catch (err) {
    if (!isApiError(err) || err.status >= 500) throw err;
    return { error: translate('account.remove_failed', {}, args.context.locale), at: Date.now() };
  }
  const headers = new Headers(signedOutHeaders());
  headers.append('Set-Cookie', clearPushEndpointCookie());
  return redirect(landing('/', 'account-removed'), { headers });
}

/** The same yes/no question as the dialog, for a browser without scripts (or a link shared). */
export default function RemoveAccount({ actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-4 tablet:p-6"
      data-testid="remove-account"
      aria-labelledby="remove-account-title"
    >
      <Toast key={actionData?.at} message={actionData?.error} kind="error" testId="remove-account-toast" />
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-red-50 text-red-600">
          <Trash2 className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h1 id="remove-account-title" className="text-2xl font-bold">
            {t('chrome.delete_account')}
          </h1>
          <p className="mt-1 text-lg text-slate-800">{t('account.delete_confirm')}</p>
        </div>
      </div>
      {actionData?.error && (
        <p
          role="alert"
          data-testid="remove-account-refused"
          className="mt-4 flex gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden /> {actionData.error}
        </p>
      )}
      <ul className="mt-4 list-disc space-y-1 ps-5 text-sm text-slate-600">
        <li>{t('profile.remove_what')}</li>
        <li>{t('profile.remove_before')}</li>
      </ul>
      <Form method="post" className="mt-6 flex flex-col-reverse gap-3 tablet:flex-row tablet:justify-end">
        <XsrfField />
        <Link
          to="/customer"
          className="flex min-h-11 items-center justify-center rounded-full border border-slate-300 px-6 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
        >
          {t('common.no')}
        </Link>
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-full bg-red-600 px-6 py-2.5 font-semibold text-white hover:bg-red-700 disabled:opacity-60"
        >
          {t('common.yes')}
        </button>
      </Form>
    </section>
  );
}
