import { leftToRight, type MessageKey, type MessageParams } from '@bazaar/domain';

type T = (key: MessageKey, params?: MessageParams) => string;

const UNITS: Record<string, MessageKey> = {
  min: 'delivery.minutes',
  mins: 'delivery.minutes',
  minute: 'delivery.minutes',
  minutes: 'delivery.minutes',
  hour: 'delivery.hours',
  hours: 'delivery.hours',
  day: 'delivery.days',
  days: 'delivery.days',
};

/**
 * A store's delivery time as the admin types it ('30-60 min', '1-3 days', '2 hours') in the page's
 * language; anything else is shown as written.
 */
export function deliveryTimeText(raw: string, t: T): string {
  const match = /^\s*(\d+)\s*(?:[-–]\s*(\d+))?\s*([a-z]+)\.?\s*$/i.exec(raw);
  const key = match && UNITS[match[3]?.toLowerCase() ?? ''];
  if (!match || !key) return raw;
  const from = match[1] ?? '';
  // Kept left to right: inside an Urdu sentence "2-4" would otherwise read "4-2".
  return t(key, { range: leftToRight(match[2] ? `${from}-${match[2]}` : from) });
}
