import { endpoints, type Order } from '@bazaar/contract';
import type { OrderStatus } from '@bazaar/domain';
import type { MessageKey } from '@bazaar/domain/messages/en';
import { useState } from 'react';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { useAction } from '../kit/use-action';
import { api } from '../lib/api';
import { useT } from '../lib/i18n';
import { sellerMoves } from '../lib/order-moves';
import { CancelOrderDialog } from './cancel-order-dialog';

const ACTION_LABEL: Partial<Record<OrderStatus, MessageKey>> = {
  confirmed: 'console.action_confirmed',
  processing: 'console.action_processing',
  handover: 'console.action_handover',
  picked_up: 'console.action_picked_up',
  delivered: 'console.action_delivered',
  canceled: 'console.action_canceled',
};

/**
 * The moves the seller may make now (PUT vendor/order/status), one button each; cancelling asks
 * first, on the order's page with a reason the shopper is shown (`withReason`: vendor/order/cancel).
 * The board follows the result through its stream; the page's data is reloaded at once too.
 */
export function OrderActions({ order, withReason = false }: { order: Order; withReason?: boolean }) {
  const t = useT();
  const { busy, run } = useAction('seller');
  const [asking, setAsking] = useState(false);
  const moves = sellerMoves(order.order_status, order.delivery_man !== null).filter((s) => ACTION_LABEL[s]);
  if (moves.length === 0) return null;

  const move = (status: OrderStatus) =>
    run(async () => {
      await api(endpoints.vendorOrderStatus, { body: { order_id: order.id, status } });
      return t('console.order_moved', { id: order.id, status: t(`order.status.${status}`) });
    });

  return (
    <div className="flex flex-wrap gap-2">
      {moves.map((status) =>
        status === 'canceled' ? (
          <button
            key={status}
            type="button"
            disabled={busy}
            onClick={() => setAsking(true)}
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700 disabled:opacity-60"
          >
            {t('console.action_canceled')}
          </button>
        ) : (
          <button
            key={status}
            type="button"
            disabled={busy}
            onClick={() => void move(status)}
            data-testid={`move-${status}`}
            className="min-h-11 flex-1 rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
          >
            {t(ACTION_LABEL[status]!)}
          </button>
        ),
      )}
      {withReason ? (
        <CancelOrderDialog orderId={order.id} open={asking} onOpenChange={setAsking} />
      ) : (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={t('console.cancel_order_title', { id: order.id })}
          description={t('console.cancel_order_hint')}
          confirmLabel={t('console.action_canceled')}
          cancelLabel={t('console.keep_order')}
          onConfirm={() => void move('canceled')}
          destructive
        />
      )}
    </div>
  );
}
