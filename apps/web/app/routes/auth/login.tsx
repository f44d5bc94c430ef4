import { endpoints } from '@bazaar/contract';
import { loginSchema } from '@bazaar/domain';
import { Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { AuthCard, FormAlert, SubmitButton } from '../../components/auth/auth-card';
import { Field, PasswordField, XsrfField } from '../../components/auth/fields';
import { fromApi, fromZod, keepValues } from '../../lib/forms.server';
import { landing, signedInHeaders } from '../../lib/session.server';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: 'Sign in — Bazaar' }];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = keepValues(form, ['email']);
  const parsed = loginSchema.safeParse({
    email: form.get('email') ?? '',
    password: form.get('password') ?? '',
    login_with: 'manual',
  });
  if (!parsed.success) return { ...fromZod(parsed.error), values };
  try {
    const session = await context.api(endpoints.login, { body: parsed.data });
    return redirect(landing(form.get('redirectTo'), 'login'), { headers: signedInHeaders(session.token) });
  } catch (err) {
    return { ...fromApi(err), values };
  }
}

export default function Login({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const [params] = useSearchParams();
  const errors = actionData?.fields ?? {};
  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back to Bazaar"
      footer={
        <>
          New to Bazaar?{' '}
          <Link to="/auth/register" className="font-semibold text-brand-600 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <FormAlert message={actionData?.general} />
      <Form method="post" noValidate>
        <XsrfField />
        <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? '/'} />
        <Field
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email}
          defaultValue={actionData?.values?.email}
        />
        <PasswordField
          name="password"
          label="Password"
          autoComplete="current-password"
          error={errors.password}
        />
        <div className="-mt-2 mb-4 text-right">
          <Link to="/auth/forgot-password" className="text-sm font-medium text-brand-600 hover:underline">
            Forgot password?
          </Link>
        </div>
        <SubmitButton busy={busy}>Sign in</SubmitButton>
      </Form>
    </AuthCard>
  );
}
