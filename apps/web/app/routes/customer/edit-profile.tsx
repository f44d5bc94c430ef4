import { endpoints } from '@bazaar/contract';
import { KeyRound, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import {
  changePassword,
  saveProfile,
  sendVerification,
} from '../../components/customer/profile/actions.server';
import { EmailUnconfirmed } from '../../components/customer/profile/email-status';
import { PasswordForm } from '../../components/customer/profile/password-form';
import { ProfileForm } from '../../components/customer/profile/profile-form';
import { PushPrompt } from '../../components/customer/push-prompt';
import { Toast } from '../../components/layout/toast';
import { metaT } from '../../components/lists/page-meta';
import { customerApi } from '../../lib/customer.server';
import { useT } from '../../lib/i18n';
import type { Route } from './+types/edit-profile';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)('profile.title')} — Bazaar` },
  { name: 'robots', content: 'noindex' },
];

/** The profile as the API has it now (refetched after every save, spec §4), and where photos live. */
export async function loader(args: Route.LoaderArgs) {
  const api = customerApi(args);
  const [me, config] = await Promise.all([api(endpoints.customerInfo), api(endpoints.config)]);
  return { me, imageBase: config.base_urls.customer_image_url };
}

/** One page, three forms: the profile (`intent=profile`), the password, the verification link. */
export async function action(args: Route.ActionArgs) {
  const api = customerApi(args);
  const form = await args.request.formData();
  const { locale } = args.context;
  const intent = form.get('intent');
  if (intent === 'password') return changePassword(api, form, locale);
  if (intent === 'verify') return sendVerification(api, locale);
  return saveProfile(api, form, locale);
}

const CARD = 'rounded-2xl border border-slate-200 bg-white p-4 tablet:p-6';

export default function EditProfile({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { me, imageBase } = loaderData;
  const avatar = { f_name: me.f_name, l_name: me.l_name, email: me.email, image: me.image, imageBase };
  return (
    <div className="space-y-4 desktop:space-y-6" data-testid="edit-profile">
      <Toast key={actionData?.at} message={actionData?.ok} testId="profile-toast" />
      <header>
        <h1 className="text-2xl font-bold">{t('profile.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('profile.intro')}</p>
      </header>
      {!me.email_verified_at && <EmailUnconfirmed answer={actionData} />}
      <section className={CARD} aria-labelledby="profile-details">
        <h2 id="profile-details" className="mb-4 flex items-center gap-2 text-lg font-semibold">
          <UserRound className="size-5 text-brand-600" aria-hidden /> {t('profile.details_title')}
        </h2>
        <ProfileForm me={me} avatar={avatar} answer={actionData} />
      </section>
      {/* Order updates on this device: drawn only where push works and is not on yet. */}
      <PushPrompt />
      {/* A Google-only account has no password to change (decision 306). */}
      {me.has_password && (
        <section className={CARD} aria-labelledby="profile-password" data-testid="password-section">
          <h2 id="profile-password" className="mb-1 flex items-center gap-2 text-lg font-semibold">
            <KeyRound className="size-5 text-brand-600" aria-hidden /> {t('profile.password_title')}
          </h2>
          <p className="mb-4 text-sm text-slate-600">{t('profile.password_intro')}</p>
          <PasswordForm answer={actionData} />
        </section>
      )}
    </div>
  );
}

/** An unexpected failure (the API down): what went wrong, and the same page again. */
export function ErrorBoundary() {
  const t = useT();
  const location = useLocation();
  return (
    <div role="alert" className={`${CARD} text-center`} data-testid="profile-error">
      <h1 className="text-xl font-bold">{t('profile.title')}</h1>
      <p className="mt-2 text-slate-600">{t('profile.load_failed')}</p>
      <Link
        to={location.pathname}
        reloadDocument
        className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {t('common.retry')}
      </Link>
    </div>
  );
}
