import type { EndpointOutput, endpoints } from '@bazaar/contract';
import { Link } from 'react-router';
import { useT } from '../lib/i18n';

/**
 * The dashboard's low-stock card: each item at or under the market's threshold with its stock (and its
 * low combinations), linking to its editor; a sentence when nothing is low or the list did not load.
 */
export function LowStockList({ page }: { page: EndpointOutput<typeof endpoints.vendorLowStock> | null }) {
  const t = useT();
  if (!page) return <p className="text-sm text-slate-600">{t('console.low_stock_failed')}</p>;
  if (page.items.length === 0)
    return (
      <p className="text-sm text-slate-600" data-testid="low-stock-empty">
        {t('console.low_stock_none', { n: page.low_stock_threshold })}
      </p>
    );
  return (
    <ul className="divide-y divide-slate-100" data-testid="low-stock">
      {page.items.map((item) => (
        <li key={item.id} className="py-2 text-sm">
          <div className="flex items-center justify-between gap-3">
            <Link
              to={`/seller/items/${item.id}`}
              className="bidi-plain min-w-0 truncate font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {item.name}
            </Link>
            <span
              className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${item.stock === 0 ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900'}`}
            >
              {t('console.in_stock_n', { n: item.stock })}
            </span>
          </div>
          {item.variations.length > 0 && (
            <p className="mt-0.5 text-xs text-slate-600">
              {item.variations.map((v) => (
                <span key={v.type} className="me-2 inline-block">
                  <span className="bidi-plain">{v.type}</span>: {v.stock}
                </span>
              ))}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
