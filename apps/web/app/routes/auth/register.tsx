import { endpoints } from '@bazaar/contract';
import { keptValues, readForm, refusalOf } from '@bazaar/contract/forms';
import { registrationFormSchema } from '@bazaar/domain';
import { Link, redirect, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/auth/auth-card';
import { REGISTER_FIELDS, RegisterForm, usePageSubmit } from '../../components/auth/auth-forms';
import { metaT } from '../../components/lists/page-meta';
import { useT } from '../../lib/i18n';
import { landing, signedInHeaders } from '../../lib/session.server';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)('authui.register_title')} — Bazaar` },
];

/**
 * Also the registration modal's action (it posts `redirectTo` = the page it was opened on). The form
 * is the domain's registration form (sign-up's rules, with the confirmation required).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { locale } = context;
  const read = readForm(registrationFormSchema, form, { locale, fields: REGISTER_FIELDS });
  if (!read.ok) return read.failure;
  const { password_confirmation: _, ...body } = read.data;
  try {
    const session = await context.api(endpoints.signUp, { body });
    return redirect(landing(form.get('redirectTo'), 'registered'), {
      headers: signedInHeaders(session.token),
    });
  } catch (err) {
    return refusalOf(err, locale, { fields: REGISTER_FIELDS, values: keptValues(form) });
  }
}

export default function Register() {
  const t = useT();
  const submit = usePageSubmit();
  const [params] = useSearchParams();
  return (
    <AuthCard
      title={t('authui.register_title')}
      subtitle={t('authui.register_subtitle')}
      footer={
        <>
          {t('authui.have_account')}{' '}
          <Link to="/auth/login" className="font-semibold text-brand-700 hover:underline">
            {t('authui.sign_in_link')}
          </Link>
        </>
      }
    >
      <RegisterForm submit={submit} redirectTo={params.get('redirectTo') ?? '/'} />
    </AuthCard>
  );
}
