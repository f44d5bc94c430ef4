import { endpoints, StaffLoginBodySchema } from '@bazaar/contract';
import { useState } from 'react';
import { Link, redirect, useNavigate, useSearchParams } from 'react-router';
import { FormAlert, SubmitButton, showRefusal, TextField, useContractForm } from '../../kit/form';
import { api } from '../../lib/api';
import { formRefusal } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { type ConsoleArea, safeRedirect, saveSession, sessionFor } from '../../lib/session';
import { PublicFrame } from './public-frame';

/** Someone already signed in for this area goes straight on. */
export function skipIfSignedIn(area: ConsoleArea, request: Request) {
  if (!sessionFor(area)) return null;
  throw redirect(safeRedirect(area, new URL(request.url).searchParams.get('redirectTo')));
}

/**
 * Staff sign-in (POST staff/auth/login) for one area: the token is kept only if it is of this area's
 * role, so a courier cannot open the seller's pages with their own account, nor the reverse.
 */
export function LoginPage({ area }: { area: ConsoleArea }) {
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [general, setGeneral] = useState<string | null>(
    search.get('reason') === 'expired' ? t('console.session_expired') : null,
  );
  const form = useContractForm(StaffLoginBodySchema, { email: '', password: '' });
  const submit = form.handleSubmit(async (body) => {
    setGeneral(null);
    try {
      const session = await api(endpoints.staffLogin, { body });
      if (session.role !== area) {
        const revoke = { headers: { authorization: `Bearer ${session.token}` } };
        await api(endpoints.staffLogout, revoke).catch(() => undefined);
        setGeneral(t(area === 'seller' ? 'console.wrong_role_seller' : 'console.wrong_role_courier'));
        return;
      }
      saveSession({ token: session.token, role: session.role, storeId: session.store_id });
      navigate(safeRedirect(area, search.get('redirectTo')), { replace: true });
    } catch (error) {
      const refusal = formRefusal(error, ['email', 'password'], t('console.error_hint'));
      showRefusal(form, refusal);
      setGeneral(refusal.general);
    }
  });
  const title = t(area === 'seller' ? 'console.login_title_seller' : 'console.login_title_courier');
  return (
    <PublicFrame title={title}>
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h1 className="font-display text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {t(area === 'seller' ? 'console.login_intro_seller' : 'console.login_intro_courier')}
        </p>
        <form onSubmit={submit} noValidate className="mt-6 space-y-4" data-testid="login-form">
          <FormAlert message={general} />
          <TextField
            form={form}
            name="email"
            label={t('console.email')}
            type="email"
            autoComplete="username"
            dir="ltr"
          />
          <TextField
            form={form}
            name="password"
            label={t('console.password')}
            type="password"
            autoComplete="current-password"
            dir="ltr"
          />
          <SubmitButton
            pending={form.formState.isSubmitting}
            label={t('console.sign_in')}
            pendingLabel={t('console.signing_in')}
          />
        </form>
      </div>
      <p className="mt-6 text-center text-sm">
        {t(area === 'seller' ? 'console.no_store_yet' : 'console.courier_not_yet_courier')}{' '}
        <Link
          to={`/${area}/apply`}
          className="font-semibold text-brand-700 underline underline-offset-2"
          data-testid="apply-link"
        >
          {t(area === 'seller' ? 'console.apply_link' : 'console.courier_apply_link')}
        </Link>
      </p>
    </PublicFrame>
  );
}
