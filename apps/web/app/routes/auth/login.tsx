import { endpoints, LoginBodySchema } from '@bazaar/contract';
import { keptValues, readForm, refusalOf } from '@bazaar/contract/forms';
import { Link, redirect, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/auth/auth-card';
import { LOGIN_FIELDS, LoginForm, usePageSubmit } from '../../components/auth/auth-forms';
import { metaT } from '../../components/lists/page-meta';
import { useT } from '../../lib/i18n';
import { landing, signedInHeaders } from '../../lib/session.server';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)('authui.sign_in_title')} — Bazaar` },
];

/** Also the login modal's action: it posts here with `redirectTo` = the page it was opened on. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { locale } = context;
  const read = readForm(LoginBodySchema, form, {
    locale,
    fields: LOGIN_FIELDS,
    add: { login_with: 'manual' },
  });
  if (!read.ok) return read.failure;
  try {
    const session = await context.api(endpoints.login, { body: read.data });
    return redirect(landing(form.get('redirectTo'), 'login'), { headers: signedInHeaders(session.token) });
  } catch (err) {
    return refusalOf(err, locale, { fields: LOGIN_FIELDS, values: keptValues(form), on401: 'credentials' });
  }
}

export default function Login() {
  const t = useT();
  const submit = usePageSubmit();
  const [params] = useSearchParams();
  return (
    <AuthCard
      title={t('authui.sign_in_title')}
      subtitle={t('authui.sign_in_subtitle')}
      footer={
        <>
          {t('authui.new_here')}{' '}
          <Link to="/auth/register" className="font-semibold text-brand-700 hover:underline">
            {t('authui.create_account_link')}
          </Link>
        </>
      }
    >
      <LoginForm submit={submit} redirectTo={params.get('redirectTo') ?? '/'} />
    </AuthCard>
  );
}
