import { Megaphone } from 'lucide-react';
import { useT } from '../../lib/i18n';

/**
 * What the seller tells shoppers on the store page (decision 408): their announcement (a holiday, a
 * delay) set apart, and the store's description, both in the shopper's language where the seller gave
 * it. Plain text as written; nothing when the seller wrote neither.
 */
export function StoreNotes({
  name,
  announcement,
  description,
}: {
  name: string;
  announcement: string | null;
  description: string | null;
}) {
  const t = useT();
  if (!announcement && !description) return null;
  return (
    <div className="mt-4 space-y-4">
      {announcement && (
        <section
          aria-labelledby="store-announcement"
          data-testid="store-announcement"
          className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900"
        >
          <Megaphone className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <div>
            <h2 id="store-announcement" className="font-semibold">
              {t('store.announcement')}
            </h2>
            <p className="bidi-plain mt-0.5 whitespace-pre-line">{announcement}</p>
          </div>
        </section>
      )}
      {description && (
        <section aria-labelledby="store-about" data-testid="store-description" className="max-w-3xl">
          <h2 id="store-about" className="text-lg font-bold text-slate-900">
            {t('store.about', { store: name })}
          </h2>
          <p className="bidi-plain mt-2 whitespace-pre-line text-slate-700">{description}</p>
        </section>
      )}
    </div>
  );
}
