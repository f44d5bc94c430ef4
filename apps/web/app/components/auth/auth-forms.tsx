import type { FormFailure } from '@bazaar/contract/forms';
import type { ComponentType, RefAttributes } from 'react';
import {
  type FetcherFormProps,
  Form,
  Link,
  useActionData,
  useFetcher,
  useNavigation,
  useRouteLoaderData,
} from 'react-router';
import type { ChromeData } from '../../lib/chrome-data';
import { useT } from '../../lib/i18n';
import { FormAlert, SubmitButton } from './auth-card';
import { Field, PasswordField, PHONE_PLACEHOLDER, XsrfField } from './fields';

/** The fields the sign-in and registration forms show messages under (others are said above them). */
export const LOGIN_FIELDS = ['email', 'password'] as const;
export const REGISTER_FIELDS = [
  'f_name',
  'l_name',
  'email',
  'phone',
  'password',
  'password_confirmation',
] as const;

/**
 * How a sign-in or registration form posts: the page with a navigation (the action's answer is the
 * page's), a modal with a fetcher (it stays open on a refusal, and a success redirects). Both post the
 * same form to the same action.
 */
export type AuthSubmit = {
  Form: ComponentType<FetcherFormProps & RefAttributes<HTMLFormElement>>;
  failure: FormFailure | undefined;
  busy: boolean;
};

export function usePageSubmit(): AuthSubmit {
  const failure = useActionData<FormFailure>();
  return { Form, failure, busy: useNavigation().state === 'submitting' };
}

export function useModalSubmit(key: 'login-modal' | 'register-modal'): AuthSubmit {
  const fetcher = useFetcher<FormFailure>({ key });
  return { Form: fetcher.Form, failure: fetcher.data, busy: fetcher.state !== 'idle' };
}

/**
 * Where the form posts: the page's action, with the page to come back to in the address too, so a
 * refused post (which renders the action's address) still knows it.
 */
const actionOf = (path: string, redirectTo: string) =>
  redirectTo === '/' ? path : `${path}?${new URLSearchParams({ redirectTo })}`;

type AuthFormProps = {
  submit: AuthSubmit;
  redirectTo: string;
  /** Keeps ids unique when the page and its modal are both on the page. */
  idPrefix?: string;
};

/** The sign-in form of /auth/login and the login modal: Google, then email and password. */
export function LoginForm({
  submit,
  redirectTo,
  idPrefix,
  onForgot,
}: AuthFormProps & { onForgot?: () => void }) {
  const t = useT();
  const { failure } = submit;
  const errors = failure?.fields ?? {};
  return (
    <>
      <GoogleButton redirectTo={redirectTo} />
      <FormAlert message={failure?.general} />
      <submit.Form method="post" action={actionOf('/auth/login', redirectTo)} noValidate>
        <XsrfField />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          name="email"
          label={t('authui.email')}
          type="email"
          autoComplete="email"
          error={errors.email}
          defaultValue={failure?.values?.email}
          idPrefix={idPrefix}
        />
        <PasswordField
          name="password"
          label={t('authui.password')}
          autoComplete="current-password"
          error={errors.password}
          idPrefix={idPrefix}
        />
        <div className="-mt-2 mb-4 text-end">
          <Link
            to="/auth/forgot-password"
            onClick={onForgot}
            className="inline-block py-2 text-sm font-medium text-brand-700 hover:underline"
          >
            {t('authui.forgot_link')}
          </Link>
        </div>
        <SubmitButton busy={submit.busy}>{t('authui.sign_in_button')}</SubmitButton>
      </submit.Form>
    </>
  );
}

/** The registration form of /auth/register and the registration modal. */
export function RegisterForm({ submit, redirectTo, idPrefix }: AuthFormProps) {
  const t = useT();
  const { failure } = submit;
  const errors = failure?.fields ?? {};
  const values = failure?.values ?? {};
  return (
    <>
      <GoogleButton redirectTo={redirectTo} />
      <FormAlert message={failure?.general} />
      <submit.Form method="post" action={actionOf('/auth/register', redirectTo)} noValidate>
        <XsrfField />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div className="grid grid-cols-1 gap-x-3 tablet:grid-cols-2">
          <Field
            name="f_name"
            label={t('authui.first_name')}
            autoComplete="given-name"
            error={errors.f_name}
            defaultValue={values.f_name}
            idPrefix={idPrefix}
          />
          <Field
            name="l_name"
            label={t('authui.last_name')}
            autoComplete="family-name"
            error={errors.l_name}
            defaultValue={values.l_name}
            idPrefix={idPrefix}
          />
        </div>
        <Field
          name="email"
          label={t('authui.email')}
          type="email"
          autoComplete="email"
          error={errors.email}
          defaultValue={values.email}
          idPrefix={idPrefix}
        />
        <Field
          name="phone"
          label={t('authui.phone')}
          type="tel"
          autoComplete="tel-national"
          placeholder={PHONE_PLACEHOLDER}
          hint={t('common.phone_hint')}
          error={errors.phone}
          defaultValue={values.phone}
          idPrefix={idPrefix}
        />
        <PasswordField
          name="password"
          label={t('authui.password')}
          autoComplete="new-password"
          error={errors.password}
          idPrefix={idPrefix}
        />
        <PasswordField
          name="password_confirmation"
          label={t('authui.confirm_password')}
          autoComplete="new-password"
          error={errors.password_confirmation}
          idPrefix={idPrefix}
        />
        <SubmitButton busy={submit.busy}>{t('authui.create_account_button')}</SubmitButton>
      </submit.Form>
    </>
  );
}

/** 'Continue with Google' (spec §5: only when a Google client id is configured); /auth/google-login does the rest. */
export function GoogleButton({ redirectTo }: { redirectTo?: string }) {
  const t = useT();
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  if (!chrome?.config.google_client_id) return null;
  const href = redirectTo
    ? `/auth/google-login?${new URLSearchParams({ redirectTo })}`
    : '/auth/google-login';
  return (
    <>
      <a
        href={href}
        data-testid="google-sign-in"
        className="flex min-h-11 w-full items-center justify-center gap-2 rounded-full border border-slate-300 px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="#4285F4"
            d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.8h3.6c2.1-1.9 3.3-4.8 3.3-8.1z"
          />
          <path
            fill="#34A853"
            d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23z"
          />
          <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 10l3.7-2.9z" />
          <path
            fill="#EA4335"
            d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z"
          />
        </svg>
        {t('authui.google')}
      </a>
      <p className="my-4 flex items-center gap-3 text-xs uppercase text-slate-400 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
        {t('authui.or')}
      </p>
    </>
  );
}
