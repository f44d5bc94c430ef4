import type { MessageKey } from '@bazaar/domain/messages/en';
import {
  Banknote,
  Bike,
  Clock,
  History,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareText,
  Package,
  PackagePlus,
  ReceiptText,
  Store,
  TicketPercent,
  Wallet,
} from 'lucide-react';
import type { ConsoleArea } from '../lib/session';

export type NavEntry = { to: string; label: MessageKey; icon: LucideIcon; end?: boolean };

/**
 * Each area's sections, in the order the sidebar shows them. A page that slots in (items, store
 * settings, coupons, reviews, earnings; the courier's orders; the operator's area) adds its entry here
 * and its route in routes.ts.
 */
export const NAV: Record<ConsoleArea, NavEntry[]> = {
  seller: [
    { to: '/seller', label: 'console.nav_dashboard', icon: LayoutDashboard, end: true },
    { to: '/seller/orders', label: 'console.nav_orders', icon: ReceiptText },
    { to: '/seller/items', label: 'console.nav_items', icon: Package },
    { to: '/seller/addons', label: 'console.nav_addons', icon: PackagePlus },
    { to: '/seller/store', label: 'console.nav_store', icon: Store },
    { to: '/seller/hours', label: 'console.nav_hours', icon: Clock },
    { to: '/seller/coupons', label: 'console.nav_coupons', icon: TicketPercent },
    { to: '/seller/reviews', label: 'console.nav_reviews', icon: MessageSquareText },
    { to: '/seller/earnings', label: 'console.nav_earnings', icon: Wallet },
    { to: '/seller/payouts', label: 'console.nav_payouts', icon: Banknote },
  ],
  courier: [
    { to: '/courier', label: 'console.nav_home', icon: Bike, end: true },
    { to: '/courier/history', label: 'console.nav_history', icon: History },
    { to: '/courier/earnings', label: 'console.nav_earnings', icon: Wallet },
  ],
};
