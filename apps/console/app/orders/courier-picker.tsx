import { endpoints, type StoreCourier, type VendorOrderDetails } from '@bazaar/contract';
import { DELIVERED_ORDER_TYPE } from '@bazaar/domain';
import { Bike } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { controlClass, Field, FormAlert } from '../kit/form';
import { useToast } from '../kit/toasts';
import { api, signedIn } from '../lib/api';
import { couriersToOffer } from '../lib/courier-choice';
import { formRefusal } from '../lib/form-errors';
import { useT } from '../lib/i18n';
import { canPickCourier } from '../lib/order-moves';
import { PhoneLink } from './phone-link';

type Props = {
  order: VendorOrderDetails['order'];
  courier: VendorOrderDetails['delivery_man'];
  /** vendor/delivery-man/list; null when the order can no longer take a courier (nothing was asked). */
  couriers: StoreCourier[] | null;
};

/**
 * Who delivers the order: the courier it is with (name, phone), and while it is not picked up yet a
 * picker of the couriers the store may use (online first) to give it to one or swap (PUT
 * vendor/order/assign-courier). A take-away order needs none.
 */
export function CourierPicker({ order, courier, couriers }: Props) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const offered = couriersToOffer(couriers ?? []).filter((c) => c.id !== courier?.id);
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const choice = offered.some((c) => String(c.id) === chosen) ? chosen : String(offered[0]?.id ?? '');

  const assign = async (event: React.FormEvent) => {
    event.preventDefault();
    const picked = offered.find((c) => String(c.id) === choice);
    if (!picked) return;
    setBusy(true);
    setRefusal(null);
    try {
      await signedIn('seller', () =>
        api(endpoints.vendorAssignCourier, { body: { order_id: order.id, delivery_man_id: picked.id } }),
      );
      toast(t('console.courier_assigned', { id: order.id, name: picked.name }));
      await revalidator.revalidate();
    } catch (error) {
      const answer = formRefusal(error, ['delivery_man_id'], t('console.error_hint'));
      setRefusal([answer.fields.delivery_man_id, answer.general].filter(Boolean).join(' '));
    } finally {
      setBusy(false);
    }
  };

  const state = (c: StoreCourier) =>
    [
      t(c.online ? 'console.courier_state_online' : 'console.courier_state_offline'),
      c.own && t('console.courier_own'),
    ]
      .filter(Boolean)
      .join(', ');

  return (
    <div className="space-y-3">
      {courier ? (
        <div className="flex items-center gap-3" data-testid="order-courier">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-900">
            <Bike aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="bidi-plain font-semibold [overflow-wrap:anywhere]" data-testid="order-courier-name">
              {courier.name}
            </p>
            {courier.phone && <PhoneLink phone={courier.phone} />}
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          {order.order_type === DELIVERED_ORDER_TYPE
            ? t('console.courier_none')
            : t('console.courier_not_needed')}
        </p>
      )}
      {canPickCourier(order) ? (
        offered.length === 0 ? (
          courier ? null : (
            <p className="text-sm text-slate-600">{t('console.courier_none_available')}</p>
          )
        ) : (
          <form onSubmit={(event) => void assign(event)} className="space-y-3" data-testid="courier-form">
            <FormAlert message={refusal} />
            <Field label={t('console.courier_choose')}>
              {(control) => (
                <select
                  {...control}
                  value={choice}
                  onChange={(event) => setChosen(event.target.value)}
                  className={controlClass}
                  data-testid="courier-select"
                >
                  {offered.map((c) => (
                    <option key={c.id} value={c.id}>
                      {t('console.courier_option', { name: c.name, state: state(c), n: c.current_orders })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <button
              type="submit"
              disabled={busy}
              data-testid="assign-courier"
              className="min-h-11 w-full rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
            >
              {t(courier ? 'console.courier_change' : 'console.courier_assign')}
            </button>
          </form>
        )
      ) : (
        courier &&
        order.order_status === 'picked_up' && (
          <p className="text-sm text-slate-600">{t('console.courier_fixed')}</p>
        )
      )}
    </div>
  );
}
