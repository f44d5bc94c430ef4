import type { VendorOrderDetails } from '@bazaar/contract';
import { Card } from '../kit/card';
import { useT } from '../lib/i18n';
import { PhoneLink } from './phone-link';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Who the order is for and where it goes: the account's name and phone, else the address's contact. */
export function orderContact(details: Pick<VendorOrderDetails, 'customer' | 'order'>) {
  const address = details.order.delivery_address ?? {};
  const accountName = details.customer && `${details.customer.f_name} ${details.customer.l_name}`.trim();
  return {
    name: text(address.contact_person_name) ?? text(accountName),
    phone: text(address.contact_person_number) ?? details.customer?.phone ?? null,
    /** House, road and floor before the address line, as the shopper wrote them. */
    address: [address.house, address.road, address.floor, address.address]
      .map(text)
      .filter(Boolean)
      .join(', '),
  };
}

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
