import { formatMoney } from '@bazaar/domain';
import { useRouteLoaderData } from 'react-router';
import type { ChromeData } from './chrome-data';

/**
 * `formatMoney` with the market's symbol from GET /config, which the guest layout already loads
 * for every page. Prices are only drawn inside that layout; outside it this throws rather than guess.
 */
export function useMoney(): (amount: number) => string {
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  if (!chrome) throw new Error('useMoney needs the guest layout’s config');
  const symbol = chrome.config.currency_symbol;
  return (amount) => formatMoney(amount, symbol);
}
