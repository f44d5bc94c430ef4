import { COURIER_MOVES, type CourierOrder } from '@bazaar/contract';
import { allowedNextStatuses, checkCashCollection, type OrderStatus } from '@bazaar/domain';

export type CourierStep = (typeof COURIER_MOVES)[number];

/**
 * The courier's next move on one of their orders: picked up once the store handed it over, delivered
 * once picked up (the transition table's moves for a delivery man); null while the store still has it
 * or once it is finished.
 */
export function courierStep(status: OrderStatus): CourierStep | null {
  const next = allowedNextStatuses(status, 'delivery_man');
  return COURIER_MOVES.find((move) => next.includes(move)) ?? null;
}

type Payment = Pick<CourierOrder, 'payment_method' | 'payment_status' | 'order_amount'>;

/** What the courier takes in cash at the door: the whole amount of an unpaid cash order, else nothing. */
export const cashToCollect = (order: Payment) =>
  order.payment_method === 'cash_on_delivery' && order.payment_status !== 'paid' ? order.order_amount : 0;

/** Whether "cash collected" is offered now: unpaid cash in the courier's hand (picked up or delivered). */
export const mayRecordCash = (order: Payment & Pick<CourierOrder, 'order_status'>) =>
  cashToCollect(order) > 0 &&
  checkCashCollection({ paymentMethod: order.payment_method, status: order.order_status }).ok;

export type DeliveryContact = { name: string | null; phone: string | null; street: string | null };

const text = (address: Record<string, unknown>, key: string) => {
  const value = address[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/** Who receives the order and where, from the address the customer gave at checkout. */
export function deliveryContact(address: Record<string, unknown> | null): DeliveryContact {
  if (!address) return { name: null, phone: null, street: null };
  const street = ['house', 'road', 'address']
    .map((key) => text(address, key))
    .filter(Boolean)
    .join(', ');
  return {
    name: text(address, 'contact_person_name'),
    phone: text(address, 'contact_person_number'),
    street: street || null,
  };
}

/** A `tel:` address for a phone number as people write it (spaces and dashes dropped). */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
