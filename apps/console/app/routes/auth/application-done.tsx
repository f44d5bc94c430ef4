import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { PublicFrame } from './public-frame';

/** After an application is sent: it waits for review, the applicant is told by e-mail, then signs in. */
export function ApplicationDone({ hint, signInTo }: { hint: string; signInTo: string }) {
  const t = useT();
  return (
    <PublicFrame title={t('console.apply_done_title')} wide>
      <div
        role="status"
        className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
        data-testid="apply-done"
      >
        <CheckCircle2 aria-hidden className="mx-auto size-12 text-brand-600" />
        <h1 className="mt-3 font-display text-2xl font-bold">{t('console.apply_done_title')}</h1>
        <p className="mt-2 text-slate-700">{hint}</p>
        <Link
          to={signInTo}
          className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-2"
        >
          {t('console.sign_in')}
        </Link>
      </div>
    </PublicFrame>
  );
}
