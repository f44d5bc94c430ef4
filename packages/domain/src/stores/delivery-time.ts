import { evenWithFieldErrors, issueMessage } from '../validation/common';

/**
 * A store's delivery time range (spec §3: minimum and maximum, in minutes or hours), the one home of
 * its rule and of the text stores keep it as (`stores.delivery_time`, '30-60 min', '1-2 hours'): the
 * store application, the operator's approval and the seller's settings all go through here.
 */
export const DELIVERY_TIME_TYPES = ['minute', 'hours'] as const;
export type DeliveryTimeType = (typeof DELIVERY_TIME_TYPES)[number];
export type DeliveryTimeRange = { min: number; max: number; type: DeliveryTimeType };

/** The spec's rule: 'Maximum delivery time can not be smaller than minimum delivery time'. */
export const deliveryTimeInOrder = (min: number, max: number) => max >= min;

type WithDeliveryTimes = { minimum_delivery_time?: unknown; maximum_delivery_time?: unknown };

/**
 * The rule as a zod refinement of a form with both fields, reported under the maximum. Fields may be
 * missing or wrong already (evenWithFieldErrors): only two real numbers are compared.
 * Use: `schema.refine(...deliveryTimeOrderRefinement)`.
 */
export const deliveryTimeOrderRefinement: [
  check: (v: WithDeliveryTimes) => boolean,
  params: { error: string; path: PropertyKey[]; when: (typeof evenWithFieldErrors)['when'] },
] = [
  (v) =>
    typeof v.minimum_delivery_time !== 'number' ||
    typeof v.maximum_delivery_time !== 'number' ||
    deliveryTimeInOrder(v.minimum_delivery_time, v.maximum_delivery_time),
  {
    error: issueMessage('validation.delivery_time_order'),
    path: ['maximum_delivery_time'],
    ...evenWithFieldErrors,
  },
];

/** The text a store keeps: '30-60 min', '1-2 hours'. */
export const formatDeliveryTime = ({ min, max, type }: DeliveryTimeRange) =>
  `${min}-${max} ${type === 'hours' ? 'hours' : 'min'}`;

const UNITS: Record<string, DeliveryTimeType> = {
  min: 'minute',
  mins: 'minute',
  minute: 'minute',
  minutes: 'minute',
  hour: 'hours',
  hours: 'hours',
};

/**
 * A kept delivery time read back as a range ('30-60 min', '2 hours'); null for what is not one in
 * minutes or hours (a seeded '1-3 days', an operator's free text).
 */
export function parseDeliveryTime(text: string | null): DeliveryTimeRange | null {
  const match = /^\s*(\d{1,9})\s*(?:[-–]\s*(\d{1,9}))?\s*([a-z]+)\.?\s*$/i.exec(text ?? '');
  const type = match && UNITS[match[3]!.toLowerCase()];
  if (!match || !type) return null;
  const min = Number(match[1]);
  return { min, max: match[2] === undefined ? min : Number(match[2]), type };
}
