import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { paragraphs } from './post-date';

/** The API's placeholder for a policy the admin has not written. */
const API_PLACEHOLDER = 'Not added yet.';

/** Config text as paragraphs, or null when the admin has not written it (empty or the placeholder). */
export function configParagraphs(text: string | undefined) {
  const trimmed = (text ?? '').trim();
  return trimmed === '' || trimmed === API_PLACEHOLDER ? null : paragraphs(trimmed);
}

/** An information page: a title, then the config's text (escaped), or 'Not added yet.' in the page's language. */
export function InfoPage(props: { title: string; text?: string | undefined; children?: React.ReactNode }) {
  const t = useT();
  const body = configParagraphs(props.text);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <nav className="text-sm text-slate-500" aria-label={t('lists.breadcrumb')}>
        <Link to="/" className="hover:text-brand-700">
          {t('lists.home')}
        </Link>{' '}
        / <span className="text-slate-800">{props.title}</span>
      </nav>
      <h1 className="mt-2 text-2xl font-bold tablet:text-3xl" data-testid="info-title">
        {props.title}
      </h1>
      {props.children}
      {props.text !== undefined && (
        <div
          className="mt-6 space-y-4 rounded-2xl bg-white p-6 leading-relaxed text-slate-800 shadow-sm ring-1 ring-slate-100"
          data-testid="info-body"
        >
          {body ? (
            body.map((p) => (
              <p key={p.key} className="whitespace-pre-line">
                {p.text}
              </p>
            ))
          ) : (
            <p className="text-slate-500">{t('common.not_added_yet')}</p>
          )}
        </div>
      )}
    </div>
  );
}
