import { Link } from 'react-router';

/** A home-page shelf: a title, an optional "View all" link, and its content. */
export function Section(props: {
  id: string;
  title: string;
  href?: string;
  children: React.ReactNode;
  tone?: 'plain' | 'deal';
}) {
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
            className="shrink-0 text-sm font-semibold text-brand-600 hover:text-brand-700"
          >
            View all →
          </Link>
        )}
      </div>
      <div className="mt-4">{props.children}</div>
    </section>
  );
}
