import { endpoints, SendVerificationLinkBodySchema } from '@bazaar/contract';
import { t as translate } from '@bazaar/domain';
import { MailCheck } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { AuthCard, FormAlert, SubmitButton } from '../../components/auth/auth-card';
import { Field, XsrfField } from '../../components/auth/fields';
import { apiFailure, zodFailure } from '../../components/auth/form-failure.server';
import { metaT } from '../../components/lists/page-meta';
import { keepValues } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import type { Route } from './+types/send-verification-link';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)('verifylink.title')} — Bazaar` },
];

/** `?email=` fills the field (the app links here with the address it knows). */
export function loader({ request }: Route.LoaderArgs) {
  return { email: (new URL(request.url).searchParams.get('email') ?? '').slice(0, 200) };
}

/** Ask the API to email a confirmation link; it answers the same for every address (no account probing). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = keepValues(form, ['email']);
  const parsed = SendVerificationLinkBodySchema.safeParse({ email: form.get('email') ?? '' });
  if (!parsed.success) return { ...zodFailure(parsed.error, context.locale), values, sent: undefined };
  try {
    await context.api(endpoints.sendVerificationLink, { body: parsed.data });
    return { fields: {}, values, sent: translate('auth.email_sent', undefined, context.locale) };
  } catch (err) {
    return { ...apiFailure(err, context.locale), values, sent: undefined };
  }
}

export default function SendVerificationLink({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const fields: Record<string, string | undefined> = actionData?.fields ?? {};
  return (
    <AuthCard
      title={t('verifylink.title')}
      subtitle={t('verifylink.intro')}
      footer={
        <Link to="/auth/login" className="font-semibold text-brand-600 hover:underline">
          {t('verifylink.back')}
        </Link>
      }
    >
      {actionData?.sent && (
        <div
          role="status"
          data-testid="verification-sent"
          className="mb-4 flex gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800"
        >
          <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-semibold">{actionData.sent}</span> {t('verifylink.check_inbox')}
          </p>
        </div>
      )}
      <FormAlert
        message={'general' in (actionData ?? {}) ? (actionData as { general?: string }).general : undefined}
      />
      <Form method="post" noValidate>
        <XsrfField />
        <Field
          name="email"
          label={t('verifylink.email_label')}
          type="email"
          autoComplete="email"
          error={fields.email}
          defaultValue={actionData?.values?.email ?? loaderData.email}
        />
        <SubmitButton busy={busy}>{t('verifylink.submit')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
