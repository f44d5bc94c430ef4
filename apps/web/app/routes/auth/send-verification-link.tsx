import { endpoints, SendVerificationLinkBodySchema } from '@bazaar/contract';
import { type FormFailure, keptValues, readForm, refusalOf } from '@bazaar/contract/forms';
import { t as translate } from '@bazaar/domain';
import { MailCheck } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { AuthCard, FormAlert, SubmitButton } from '../../components/auth/auth-card';
import { Field, XsrfField } from '../../components/auth/fields';
import { metaT } from '../../components/lists/page-meta';
import { useT } from '../../lib/i18n';
import type { Route } from './+types/send-verification-link';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)('verifylink.title')} — Bazaar` },
];

/** `?email=` fills the field (the app links here with the address it knows). */
export function loader({ request }: Route.LoaderArgs) {
  return { email: (new URL(request.url).searchParams.get('email') ?? '').slice(0, 200) };
}

const FIELDS = ['email'];
/** The form's answer: refused (messages, the address kept), or sent (and the address still shown). */
type Answer = FormFailure & { sent?: string };

/** Ask the API to email a confirmation link; it answers the same for every address (no account probing). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { locale } = context;
  const read = readForm(SendVerificationLinkBodySchema, form, { locale, fields: FIELDS });
  if (!read.ok) return read.failure satisfies Answer;
  try {
    await context.api(endpoints.sendVerificationLink, { body: read.data });
    const sent = translate('auth.email_sent', undefined, locale);
    return { fields: {}, values: keptValues(form), sent } satisfies Answer;
  } catch (err) {
    return refusalOf(err, locale, { fields: FIELDS, values: keptValues(form) }) satisfies Answer;
  }
}

export default function SendVerificationLink({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const answer: Answer | undefined = actionData;
  const fields: Record<string, string | undefined> = answer?.fields ?? {};
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
      {answer?.sent && (
        <div
          role="status"
          data-testid="verification-sent"
          className="mb-4 flex gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800"
        >
          <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-semibold">{answer.sent}</span> {t('verifylink.check_inbox')}
          </p>
        </div>
      )}
      <FormAlert message={answer?.general} />
      <Form method="post" noValidate>
        <XsrfField />
        <Field
          name="email"
          label={t('verifylink.email_label')}
          type="email"
          autoComplete="email"
          error={fields.email}
          defaultValue={answer?.values?.email ?? loaderData.email}
        />
        <SubmitButton busy={busy}>{t('verifylink.submit')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
