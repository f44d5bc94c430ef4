import { isApiError } from '@bazaar/contract';
import { useRouteError } from 'react-router';
import { ErrorState } from '../kit/states';
import { useT } from '../lib/i18n';

/** An order page that could not load: another store's (or no) order says so; anything else offers a retry. */
export function OrderLoadError() {
  const t = useT();
  const error = useRouteError();
  const missing = isApiError(error) && error.status === 404;
  return <ErrorState message={missing ? t('console.order_not_found') : undefined} />;
}
