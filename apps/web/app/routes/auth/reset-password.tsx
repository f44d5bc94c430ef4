import { endpoints } from '@bazaar/contract';
import { resetPasswordSchema } from '@bazaar/domain';
import { Form, redirect, useNavigation } from 'react-router';
import { AuthCard, FormAlert, SubmitButton } from '../../components/auth/auth-card';
import { PasswordField, XsrfField } from '../../components/auth/fields';
import { apiFailure, zodFailure } from '../../components/auth/form-failure.server';
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

/** Step 3 of 3: the new password. Every other session ends; this browser is signed in. */
export async function action({ request, context }: Route.ActionArgs) {
  const flow = readResetFlow(request);
  if (!flow?.code) throw redirect('/auth/forgot-password');
  const form = await request.formData();
  const parsed = resetPasswordSchema.safeParse({
    email: flow.email,
    reset_token: flow.code,
    password: String(form.get('password') ?? ''),
    password_confirmation: String(form.get('password_confirmation') ?? ''),
  });
  if (!parsed.success) return zodFailure(parsed.error, context.locale);
  try {
    const session = await context.api(endpoints.resetPassword, {
      body: { ...parsed.data, token: flow.token },
    });
    return redirect(landing('/', 'password-updated'), { headers: signedInHeaders(session.token) });
  } catch (err) {
    const failure = apiFailure(err, context.locale);
    const expired = failure.fields.reset_token;
    return expired ? { fields: {}, general: expired } : failure;
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
