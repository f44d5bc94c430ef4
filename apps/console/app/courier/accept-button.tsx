import { type CourierOrder, endpoints } from '@bazaar/contract';
import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { useToast } from '../kit/toasts';
import { api, signedIn } from '../lib/api';
import { refusalMessage } from '../lib/form-errors';
import { useT } from '../lib/i18n';

/** Accept an offered order: the API gives it to one courier only; the others are told it is taken (409). */
export function AcceptButton({ order }: { order: CourierOrder }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    try {
      const answer = await signedIn('courier', () =>
        api(endpoints.courierAcceptOrder, { body: { order_id: order.id } }),
      );
      toast(answer.message);
      navigate(`/courier/orders/${order.id}`);
    } catch (error) {
      toast(refusalMessage(error, t('console.error_hint')), 'error');
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
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
