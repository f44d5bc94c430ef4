import * as Dialog from '@radix-ui/react-dialog';
import { ChevronDown, X } from 'lucide-react';
import { Link } from 'react-router';
import type { ChromeCategory } from '../../lib/chrome-data';
import { focusBackTo } from '../../lib/dialog-on-demand';
import { useT } from '../../lib/i18n';
import { categoryHref } from './category-strip';
import { LanguageList } from './language-switch';

export type SignedIn = { f_name: string; l_name: string } | null;

const LINK = 'flex min-h-11 items-center rounded-lg px-2 font-medium text-slate-800 hover:bg-slate-50';

function MenuLink({ to, children, testId }: { to: string; children: React.ReactNode; testId?: string }) {
  return (
    <li>
      <Dialog.Close asChild>
        <Link to={to} className={LINK} data-testid={testId}>
          {children}
        </Link>
      </Dialog.Close>
    </li>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-slate-100 py-3">
      <h2 className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The mobile off-canvas (below the tablet breakpoint): account (sign in / register, or profile,
 * orders, favourites, wallet, logout), categories, language, help and policy links. Opens from the
 * start edge, so it mirrors in Arabic and Urdu. Loaded when the menu button is first wanted
 * (mobile-menu.tsx), not with every page.
 */
export default function MobileMenuPanel({
  categories,
  customer,
  open,
  onOpenChange,
  returnFocus,
}: {
  categories: ChromeCategory[];
  customer: SignedIn;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on close: the button that opened it. */
  returnFocus: () => void;
}) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={focusBackTo(returnFocus)}
          data-testid="mobile-menu"
          className="fixed inset-y-0 start-0 z-50 w-80 max-w-[85vw] overflow-y-auto bg-white px-3 pb-8 pt-3 shadow-xl"
        >
          <div className="flex items-center justify-between px-2">
            <Dialog.Title className="text-lg font-semibold">{t('chrome.menu_title')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('chrome.close_menu')}
              className="grid size-11 place-items-center rounded-md hover:bg-slate-100"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('chrome.menu_description')}</Dialog.Description>

          <Section title={t('chrome.account')}>
            <ul>
              {customer ? (
                <>
                  <MenuLink to="/customer" testId="menu-profile">
                    {t('chrome.profile')} · {customer.f_name} {customer.l_name}
                  </MenuLink>
                  <MenuLink to="/customer/orders">{t('chrome.orders')}</MenuLink>
                  <MenuLink to="/customer/favorite">{t('chrome.favourites')}</MenuLink>
                  <MenuLink to="/customer/wallet">{t('chrome.wallet')}</MenuLink>
                  <MenuLink to="/auth/logout" testId="menu-logout">
                    {t('chrome.logout')}
                  </MenuLink>
                </>
              ) : (
                <>
                  <MenuLink to="/auth/login" testId="menu-sign-in">
                    {t('chrome.sign_in')}
                  </MenuLink>
                  <MenuLink to="/auth/register">{t('authui.create_account_link')}</MenuLink>
                </>
              )}
            </ul>
          </Section>

          <Section title={t('chrome.categories')}>
            <ul>
              {categories.map((c) =>
                c.childes.length === 0 ? (
                  <MenuLink key={c.id} to={categoryHref(c)}>
                    {c.name}
                  </MenuLink>
                ) : (
                  <li key={c.id}>
                    {/* A disclosure keeps the drawer short: children open under their parent (no script needed). */}
                    <details className="group">
                      <summary
                        className={`${LINK} cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden`}
                      >
                        {c.name}
                        <ChevronDown
                          className="size-4 text-slate-400 transition group-open:rotate-180"
                          aria-hidden
                        />
                      </summary>
                      <ul className="ps-4 text-sm">
                        {[c, ...c.childes].map((child) => (
                          <li key={child.id}>
                            <Dialog.Close asChild>
                              <Link
                                to={categoryHref(child)}
                                className="flex min-h-11 items-center px-2 text-slate-600 hover:text-slate-900"
                              >
                                {child.id === c.id ? t('chrome.all_in', { category: c.name }) : child.name}
                              </Link>
                            </Dialog.Close>
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                ),
              )}
            </ul>
          </Section>

          <Section title={t('chrome.language')}>
            <div className="px-2 pt-1">
              <LanguageList />
            </div>
          </Section>

          <Section title={t('chrome.help')}>
            <ul>
              <MenuLink to="/contact-us">{t('chrome.contact_us')}</MenuLink>
              <MenuLink to="/customer/ticket/create">{t('chrome.new_ticket')}</MenuLink>
            </ul>
          </Section>

          <Section title={t('chrome.more')}>
            <ul>
              <MenuLink to="/about">{t('chrome.about')}</MenuLink>
              <MenuLink to="/privacy-policy">{t('chrome.privacy')}</MenuLink>
              <MenuLink to="/terms-and-conditions">{t('chrome.terms')}</MenuLink>
              <MenuLink to="/blogs">{t('chrome.blogs')}</MenuLink>
            </ul>
          </Section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
