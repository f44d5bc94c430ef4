import { endpoints } from '@bazaar/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { LogOut, Menu, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { NavLink, useNavigate, useNavigation } from 'react-router';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { api } from '../lib/api';
import { useT } from '../lib/i18n';
import { type ConsoleArea, clearSession } from '../lib/session';
import { LanguageSwitch } from './language-switch';
import { NAV } from './nav';

function NavList({ area, onNavigate }: { area: ConsoleArea; onNavigate?: () => void }) {
  const t = useT();
  return (
    <ul className="space-y-1">
      {NAV[area].map(({ to, label, icon: Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            onClick={onNavigate}
            className={({ isActive }) =>
              `flex min-h-11 items-center gap-3 rounded-lg px-3 font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
                isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'
              }`
            }
          >
            <Icon aria-hidden className="size-5" />
            {t(label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Asks, revokes the token (best effort: the tab forgets it either way) and goes to the sign-in page. */
function SignOut({ area }: { area: ConsoleArea }) {
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const signOut = async () => {
    await api(endpoints.staffLogout).catch(() => undefined);
    clearSession();
    navigate(`/${area}/login`, { replace: true });
  };
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        data-testid="sign-out"
      >
        <LogOut aria-hidden className="size-4 rtl:rotate-180" />
        <span className="hidden tablet:inline">{t('console.sign_out')}</span>
        <span className="sr-only tablet:hidden">{t('console.sign_out')}</span>
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('console.sign_out_confirm')}
        description={t('console.sign_out_hint')}
        confirmLabel={t('console.sign_out')}
        cancelLabel={t('console.cancel')}
        onConfirm={() => void signOut()}
      />
    </>
  );
}

/**
 * The frame of every signed-in page: a sidebar of the area's sections (a drawer on a phone), a top
 * bar with what the page is about (the store's name and whether it is open), the language and sign
 * out, and the page itself in <main>.
 */
export function ConsoleShell({
  area,
  title,
  status,
  children,
}: {
  area: ConsoleArea;
  /** The store's name for a seller. */
  title: string;
  /** A badge beside the title (open or closed now). */
  status?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const [drawer, setDrawer] = useState(false);
  const busy = useNavigation().state !== 'idle';
  const brand = t(area === 'seller' ? 'console.seller_title' : 'console.courier_title');
  return (
    <div className="min-h-screen desktop:grid desktop:grid-cols-[15rem_1fr]">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('console.skip_to_content')}
      </a>
      <aside className="hidden border-e border-slate-200 bg-white desktop:block">
        <div className="sticky top-0 p-4">
          <p className="mb-6 px-3 font-display text-lg font-bold text-brand-700">{brand}</p>
          <nav aria-label={t('console.nav_label')}>
            <NavList area={area} />
          </nav>
        </div>
      </aside>
      <div className="min-w-0">
        {busy && (
          // The next page's data is on its way: a thin bar, and the word for screen readers.
          <div
            role="progressbar"
            aria-label={t('console.loading')}
            className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-500"
            data-testid="navigation-progress"
          />
        )}
        <header className="sticky top-0 z-30 flex items-center gap-2 border-b border-slate-200 bg-white/95 px-3 py-2 backdrop-blur tablet:px-6">
          <Dialog.Root open={drawer} onOpenChange={setDrawer}>
            <Dialog.Trigger
              className="grid size-11 place-items-center rounded-lg hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 desktop:hidden"
              aria-label={t('console.menu_open')}
            >
              <Menu aria-hidden className="size-6" />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
              <Dialog.Content className="fixed inset-y-0 start-0 z-50 w-72 max-w-[85vw] bg-white p-4 shadow-xl">
                <div className="mb-6 flex items-center justify-between">
                  <Dialog.Title className="px-3 font-display text-lg font-bold text-brand-700">
                    {brand}
                  </Dialog.Title>
                  <Dialog.Close
                    className="grid size-11 place-items-center rounded-lg hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                    aria-label={t('console.menu_close')}
                  >
                    <X aria-hidden className="size-5" />
                  </Dialog.Close>
                </div>
                <Dialog.Description className="sr-only">{t('console.nav_label')}</Dialog.Description>
                <nav aria-label={t('console.nav_label')}>
                  <NavList area={area} onNavigate={() => setDrawer(false)} />
                </nav>
                {/* On a phone the top bar keeps its room for the store's name: the language is here. */}
                <div className="mt-6 border-t border-slate-200 px-3 pt-4 tablet:hidden">
                  <LanguageSwitch />
                </div>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          <div className="flex min-w-0 flex-1 items-center gap-2">
            <p className="bidi-plain truncate font-display font-semibold" data-testid="shell-title">
              {title}
            </p>
            {status}
          </div>
          <div className="hidden tablet:block">
            <LanguageSwitch />
          </div>
          <SignOut area={area} />
        </header>
        <main id="content" className="mx-auto w-full max-w-6xl px-3 py-4 tablet:px-6 tablet:py-6">
          {children}
        </main>
      </div>
    </div>
  );
}

/** Open or closed now, as a badge the top bar shows beside the store's name. */
export function OpenBadge({ open }: { open: boolean }) {
  const t = useT();
  return (
    <span
      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${open ? 'bg-brand-100 text-brand-900' : 'bg-slate-200 text-slate-800'}`}
      data-testid="open-badge"
    >
      {t(open ? 'console.store_open' : 'console.store_closed')}
    </span>
  );
}
