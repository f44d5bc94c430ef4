import { endpoints } from '@bazaar/contract';
import { resetPasswordSchema } from '@bazaar/domain';
import { Form, redirect, useNavigation } from 'react-router';
import { AuthCard, FormAlert, SubmitButton } from '../../components/auth/auth-card';
import { PasswordField, XsrfField } from '../../components/auth/fields';
import { fromApi, fromZod } from '../../lib/forms.server';
import { landing, readResetFlow, signedInHeaders } from '../../lib/session.server';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = () => [{ title: 'New password — Bazaar' }];

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
  if (!parsed.success) return fromZod(parsed.error);
  try {
    const session = await context.api(endpoints.resetPassword, {
      body: { ...parsed.data, token: flow.token },
    });
    return redirect(landing('/', 'password-updated'), { headers: signedInHeaders(session.token) });
  } catch (err) {
    const failure = fromApi(err);
    const expired = failure.fields.reset_token;
    return expired ? { fields: {}, general: expired } : failure;
  }
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const errors = actionData?.fields ?? {};
  return (
    <AuthCard title="Set a new password" subtitle="At least 6 characters, and not a common one">
      <FormAlert message={actionData?.general} />
      <Form method="post" noValidate>
        <XsrfField />
        <PasswordField
          name="password"
          label="New password"
          autoComplete="new-password"
          error={errors.password}
        />
        <PasswordField
          name="password_confirmation"
          label="Confirm password"
          autoComplete="new-password"
          error={errors.password_confirmation}
        />
        <SubmitButton busy={busy}>Update password</SubmitButton>
      </Form>
    </AuthCard>
  );
}
