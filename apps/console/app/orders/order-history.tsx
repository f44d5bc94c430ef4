import type { VendorOrderDetails } from '@bazaar/contract';
import type { MessageKey } from '@bazaar/domain/messages/en';
import { useFormat } from '../lib/format';
import { useT } from '../lib/i18n';

const ACTOR: Record<string, MessageKey> = {
  customer: 'console.actor_customer',
  store: 'console.actor_store',
  delivery_man: 'console.actor_delivery_man',
  admin: 'console.actor_admin',
  system: 'console.actor_system',
};

/** Every status the order reached, oldest first, with who moved it and when (and their note). */
export function OrderHistory({ history }: { history: VendorOrderDetails['history'] }) {
  const t = useT();
  const format = useFormat();
  return (
    <ol className="space-y-3 border-s-2 border-slate-200 ps-4" data-testid="order-history">
      {history.map((step) => (
        <li
          key={`${step.status}-${step.created_at}`}
          className="relative"
          data-testid="history-step"
          data-status={step.status}
        >
          <span
            aria-hidden
            className="absolute -start-[1.45rem] top-1.5 size-3 rounded-full bg-brand-600 ring-2 ring-white"
          />
          <p className="font-semibold">{t(`order.status.${step.status}`)}</p>
          <p className="text-sm text-slate-600">
            {t(ACTOR[step.actor] ?? 'console.actor_system')} ·{' '}
            <time dateTime={step.created_at}>{format.when(step.created_at)}</time>
          </p>
          {step.note && (
            <p className="bidi-plain text-sm text-slate-700 [overflow-wrap:anywhere]">{step.note}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
