import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { LanguageSwitch } from '../../shell/language-switch';

/** The frame of the pages before sign-in (sign-in, the store application): the brand, language, the shop. */
export function PublicFrame({
  title,
  wide,
  children,
}: {
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="min-h-screen">
      <header className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-2">
        <a href="/" className="inline-flex min-h-11 items-center gap-2 font-display font-bold text-brand-700">
          <Store aria-hidden className="size-5" />
          Bazaar
        </a>
        <LanguageSwitch />
      </header>
      <main id="content" className={`mx-auto w-full px-4 py-8 ${wide ? 'max-w-3xl' : 'max-w-md'}`}>
        <title>{title}</title>
        {children}
        <p className="mt-8 text-center text-sm">
          <a href="/" className="text-brand-700 underline underline-offset-2">
            {t('console.back_to_shop')}
          </a>
        </p>
      </main>
    </div>
  );
}
