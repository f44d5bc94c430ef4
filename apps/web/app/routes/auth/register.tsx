import { endpoints } from '@bazaar/contract';
import { registrationFormSchema } from '@bazaar/domain';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { AuthCard, FormAlert, SubmitButton } from '../../components/auth/auth-card';
import { Field, PasswordField, XsrfField } from '../../components/auth/fields';
import { fromApi, fromZod, keepValues } from '../../lib/forms.server';
import { landing, signedInHeaders } from '../../lib/session.server';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = () => [{ title: 'Create an account — Bazaar' }];

const TEXT_FIELDS = ['f_name', 'l_name', 'email', 'phone'];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = keepValues(form, TEXT_FIELDS);
  const fields = Object.fromEntries(
    [...TEXT_FIELDS, 'password', 'password_confirmation'].map((n) => [n, String(form.get(n) ?? '')]),
  );
  const parsed = registrationFormSchema.safeParse({ ...fields, registration_type: 'manual' });
  if (!parsed.success) return { ...fromZod(parsed.error), values };
  const { password_confirmation: _, ...body } = parsed.data;
  try {
    const session = await context.api(endpoints.signUp, { body });
    return redirect(landing('/', 'registered'), { headers: signedInHeaders(session.token) });
  } catch (err) {
    return { ...fromApi(err), values };
  }
}

export default function Register({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const errors = actionData?.fields ?? {};
  const values = actionData?.values ?? {};
  return (
    <AuthCard
      title="Create your account"
      subtitle="Shop from stores across Pakistan"
      footer={
        <>
          Already have an account?{' '}
          <Link to="/auth/login" className="font-semibold text-brand-600 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <FormAlert message={actionData?.general} />
      <Form method="post" noValidate>
        <XsrfField />
        <div className="grid grid-cols-1 gap-x-3 tablet:grid-cols-2">
          <Field
            name="f_name"
            label="First name"
            autoComplete="given-name"
            error={errors.f_name}
            defaultValue={values.f_name}
          />
          <Field
            name="l_name"
            label="Last name"
            autoComplete="family-name"
            error={errors.l_name}
            defaultValue={values.l_name}
          />
        </div>
        <Field
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email}
          defaultValue={values.email}
        />
        <Field
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel-national"
          placeholder="3001234567"
          hint="Without the country code"
          error={errors.phone}
          defaultValue={values.phone}
        />
        <PasswordField name="password" label="Password" autoComplete="new-password" error={errors.password} />
        <PasswordField
          name="password_confirmation"
          label="Confirm password"
          autoComplete="new-password"
          error={errors.password_confirmation}
        />
        <SubmitButton busy={busy}>Create account</SubmitButton>
      </Form>
    </AuthCard>
  );
}
