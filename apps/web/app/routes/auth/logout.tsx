import { endpoints, isApiError } from '@bazaar/contract';
import { Form, Link, redirect } from 'react-router';
import { AuthCard } from '../../components/auth/auth-card';
import { XsrfField } from '../../components/auth/fields';
import { metaT } from '../../components/lists/page-meta';
import { useT } from '../../lib/i18n';
import { clearPushEndpointCookie, forgetPushDevice } from '../../lib/push.server';
import { landing, signedOutHeaders } from '../../lib/session.server';
import type { Route } from './+types/logout';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)('authui.logout_title')} — Bazaar` },
];

/** Revokes the token on the server, then forgets it here (spec §4: back home, 'Logout successfully.'). */
export async function action({ context, request }: Route.ActionArgs) {
  // This browser stops getting the customer's pushes (decision 502).
  await forgetPushDevice(context, request);
  if (context.signedIn) {
    await context.api(endpoints.logout).catch((err: unknown) => {
      if (!(isApiError(err) && err.status === 401)) throw err;
    });
  }
  const headers = new Headers(signedOutHeaders());
  headers.append('Set-Cookie', clearPushEndpointCookie());
  return redirect(landing('/', 'logout'), { headers });
}

/** The spec's confirmation: 'are you sure to logout', yes / no. */
export default function Logout() {
  const t = useT();
  return (
    <AuthCard title={t('authui.logout_title')}>
      <p className="mb-6 text-slate-700">{t('auth.logout_confirm')}</p>
      <Form method="post" className="flex gap-3">
        <XsrfField />
        <button
          type="submit"
          className="flex-1 rounded-full bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {t('common.yes')}
        </button>
        <Link
          to="/"
          className="flex-1 rounded-full border border-slate-300 px-4 py-3 text-center font-semibold text-slate-700 hover:bg-slate-50"
        >
          {t('common.no')}
        </Link>
      </Form>
    </AuthCard>
  );
}
