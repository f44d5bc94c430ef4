import { endpoints, ResetPasswordBodySchema } from '@bazaar/contract';
import { readForm, refusalOf } from '@bazaar/contract/forms';
import { Form, redirect, useNavigation } from 'react-router';
import { AuthCard, FormAlert, SubmitButton } from '../../components/auth/auth-card';
import { PasswordField, XsrfField } from '../../components/auth/fields';
import { metaT } from '../../components/lists/page-meta';
import { useT } from '../../lib/i18n';
import { landing, readResetFlow, signedInHeaders } from '../../lib/session.server';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)('authui.reset_title')} — Bazaar` },
];

export function loader({ request }: Route.LoaderArgs) {
  if (!readResetFlow(request)?.code) throw redirect('/auth/verify-token');
  return null;
}

const FIELDS = ['password', 'password_confirmation'];

/** Step 3 of 3: the new password. Every other session ends; this browser is signed in. */
export async function action({ request, context }: Route.ActionArgs) {
  const flow = readResetFlow(request);
  if (!flow?.code) throw redirect('/auth/forgot-password');
  const { locale } = context;
  const read = readForm(ResetPasswordBodySchema, await request.formData(), {
    locale,
    fields: FIELDS,
    add: { email: flow.email, reset_token: flow.code, token: flow.token },
  });
  if (!read.ok) return read.failure;
  try {
    const session = await context.api(endpoints.resetPassword, { body: read.data });
    return redirect(landing('/', 'password-updated'), { headers: signedInHeaders(session.token) });
  } catch (err) {
    // An expired code is about no field here: it is said above the form.
    return refusalOf(err, locale, { fields: FIELDS });
  }
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const errors = actionData?.fields ?? {};
  return (
    <AuthCard title={t('authui.reset_title')} subtitle={t('authui.reset_subtitle')}>
      <FormAlert message={actionData?.general} />
      <Form method="post" noValidate>
        <XsrfField />
        <PasswordField
          name="password"
          label={t('authui.new_password')}
          autoComplete="new-password"
          error={errors.password}
        />
        <PasswordField
          name="password_confirmation"
          label={t('authui.confirm_password')}
          autoComplete="new-password"
          error={errors.password_confirmation}
        />
        <SubmitButton busy={busy}>{t('authui.update_password')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
