const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

type Facts = {
  customer: { f_name: string; l_name: string; phone: string | null } | null;
  order: { delivery_address: Record<string, unknown> | null };
};

/**
 * Who receives the order and where (vendor/order-details): the delivery address's contact, else the
 * account's name and phone (null when neither is known: the account and its addresses were removed).
 */
export function orderContact(details: Facts) {
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
