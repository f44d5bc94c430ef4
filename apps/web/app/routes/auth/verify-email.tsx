import { endpoints, VerifyEmailBodySchema } from '@bazaar/contract';
import { readForm, refusalOf } from '@bazaar/contract/forms';
import { Form, Link, useNavigation } from 'react-router';
import { AuthCard, FormAlert, SubmitButton } from '../../components/auth/auth-card';
import { XsrfField } from '../../components/auth/fields';
import { metaT } from '../../components/lists/page-meta';
import { useT } from '../../lib/i18n';
import type { Route } from './+types/verify-email';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)('authui.confirm_email_title')} — Bazaar` },
];

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

/** Opening the link only shows a button: mail scanners that follow links do not confirm anything. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = context;
  // The token is the link's, not something typed: any refusal is said above the button.
  const read = readForm(VerifyEmailBodySchema, await request.formData(), { locale, fields: [] });
  if (!read.ok) return { done: undefined, general: read.failure.general };
  try {
    const done = await context.api(endpoints.verifyEmail, { body: read.data });
    return { done: done.message, general: undefined };
  } catch (err) {
    return { done: undefined, general: refusalOf(err, locale, { fields: [] }).general };
  }
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  if (actionData?.done) {
    return (
      <AuthCard title={t('authui.email_confirmed')}>
        <p className="mb-6 text-slate-700">{actionData.done}</p>
        <Link
          to="/"
          className="block rounded-full bg-brand-600 px-4 py-3 text-center font-semibold text-white hover:bg-brand-700"
        >
          {t('authui.continue_shopping')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('authui.confirm_email_title')} subtitle={t('authui.confirm_email_subtitle')}>
      <FormAlert message={actionData?.general} />
      <Form method="post">
        <XsrfField />
        <input type="hidden" name="token" value={loaderData.token} />
        <SubmitButton busy={busy}>{t('authui.confirm_email_button')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
