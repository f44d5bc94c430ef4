import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { ChromeCategory } from '../../lib/chrome-data';
import { loadOnIntent, useLoadWhenIdle, useOnceWanted } from '../../lib/dialog-on-demand';
import { useT } from '../../lib/i18n';
import type { SignedIn } from './mobile-menu-panel';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(loadPanel);

/**
 * The menu button of phones (below the tablet breakpoint). Its off-canvas panel (mobile-menu-panel.tsx)
 * and the dialog library are not part of the page: they load once the page is idle, or sooner when the
 * button is pointed at, focused or touched.
 */
export function MobileMenu({ categories, customer }: { categories: ChromeCategory[]; customer: SignedIn }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const mounted = useOnceWanted(open);
  useLoadWhenIdle(loadPanel);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className="grid size-11 shrink-0 place-items-center rounded-md text-slate-700 hover:bg-slate-100 tablet:hidden"
        aria-label={t('chrome.open_menu')}
        data-testid="menu-open"
        {...loadOnIntent(loadPanel)}
        onClick={() => setOpen(true)}
      >
        <Menu className="size-5" aria-hidden />
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            categories={categories}
            customer={customer}
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
