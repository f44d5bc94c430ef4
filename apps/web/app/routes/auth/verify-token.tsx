import { endpoints } from '@bazaar/contract';
import { verifyTokenSchema } from '@bazaar/domain';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { AuthCard, FormAlert, SubmitButton } from '../../components/auth/auth-card';
import { Field, XsrfField } from '../../components/auth/fields';
import { fromApi, fromZod } from '../../lib/forms.server';
import { readResetFlow, resetCookie } from '../../lib/session.server';
import type { Route } from './+types/verify-token';

export const meta: Route.MetaFunction = () => [{ title: 'Enter your code — Bazaar' }];

/** a***@example.pk: enough to recognise the address, not to read it off a shoulder. */
const maskEmail = (email: string) => email.replace(/^(.)[^@]*/, (_, first: string) => `${first}***`);

export function loader({ request }: Route.LoaderArgs) {
  const flow = readResetFlow(request);
  if (!flow) throw redirect('/auth/forgot-password');
  return { email: maskEmail(flow.email) };
}

/** Step 2 of 3: the code from the email. */
export async function action({ request, context }: Route.ActionArgs) {
  const flow = readResetFlow(request);
  if (!flow) throw redirect('/auth/forgot-password');
  const form = await request.formData();
  const parsed = verifyTokenSchema.safeParse({
    email: flow.email,
    reset_token: form.get('reset_token') ?? '',
  });
  if (!parsed.success) return fromZod(parsed.error);
  try {
    await context.api(endpoints.verifyToken, { body: { ...parsed.data, token: flow.token } });
    return redirect('/auth/reset-password', {
      headers: { 'Set-Cookie': resetCookie({ ...flow, code: parsed.data.reset_token }) },
    });
  } catch (err) {
    return fromApi(err);
  }
}

export default function VerifyToken({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthCard
      title="Check your email"
      subtitle={`If ${loaderData.email} has an account, we sent it an 8-character code.`}
      footer={
        <Link to="/auth/forgot-password" className="font-semibold text-brand-600 hover:underline">
          Send a new code
        </Link>
      }
    >
      <FormAlert message={actionData?.general} />
      <Form method="post" noValidate>
        <XsrfField />
        <Field
          name="reset_token"
          label="Code"
          autoComplete="one-time-code"
          placeholder="ABCD2345"
          error={actionData?.fields.reset_token}
        />
        <SubmitButton busy={busy}>Verify code</SubmitButton>
      </Form>
    </AuthCard>
  );
}
