import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '../../kit/form';
import { useT } from '../../lib/i18n';

/** The fields every application shares (a store's owner, a courier): names, e-mail, phone, password. */
type ApplicantValues = { f_name: string; l_name: string; email: string; phone: string; password: string };

/**
 * The applicant's own fields, the same on both applications (the domain's schemas share their rules):
 * the account they will sign in with once approved.
 */
export function ApplicantFields<T extends FieldValues & ApplicantValues>({
  form,
}: {
  form: UseFormReturn<T, unknown, unknown>;
}) {
  const t = useT();
  const name = (field: keyof ApplicantValues) => field as Path<T>;
  return (
    <>
      <div className="grid gap-4 tablet:grid-cols-2">
        <TextField
          form={form}
          name={name('f_name')}
          label={t('console.first_name')}
          autoComplete="given-name"
        />
        <TextField
          form={form}
          name={name('l_name')}
          label={t('console.last_name')}
          autoComplete="family-name"
        />
      </div>
      <TextField
        form={form}
        name={name('email')}
        label={t('console.email')}
        type="email"
        autoComplete="email"
        dir="ltr"
      />
      <TextField
        form={form}
        name={name('phone')}
        label={t('console.phone')}
        hint={t('common.phone_hint')}
        type="tel"
        autoComplete="tel-national"
        dir="ltr"
      />
      <TextField
        form={form}
        name={name('password')}
        label={t('console.password')}
        type="password"
        autoComplete="new-password"
        dir="ltr"
      />
    </>
  );
}

/** Below an application: already approved? Sign in. */
export function HaveAccount({ question, signInTo }: { question: string; signInTo: string }) {
  const t = useT();
  return (
    <p className="mt-6 text-center text-sm">
      {question}{' '}
      <Link to={signInTo} className="font-semibold text-brand-700 underline underline-offset-2">
        {t('console.sign_in')}
      </Link>
    </p>
  );
}
