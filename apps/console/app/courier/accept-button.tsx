import { type CourierOrder, endpoints } from '@bazaar/contract';
import { useNavigate } from 'react-router';
import { useAction } from '../kit/use-action';
import { api } from '../lib/api';
import { useT } from '../lib/i18n';

/** Accept an offered order: the API gives it to one courier only; the others are told it is taken (409). */
export function AcceptButton({ order }: { order: CourierOrder }) {
  const t = useT();
  const navigate = useNavigate();
  const { busy, run } = useAction('courier');
  const accept = async () => {
    const call = () =>
      api(endpoints.courierAcceptOrder, { body: { order_id: order.id } }).then((answer) => answer.message);
    if (await run(call, { reloadOnError: true })) navigate(`/courier/orders/${order.id}`);
  };
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void accept()}
      data-testid="accept-order"
      className="min-h-12 w-full rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
    >
      {t(busy ? 'console.courier_accepting' : 'console.courier_accept')}
    </button>
  );
}
