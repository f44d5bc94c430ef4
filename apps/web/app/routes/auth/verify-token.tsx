import { endpoints, VerifyTokenBodySchema } from '@bazaar/contract';
import { readForm, refusalOf } from '@bazaar/contract/forms';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { AuthCard, FormAlert, SubmitButton } from '../../components/auth/auth-card';
import { Field, XsrfField } from '../../components/auth/fields';
import { metaT } from '../../components/lists/page-meta';
import { useT } from '../../lib/i18n';
import { readResetFlow, resetCookie } from '../../lib/session.server';
import type { Route } from './+types/verify-token';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)('authui.meta_verify_token')} — Bazaar` },
];

/** a***@example.pk: enough to recognise the address, not to read it off a shoulder. */
const maskEmail = (email: string) => email.replace(/^(.)[^@]*/, (_, first: string) => `${first}***`);

export function loader({ request }: Route.LoaderArgs) {
  const flow = readResetFlow(request);
  if (!flow) throw redirect('/auth/forgot-password');
  return { email: maskEmail(flow.email) };
}

const FIELDS = ['reset_token'];

/** Step 2 of 3: the code from the email (the email and the flow's token are the cookie's). */
export async function action({ request, context }: Route.ActionArgs) {
  const flow = readResetFlow(request);
  if (!flow) throw redirect('/auth/forgot-password');
  const { locale } = context;
  const read = readForm(VerifyTokenBodySchema, await request.formData(), {
    locale,
    fields: FIELDS,
    add: { email: flow.email, token: flow.token },
  });
  if (!read.ok) return read.failure;
  try {
    await context.api(endpoints.verifyToken, { body: read.data });
    return redirect('/auth/reset-password', {
      headers: { 'Set-Cookie': resetCookie({ ...flow, code: read.data.reset_token }) },
    });
  } catch (err) {
    return refusalOf(err, locale, { fields: FIELDS });
  }
}

export default function VerifyToken({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthCard
      title={t('authui.verify_title')}
      subtitle={t('authui.verify_subtitle', { email: loaderData.email })}
      footer={
        <Link to="/auth/forgot-password" className="font-semibold text-brand-700 hover:underline">
          {t('authui.new_code')}
        </Link>
      }
    >
      <FormAlert message={actionData?.general} />
      <Form method="post" noValidate>
        <XsrfField />
        <Field
          name="reset_token"
          label={t('authui.code')}
          autoComplete="one-time-code"
          placeholder="ABCD2345"
          error={actionData?.fields.reset_token}
        />
        <SubmitButton busy={busy}>{t('authui.verify_button')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
