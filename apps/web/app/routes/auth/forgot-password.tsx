import { endpoints, ForgotPasswordBodySchema } from '@bazaar/contract';
import { keptValues, readForm, refusalOf } from '@bazaar/contract/forms';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { AuthCard, FormAlert, SubmitButton } from '../../components/auth/auth-card';
import { Field, XsrfField } from '../../components/auth/fields';
import { metaT } from '../../components/lists/page-meta';
import { useT } from '../../lib/i18n';
import { resetCookie } from '../../lib/session.server';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)('authui.forgot_title')} — Bazaar` },
];

const FIELDS = ['email'];

/** Step 1 of 3: ask for a code by email. Every email gets the same answer (decision 303). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { locale } = context;
  const read = readForm(ForgotPasswordBodySchema, form, { locale, fields: FIELDS });
  if (!read.ok) return read.failure;
  try {
    const step = await context.api(endpoints.forgotPassword, { body: read.data });
    return redirect('/auth/verify-token?notice=email-sent', {
      headers: { 'Set-Cookie': resetCookie({ token: step.token, email: read.data.email }) },
    });
  } catch (err) {
    return refusalOf(err, locale, { fields: FIELDS, values: keptValues(form) });
  }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthCard
      title={t('authui.forgot_title')}
      subtitle={t('authui.forgot_subtitle')}
      footer={
        <Link to="/auth/login" className="font-semibold text-brand-700 hover:underline">
          {t('authui.back_to_sign_in')}
        </Link>
      }
    >
      <FormAlert message={actionData?.general} />
      <Form method="post" noValidate>
        <XsrfField />
        <Field
          name="email"
          label={t('authui.email')}
          type="email"
          autoComplete="email"
          error={actionData?.fields.email}
          defaultValue={actionData?.values?.email}
        />
        <SubmitButton busy={busy}>{t('authui.send_code')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
