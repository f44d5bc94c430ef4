import { endpoints } from '@bazaar/contract';
import { registrationFormSchema } from '@bazaar/domain';
import { Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { AuthCard, FormAlert, SubmitButton } from '../../components/auth/auth-card';
import { GoogleButton, RegisterFields } from '../../components/auth/auth-forms';
import { apiFailure, zodFailure } from '../../components/auth/form-failure.server';
import { metaT } from '../../components/lists/page-meta';
import { keepValues } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import { landing, signedInHeaders } from '../../lib/session.server';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)('authui.register_title')} — Bazaar` },
];

const TEXT_FIELDS = ['f_name', 'l_name', 'email', 'phone'];

/** Also the registration modal's action (it posts `redirectTo` = the page it was opened on). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = keepValues(form, TEXT_FIELDS);
  const fields = Object.fromEntries(
    [...TEXT_FIELDS, 'password', 'password_confirmation'].map((n) => [n, String(form.get(n) ?? '')]),
  );
  const parsed = registrationFormSchema.safeParse({ ...fields, registration_type: 'manual' });
  if (!parsed.success) return { ...zodFailure(parsed.error, context.locale), values };
  const { password_confirmation: _, ...body } = parsed.data;
  try {
    const session = await context.api(endpoints.signUp, { body });
    return redirect(landing(form.get('redirectTo'), 'registered'), {
      headers: signedInHeaders(session.token),
    });
  } catch (err) {
    return { ...apiFailure(err, context.locale), values };
  }
}

export default function Register({ actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const [params] = useSearchParams();
  const redirectTo = params.get('redirectTo') ?? '/';
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
      <GoogleButton redirectTo={redirectTo} />
      <FormAlert message={actionData?.general} />
      <Form method="post" noValidate>
        <RegisterFields failure={actionData} redirectTo={redirectTo} />
        <SubmitButton busy={busy}>{t('authui.create_account_button')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
