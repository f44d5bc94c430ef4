import { AlertTriangle, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../lib/i18n';

/** Grey blocks the size of what is coming, with the word for screen readers. */
export function LoadingState({ rows = 3 }: { rows?: number }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className="space-y-3" data-testid="loading-state">
      <span className="sr-only">{t('console.loading')}</span>
      {Array.from({ length: rows }, (_, i) => i + 1).map((n) => (
        <div key={n} className="h-14 animate-pulse rounded-lg bg-slate-200" />
      ))}
    </div>
  );
}

/** Nothing to show: a sentence, and a way forward when there is one. */
export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div
      className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center"
      data-testid="empty-state"
    >
      <Inbox aria-hidden className="size-8 text-slate-400" />
      <p className="mt-3 font-semibold text-slate-800">{title}</p>
      {hint && <p className="mt-1 max-w-sm text-sm text-slate-600">{hint}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

/** What went wrong, in words a seller can act on, and a retry that loads the page's data again. */
export function ErrorState({ message }: { message?: string }) {
  const t = useT();
  const revalidator = useRevalidator();
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-6"
      data-testid="error-state"
    >
      <div className="flex items-start gap-3">
        <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div>
          <p className="font-semibold text-red-900">{t('console.error_title')}</p>
          <p className="mt-1 text-sm text-red-800">{message ?? t('console.error_hint')}</p>
          <button
            type="button"
            onClick={() => void revalidator.revalidate()}
            className="mt-3 min-h-11 rounded-lg bg-white px-4 text-sm font-semibold text-red-900 ring-1 ring-red-300 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700"
          >
            {t('console.retry')}
          </button>
        </div>
      </div>
    </div>
  );
}
