import { endpoints, type VendorCoupon } from '@bazaar/contract';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { ConfirmDialog } from '../../kit/confirm-dialog';
import { DataGrid, type GridColumn } from '../../kit/data-grid';
import { ErrorState } from '../../kit/states';
import { useToast } from '../../kit/toasts';
import { api, signedIn } from '../../lib/api';
import { formRefusal } from '../../lib/form-errors';
import { useFormat } from '../../lib/format';
import { type GridOptions, pageQuery, readGridState } from '../../lib/grid-state';
import { useT } from '../../lib/i18n';
import type { Route } from './+types/coupons';

const STATUSES = ['active', 'inactive'] as const;
const GRID: GridOptions = { pageSize: 20, filters: { status: STATUSES } };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const grid = readGridState(new URL(request.url).searchParams, GRID);
  const status = grid.filters.status as (typeof STATUSES)[number] | undefined;
  const page = await signedIn('seller', () =>
    api(endpoints.vendorCoupons, { query: { ...pageQuery(grid), ...(status && { status }) } }),
  );
  return { coupons: page.coupons, total: page.total_size };
}

/** Switches a coupon on or off, and deletes one after asking; the API's answer is the toast. */
function useCouponActions() {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<number | null>(null);
  const run = async (id: number, call: () => Promise<{ message: string }>) => {
    setBusy(id);
    try {
      toast((await call()).message);
      await revalidator.revalidate();
    } catch (error) {
      toast(formRefusal(error, [], t('console.error_hint')).general ?? t('console.error_hint'), 'error');
    } finally {
      setBusy(null);
    }
  };
  return {
    busy,
    setStatus: (coupon: VendorCoupon, on: boolean) =>
      run(coupon.id, () =>
        api(endpoints.vendorCouponStatus, { params: { id: coupon.id }, body: { status: on ? 1 : 0 } }),
      ),
    remove: (coupon: VendorCoupon) =>
      run(coupon.id, () => api(endpoints.vendorCouponDelete, { params: { id: coupon.id } })),
  };
}

function StatusSwitch({
  coupon,
  busy,
  onChange,
}: {
  coupon: VendorCoupon;
  busy: boolean;
  onChange: (on: boolean) => void;
}) {
  const t = useT();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={coupon.active}
      aria-label={t('console.coupon_active_label', { code: coupon.code })}
      disabled={busy}
      onClick={() => onChange(!coupon.active)}
      className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${coupon.active ? 'bg-brand-600' : 'bg-slate-400'}`}
      data-testid="coupon-status"
    >
      <span
        aria-hidden
        className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${coupon.active ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1'}`}
      />
    </button>
  );
}

/**
 * The store's coupons (`/seller/coupons`): a grid with each coupon's discount, minimum purchase, dates
 * and uses, a switch that turns it on or off, edit, and delete after asking (a used coupon cannot be
 * deleted: the API says so, and it can be switched off instead).
 */
export default function SellerCoupons() {
  const t = useT();
  const format = useFormat();
  const { coupons, total } = useLoaderData<typeof clientLoader>();
  const actions = useCouponActions();
  const [deleting, setDeleting] = useState<VendorCoupon | null>(null);
  const columns = useMemo<GridColumn<VendorCoupon>[]>(
    () => [
      {
        id: 'code',
        header: t('console.coupon_code'),
        cell: (c) => (
          <div>
            <p className="font-semibold" dir="ltr">
              {c.code}
            </p>
            <p className="bidi-plain text-xs text-slate-600">{c.title}</p>
          </div>
        ),
      },
      {
        id: 'discount',
        header: t('console.coupon_discount'),
        cell: (c) =>
          c.discount_type === 'percent'
            ? t('console.coupon_percent_off', {
                percent: c.discount,
                cap:
                  c.max_discount === null
                    ? ''
                    : t('console.coupon_cap', { amount: format.money(c.max_discount) }),
              })
            : format.money(c.discount),
      },
      {
        id: 'min_purchase',
        header: t('console.coupon_min_purchase'),
        cell: (c) => format.money(c.min_purchase),
        numeric: true,
      },
      {
        id: 'dates',
        header: t('console.coupon_valid'),
        cell: (c) => `${format.day(c.start_date)} – ${format.day(c.expire_date)}`,
      },
      {
        id: 'uses',
        header: t('console.coupon_uses'),
        cell: (c) => (c.total_limit === null ? String(c.total_uses) : `${c.total_uses} / ${c.total_limit}`),
        numeric: true,
      },
      {
        id: 'status',
        header: t('console.col_status'),
        cell: (c) => (
          <StatusSwitch coupon={c} busy={actions.busy === c.id} onChange={(on) => actions.setStatus(c, on)} />
        ),
      },
      {
        id: 'actions',
        header: '',
        cell: (c) => (
          <div className="flex gap-2">
            <Link
              to={`/seller/coupons/${c.id}`}
              aria-label={t('console.coupon_edit', { code: c.code })}
              className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t('console.edit')}
            </Link>
            <button
              type="button"
              onClick={() => setDeleting(c)}
              aria-label={t('console.coupon_delete', { code: c.code })}
              className="min-h-11 rounded-lg px-3 font-semibold text-red-700 ring-1 ring-slate-300 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
            >
              {t('console.delete')}
            </button>
          </div>
        ),
      },
    ],
    [t, format, actions],
  );
  return (
    <div className="space-y-4">
      <title>{t('console.nav_coupons')}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-2xl font-bold">{t('console.nav_coupons')}</h1>
        <Link
          to="/seller/coupons/new"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          data-testid="new-coupon"
        >
          <Plus aria-hidden className="size-4" />
          {t('console.coupon_new')}
        </Link>
      </div>
      <DataGrid
        caption={t('console.nav_coupons')}
        columns={columns}
        rows={coupons}
        total={total}
        options={GRID}
        rowKey={(c) => c.id}
        filters={[
          {
            name: 'status',
            label: t('console.col_status'),
            choices: STATUSES.map((s) => ({ value: s, label: t(`console.coupon_${s}`) })),
          },
        ]}
        emptyTitle={t('console.no_coupons')}
        emptyHint={t('console.no_coupons_hint')}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('console.coupon_delete_title', { code: deleting?.code ?? '' })}
        description={t('console.coupon_delete_hint')}
        confirmLabel={t('console.delete')}
        cancelLabel={t('console.cancel')}
        onConfirm={() => deleting && actions.remove(deleting)}
        destructive
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorState />;
}
