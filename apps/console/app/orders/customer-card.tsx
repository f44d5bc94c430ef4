import type { VendorOrderDetails } from '@bazaar/contract';
import { Card } from '../kit/card';
import { useT } from '../lib/i18n';
import { orderContact } from '../lib/order-contact';
import { PhoneLink } from './phone-link';

/** The customer, the delivery address and the customer's note. */
export function CustomerCard({ details }: { details: VendorOrderDetails }) {
  const t = useT();
  const contact = orderContact(details);
  return (
    <Card title={t('console.order_customer')}>
      <dl className="space-y-3 text-sm" data-testid="order-customer">
        <div>
          <dt className="sr-only">{t('console.order_customer')}</dt>
          <dd className="bidi-plain font-semibold [overflow-wrap:anywhere]">
            {contact.name ?? t('console.customer_removed')}
          </dd>
          {contact.phone && (
            <dd>
              <PhoneLink phone={contact.phone} />
            </dd>
          )}
        </div>
        {contact.address && (
          <div>
            <dt className="text-slate-600">{t('console.order_deliver_to')}</dt>
            <dd className="bidi-plain [overflow-wrap:anywhere]">{contact.address}</dd>
          </div>
        )}
        {details.order.order_note && (
          <div>
            <dt className="text-slate-600">{t('console.order_customer_note')}</dt>
            <dd className="bidi-plain [overflow-wrap:anywhere]">{details.order.order_note}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
