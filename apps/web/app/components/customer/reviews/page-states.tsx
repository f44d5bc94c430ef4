import { AlertTriangle } from 'lucide-react';
import { Link, useLocation, useNavigation } from 'react-router';
import { useT } from '../../../lib/i18n';

/** What went wrong loading a customer list, and a retry (the same address again). */
export function LoadFailed({ message }: { message: string }) {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <div
      role="alert"
      data-testid="load-failed"
      className="mt-6 flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-800 tablet:flex-row tablet:items-center"
    >
      <AlertTriangle className="size-5 shrink-0" aria-hidden />
      <p className="flex-1">{message}</p>
      <Link
        to={pathname + search}
        reloadDocument
        className="inline-flex min-h-11 items-center rounded-full border border-red-300 bg-white px-4 font-semibold hover:bg-red-100"
      >
        {t('common.retry')}
      </Link>
    </div>
  );
}

/**
 * True while the router loads another address of this same page (a tab, a page of the list); not while
 * it reloads the list after one of the page's own forms, which keeps the list in place.
 */
export function useLoadingHere(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === 'loading' && !navigation.formData && navigation.location?.pathname === pathname;
}

/** Grey rows the size of the list's rows, shown while the next tab or page loads. */
export function ListSkeleton({ rows = 3, tall = false }: { rows?: number; tall?: boolean }) {
  return (
    <ul aria-hidden className="mt-6 space-y-3" data-testid="list-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className={`animate-pulse rounded-2xl bg-slate-100 ${tall ? 'h-40' : 'h-20'}`} />
      ))}
    </ul>
  );
}
