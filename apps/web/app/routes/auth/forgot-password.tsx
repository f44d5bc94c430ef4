import { endpoints } from '@bazaar/contract';
import { forgotPasswordSchema } from '@bazaar/domain';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { AuthCard, FormAlert, SubmitButton } from '../../components/auth/auth-card';
import { Field, XsrfField } from '../../components/auth/fields';
import { fromApi, fromZod, keepValues } from '../../lib/forms.server';
import { resetCookie } from '../../lib/session.server';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = () => [{ title: 'Forgot password — Bazaar' }];

/** Step 1 of 3: ask for a code by email. Every email gets the same answer (decision 303). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = keepValues(form, ['email']);
  const parsed = forgotPasswordSchema.safeParse({ email: form.get('email') ?? '' });
  if (!parsed.success) return { ...fromZod(parsed.error), values };
  try {
    const step = await context.api(endpoints.forgotPassword, { body: parsed.data });
    return redirect('/auth/verify-token?notice=email-sent', {
      headers: { 'Set-Cookie': resetCookie({ token: step.token, email: parsed.data.email }) },
    });
  } catch (err) {
    return { ...fromApi(err), values };
  }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="We will email you a code to set a new one"
      footer={
        <Link to="/auth/login" className="font-semibold text-brand-600 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <FormAlert message={actionData?.general} />
      <Form method="post" noValidate>
        <XsrfField />
        <Field
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          error={actionData?.fields.email}
          defaultValue={actionData?.values?.email}
        />
        <SubmitButton busy={busy}>Send code</SubmitButton>
      </Form>
    </AuthCard>
  );
}
