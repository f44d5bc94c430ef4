import { pakistanTime } from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { storeSchedules } from '../../src/db/schema';

const hhmmss = (seconds: number) =>
  [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');

/**
 * Gives a store one opening slot, from an hour ago until `inMs` from now (Pakistan time, to the whole
 * second; a slot across midnight runs past it). Returns the closing moment in epoch milliseconds.
 */
export async function closingSoon(db: Database, storeId: number, inMs: number): Promise<number> {
  const closes = Math.ceil((Date.now() + inMs) / 1000) * 1000;
  const opened = pakistanTime(closes - 3_600_000);
  await db.delete(storeSchedules).where(eq(storeSchedules.storeId, storeId));
  await db.insert(storeSchedules).values({
    storeId,
    day: opened.day,
    openingTime: hhmmss(opened.seconds),
    closingTime: hhmmss(pakistanTime(closes).seconds),
  });
  return closes;
}

/** Resolves once the clock has passed `moment` (epoch ms). */
export const until = (moment: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, moment - Date.now()) + 50));
