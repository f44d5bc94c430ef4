import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';

/** A home-page shelf: a title, an optional "View all" link (to a real list page), and its content. */
export function Section(props: {
  id: string;
  title: string;
  href?: string;
  children: React.ReactNode;
  tone?: 'plain' | 'deal';
}) {
  const t = useT();
  return (
    <section
      className={`mt-10 ${props.tone === 'deal' ? 'rounded-2xl bg-gradient-to-br from-rose-50 to-amber-50 p-4 tablet:p-6' : ''}`}
      aria-labelledby={props.id}
      data-testid={`home-${props.id}`}
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={props.id} className="text-xl font-bold tablet:text-2xl">
          {props.title}
        </h2>
        {props.href && (
          <Link
            to={props.href}
            className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-brand-600 hover:text-brand-700"
            data-testid="view-all"
          >
            {t('home.view_all')}
            <span className="sr-only">: {props.title}</span>
            <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
          </Link>
        )}
      </div>
      <div className="mt-4">{props.children}</div>
    </section>
  );
}
