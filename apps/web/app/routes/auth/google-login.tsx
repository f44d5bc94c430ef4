import { endpoints, GoogleLoginBodySchema } from '@bazaar/contract';
import { readForm, refusalOf } from '@bazaar/contract/forms';
import { useEffect, useRef, useState } from 'react';
import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { AuthCard, FormAlert } from '../../components/auth/auth-card';
import { XsrfField } from '../../components/auth/fields';
import { metaT } from '../../components/lists/page-meta';
import { useT } from '../../lib/i18n';
import { landing, signedInHeaders } from '../../lib/session.server';
import type { Route } from './+types/google-login';

const GSI_SCRIPT = 'https://accounts.google.com/gsi/client';
const GSI_ORIGIN = 'https://accounts.google.com';

/**
 * The storefront's page policy (decision 308) plus what Google Identity Services needs on this one
 * page: its script, its button frame and its calls, and popups that may talk back to the page.
 */
function googleCsp(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${GSI_SCRIPT}`,
    `style-src 'self' 'unsafe-inline' ${GSI_ORIGIN}/gsi/style`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${GSI_ORIGIN}/gsi/`,
    `frame-src ${GSI_ORIGIN}/gsi/`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Google sign-in exists only with a client id (spec §5); the page then loads Google's script. */
export async function loader({ context }: Route.LoaderArgs) {
  const config = await context.api(endpoints.config);
  const clientId = config.google_client_id?.trim() || null;
  if (!clientId) return { clientId };
  return data(
    { clientId },
    {
      headers: {
        'Content-Security-Policy': googleCsp(context.cspNonce),
        'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      },
    },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: `${t('google.title')} — Bazaar` }];
};

/**
 * The credential Google hands the page (posted as `id_token`), checked by the API (decision 304:
 * signature, audience, issuer, verified email); then signed in exactly like the password sign-in.
 * Nothing here is typed: every refusal (id_token, email, google) is one message above the button.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { locale } = context;
  const read = readForm(GoogleLoginBodySchema, form, { locale, fields: [], keep: [] });
  if (!read.ok) return read.failure;
  try {
    const session = await context.api(endpoints.googleLogin, { body: read.data });
    return redirect(landing(form.get('redirectTo'), 'login'), { headers: signedInHeaders(session.token) });
  } catch (err) {
    return refusalOf(err, locale, { fields: [] });
  }
}

type GoogleId = {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (answer: { credential?: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
};

export default function GoogleLogin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const busy = useNavigation().state !== 'idle';
  const { clientId } = loaderData;
  const formRef = useRef<HTMLFormElement>(null);
  const credentialRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!clientId) return;
    const start = () => {
      const google = (window as unknown as { google?: GoogleId }).google;
      if (!google || !buttonRef.current) return;
      google.accounts.id.initialize({
        client_id: clientId,
        callback: ({ credential }) => {
          if (!credential || !credentialRef.current || !formRef.current) return;
          credentialRef.current.value = credential;
          formRef.current.requestSubmit();
        },
      });
      google.accounts.id.renderButton(buttonRef.current, { theme: 'outline', size: 'large', shape: 'pill' });
      setReady(true);
    };
    if ((window as unknown as { google?: GoogleId }).google) return start();
    const script = document.createElement('script');
    script.src = GSI_SCRIPT;
    script.async = true;
    const fail = () => setFailed(true);
    script.addEventListener('load', start);
    script.addEventListener('error', fail);
    document.head.append(script);
    return () => {
      script.removeEventListener('load', start);
      script.removeEventListener('error', fail);
    };
  }, [clientId]);

  if (!clientId) {
    return (
      <AuthCard title={t('google.title')} subtitle={t('auth.google_unavailable')}>
        <p className="text-sm text-slate-600" data-testid="google-unavailable">
          {t('google.unavailable_hint')}
        </p>
        <Link
          to="/auth/login"
          className="mt-6 inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
        >
          {t('google.to_login')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('google.title')}
      subtitle={t('google.intro')}
      footer={
        <Link to="/auth/login" className="font-semibold text-brand-600 hover:underline">
          {t('google.email_instead')}
        </Link>
      }
    >
      <FormAlert message={actionData?.general ?? (failed ? t('auth.google_unavailable') : undefined)} />
      <Form method="post" ref={formRef} data-testid="google-form">
        <XsrfField />
        <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? '/'} />
        <input type="hidden" name="id_token" ref={credentialRef} />
      </Form>
      <div className="flex min-h-11 justify-center" ref={buttonRef} aria-busy={!ready || busy} />
      {!ready && !failed && (
        <p className="mt-2 text-center text-sm text-slate-500" role="status">
          {t('google.loading')}
        </p>
      )}
      <noscript>
        <p className="mt-2 text-center text-sm text-slate-600">{t('google.needs_script')}</p>
      </noscript>
    </AuthCard>
  );
}
