import { endpoints } from '@bazaar/contract';
import { loginSchema } from '@bazaar/domain';
import { Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { AuthCard, FormAlert, SubmitButton } from '../../components/auth/auth-card';
import { GoogleButton, LoginFields } from '../../components/auth/auth-forms';
import { apiFailure, zodFailure } from '../../components/auth/form-failure.server';
import { metaT } from '../../components/lists/page-meta';
import { keepValues } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import { landing, signedInHeaders } from '../../lib/session.server';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)('authui.sign_in_title')} — Bazaar` },
];

/** Also the login modal's action: it posts here with `redirectTo` = the page it was opened on. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = keepValues(form, ['email']);
  const parsed = loginSchema.safeParse({
    email: form.get('email') ?? '',
    password: form.get('password') ?? '',
    login_with: 'manual',
  });
  if (!parsed.success) return { ...zodFailure(parsed.error, context.locale), values };
  try {
    const session = await context.api(endpoints.login, { body: parsed.data });
    return redirect(landing(form.get('redirectTo'), 'login'), { headers: signedInHeaders(session.token) });
  } catch (err) {
    return { ...apiFailure(err, context.locale, 'credentials'), values };
  }
}

export default function Login({ actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const [params] = useSearchParams();
  const redirectTo = params.get('redirectTo') ?? '/';
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
      <GoogleButton redirectTo={redirectTo} />
      <FormAlert message={actionData?.general} />
      <Form method="post" noValidate>
        <LoginFields failure={actionData} redirectTo={redirectTo} />
        <SubmitButton busy={busy}>{t('authui.sign_in_button')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
