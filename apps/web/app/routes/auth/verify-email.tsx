import { endpoints } from '@bazaar/contract';
import { Form, Link, useNavigation } from 'react-router';
import { AuthCard, FormAlert, SubmitButton } from '../../components/auth/auth-card';
import { XsrfField } from '../../components/auth/fields';
import { fromApi } from '../../lib/forms.server';
import type { Route } from './+types/verify-email';

export const meta: Route.MetaFunction = () => [{ title: 'Confirm your email — Bazaar' }];

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

/** Opening the link only shows a button: mail scanners that follow links do not confirm anything. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    const done = await context.api(endpoints.verifyEmail, {
      body: { token: String(form.get('token') ?? '') },
    });
    return { done: done.message, fields: {} as Record<string, string>, general: undefined };
  } catch (err) {
    const failure = fromApi(err);
    return {
      done: undefined,
      fields: failure.fields,
      general: failure.general ?? Object.values(failure.fields)[0],
    };
  }
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  if (actionData?.done) {
    return (
      <AuthCard title="Email confirmed">
        <p className="mb-6 text-slate-700">{actionData.done}</p>
        <Link
          to="/"
          className="block rounded-full bg-brand-600 px-4 py-3 text-center font-semibold text-white hover:bg-brand-700"
        >
          Continue shopping
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirm your email" subtitle="One click and your address is confirmed">
      <FormAlert message={actionData?.general} />
      <Form method="post">
        <XsrfField />
        <input type="hidden" name="token" value={loaderData.token} />
        <SubmitButton busy={busy}>Confirm my email</SubmitButton>
      </Form>
    </AuthCard>
  );
}
