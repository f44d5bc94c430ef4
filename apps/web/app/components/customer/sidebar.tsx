import {
  Bell,
  Heart,
  LayoutDashboard,
  LifeBuoy,
  LogOut,
  MapPin,
  Package,
  Star,
  Trash2,
  User,
  Wallet,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { badgeText } from '../../lib/cart-count';
import { useT } from '../../lib/i18n';
import { imageUrl } from '../../lib/images';
import { LogoutDialog } from '../auth/confirm-dialog';
import { DeleteAccountDialog } from '../auth/delete-account-dialog';

export type SidebarCustomer = {
  f_name: string;
  l_name: string;
  email: string;
  image: string | null;
  imageBase: string;
};

const LINK =
  'flex min-h-11 shrink-0 items-center gap-3 whitespace-nowrap rounded-xl px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700';
const ACTION =
  'flex min-h-11 w-full shrink-0 items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * Spec §2's customer sidebar: profile, my orders, my reviews, favourite, tickets, wallet, notifications
 * (unread badge), delete account, logout; with the dashboard first and the address book (a screen the
 * spec's customer app implies) after the profile. A column from 1024 px; below it a
 * row that scrolls sideways, so every section stays one tap away on a phone.
 */
export function CustomerSidebar({ customer, unread }: { customer: SidebarCustomer; unread: number | null }) {
  const t = useT();
  const badge = badgeText(unread);
  const links = [
    { to: '/customer', end: true, icon: LayoutDashboard, label: t('customer.nav_dashboard') },
    { to: '/customer/edit-profile', icon: User, label: t('chrome.profile') },
    { to: '/customer/addresses', icon: MapPin, label: t('customer.nav_addresses') },
    { to: '/customer/orders', icon: Package, label: t('chrome.orders') },
    { to: '/customer/reviews', icon: Star, label: t('customer.nav_reviews') },
    { to: '/customer/favorite', icon: Heart, label: t('customer.nav_favourite') },
    { to: '/customer/ticket/list', icon: LifeBuoy, label: t('customer.nav_tickets') },
    { to: '/customer/wallet', icon: Wallet, label: t('chrome.wallet') },
  ];
  const name = `${customer.f_name} ${customer.l_name}`.trim();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the row scrolls sideways: bring the current section into view, or Wallet and
  // Notifications open with the row still showing Dashboard and Profile.
  useEffect(() => {
    const row = nav.current;
    if (!pathname || !row || row.scrollWidth <= row.clientWidth) return;
    row.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  return (
    <aside className="desktop:w-64 desktop:shrink-0" data-testid="customer-sidebar">
      <div className="hidden items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 desktop:flex">
        <Avatar customer={customer} />
        <div className="min-w-0">
          <p className="truncate font-semibold">{name}</p>
          <p className="truncate text-xs text-slate-500">{customer.email}</p>
        </div>
      </div>
      <nav
        ref={nav}
        aria-label={t('customer.nav_label')}
        className="-mx-4 overflow-x-auto px-4 desktop:mx-0 desktop:mt-3 desktop:overflow-visible desktop:rounded-2xl desktop:border desktop:border-slate-200 desktop:bg-white desktop:p-2"
      >
        <ul className="flex gap-1 desktop:flex-col">
          {links.map(({ to, end, icon: Icon, label }) => (
            <li key={to}>
              <NavLink to={to} end={end} className={LINK} prefetch="intent">
                <Icon className="size-4 shrink-0" aria-hidden /> {label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/customer/notifications" className={LINK} prefetch="intent">
              <Bell className="size-4 shrink-0" aria-hidden /> {t('chrome.notifications')}
              {badge && (
                <span
                  className="relative ms-auto rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white"
                  data-testid="sidebar-unread"
                  data-count={unread ?? 0}
                >
                  {badge}
                  <span className="sr-only"> {t('customer.unread_badge', { n: unread ?? 0 })}</span>
                </span>
              )}
            </NavLink>
          </li>
          <li className="desktop:mt-2 desktop:border-t desktop:border-slate-100 desktop:pt-2">
            <DeleteAccountDialog className={`${ACTION} text-red-700`} testId="sidebar-delete-account">
              <Trash2 className="size-4 shrink-0" aria-hidden /> {t('chrome.delete_account')}
            </DeleteAccountDialog>
          </li>
          <li>
            <LogoutDialog className={`${ACTION} text-slate-700`} testId="sidebar-logout">
              <LogOut className="size-4 shrink-0" aria-hidden /> {t('chrome.logout')}
            </LogoutDialog>
          </li>
        </ul>
      </nav>
    </aside>
  );
}

/** The profile photo, or the initials on a coloured disc when there is none. */
export function Avatar({ customer, size = 48 }: { customer: SidebarCustomer; size?: number }) {
  const initials = `${customer.f_name[0] ?? ''}${customer.l_name[0] ?? ''}`.toUpperCase();
  if (customer.image) {
    return (
      <img
        src={imageUrl(customer.imageBase, customer.image, 320)}
        alt=""
        width={size}
        height={size}
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
        data-testid="avatar-photo"
      />
    );
  }
  return (
    <span
      aria-hidden
      className="grid shrink-0 place-items-center rounded-full bg-brand-600 font-bold text-white"
      style={{ width: size, height: size }}
    >
      {initials}
    </span>
  );
}
