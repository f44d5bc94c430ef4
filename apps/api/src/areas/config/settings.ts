import type { Database } from '../../db/client';
import { settings } from '../../db/schema';

export const POLICY_DEFAULT = 'Not added yet.';

/** All business settings as key → JSON-decoded value. */
export async function readSettings(db: Database): Promise<Map<string, unknown>> {
  const rows = await db.select().from(settings);
  return new Map(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
}

export const settingText = (map: Map<string, unknown>, key: string, fallback = '') => {
  const value = map.get(key);
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
};
