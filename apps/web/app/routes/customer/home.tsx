import { endpoints, isApiError } from '@bazaar/contract';
import { LogOut, Mail, Phone, Wallet } from 'lucide-react';
import { Form, Link, redirect } from 'react-router';
import { XsrfField } from '../../components/auth/fields';
import { useMoney } from '../../lib/use-money';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [{ title: 'My account — Bazaar' }];

/** Signed-in only: a missing or revoked session goes to sign-in and comes back here. */
export async function loader({ context }: Route.LoaderArgs) {
  const toLogin = redirect('/auth/login?redirectTo=/customer');
  if (!context.signedIn) throw toLogin;
  const me = await context.api(endpoints.customerInfo).catch((err: unknown) => {
    if (isApiError(err) && err.status === 401) throw toLogin;
    throw err;
  });
  return { me };
}

/** Sends the email verification link (auth/send-verification-link). */
export async function action({ context }: Route.ActionArgs) {
  const { email } = await context.api(endpoints.customerInfo);
  const sent = await context.api(endpoints.sendVerificationLink, { body: { email } });
  return { sent: sent.message };
}

export default function CustomerHome({ loaderData, actionData }: Route.ComponentProps) {
  const { me } = loaderData;
  const money = useMoney();
  return (
    <section className="mx-auto my-10 max-w-3xl px-4">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold" data-testid="account-name">
          {me.f_name} {me.l_name}
        </h1>
        <p className="text-sm text-slate-500">
          Member since{' '}
          {new Date(me.created_at).toLocaleDateString('en-PK', { year: 'numeric', month: 'long' })}
        </p>
        <dl className="mt-6 grid gap-4 tablet:grid-cols-3">
          <Fact icon={<Mail className="size-4" />} label="Email" value={me.email} />
          <Fact icon={<Phone className="size-4" />} label="Phone" value={me.phone ?? '—'} />
          <Fact icon={<Wallet className="size-4" />} label="Wallet" value={money(me.wallet_balance)} />
        </dl>
        {!me.email_verified_at && (
          <Form
            method="post"
            className="mt-6 flex flex-wrap items-center gap-3 rounded-xl bg-accent-400/10 p-4 text-sm"
          >
            <XsrfField />
            <span>Your email is not confirmed yet.</span>
            <button
              type="submit"
              className="rounded-full border border-accent-500 px-4 py-1.5 font-semibold hover:bg-accent-400/20"
            >
              Send verification link
            </button>
            {actionData?.sent && <span role="status">{actionData.sent}</span>}
          </Form>
        )}
        <Link
          to="/auth/logout"
          className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-red-600 hover:underline"
        >
          <LogOut className="size-4" /> Logout
        </Link>
      </div>
    </section>
  );
}

function Fact(props: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
        {props.icon} {props.label}
      </dt>
      <dd className="mt-1 truncate font-medium">{props.value}</dd>
    </div>
  );
}
