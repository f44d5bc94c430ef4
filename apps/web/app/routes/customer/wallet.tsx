import { endpoints, isApiError } from '@bazaar/contract';
import { Link } from 'react-router';
import { ListSkeleton, LoadFailed, useLoadingHere } from '../../components/customer/reviews/page-states';
import { BalanceCard } from '../../components/customer/wallet/balance-card';
import { TransactionList } from '../../components/customer/wallet/transaction-list';
import { EmptyState } from '../../components/lists/empty-state';
import { metaT } from '../../components/lists/page-meta';
import { Pager } from '../../components/lists/pager';
import { customerApi } from '../../lib/customer.server';
import { useT } from '../../lib/i18n';
import { pageParam } from '../../lib/review-tabs';
import type { Route } from './+types/wallet';

/** Spec §9: wallet transactions 20 a page, offset a page number from 1. */
const PER_PAGE = 20;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [
    { title: `${t('chrome.wallet')} — Bazaar` },
    { name: 'description', content: t('wallet.description') },
    { name: 'robots', content: 'noindex' },
  ];
};

/** The balance (customer info) and one page of the ledger; an outage shows a retry, not an error page. */
export async function loader(args: Route.LoaderArgs) {
  const api = customerApi(args);
  const page = pageParam(new URL(args.request.url).searchParams.get('page'));
  try {
    const [me, list] = await Promise.all([
      api(endpoints.customerInfo),
      api(endpoints.walletTransactions, { query: { limit: PER_PAGE, offset: page } }),
    ]);
    return { failed: false as const, balance: me.wallet_balance, list, page };
  } catch (err) {
    if (!isApiError(err) || err.status === 401) throw err;
    return { failed: true as const, page };
  }
}

export default function WalletPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const loading = useLoadingHere();
  return (
    <div data-testid="wallet-page">
      <h1 className="text-2xl font-bold text-slate-900">{t('chrome.wallet')}</h1>
      {loaderData.failed ? (
        <LoadFailed message={t('wallet.load_failed')} />
      ) : (
        <>
          <BalanceCard balance={loaderData.balance} />
          <section aria-labelledby="wallet-history" className="mt-8">
            <h2 id="wallet-history" className="text-lg font-semibold text-slate-900">
              {t('wallet.history')}
            </h2>
            {loading ? (
              <ListSkeleton rows={5} />
            ) : loaderData.list.data.length === 0 ? (
              <div className="mt-3">
                <EmptyState title={t('wallet.empty')} hint={t('wallet.empty_hint')}>
                  <Link
                    to="/"
                    className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
                  >
                    {t('customer.start_shopping')}
                  </Link>
                </EmptyState>
              </div>
            ) : (
              <>
                <TransactionList rows={loaderData.list.data} />
                <Pager page={loaderData.page} total={loaderData.list.total_size} limit={PER_PAGE} />
              </>
            )}
          </section>
        </>
      )}
    </div>
  );
}
