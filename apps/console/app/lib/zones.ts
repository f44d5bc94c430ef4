import { endpoints } from '@bazaar/contract';
import { api } from './api';

export type Zone = { id: number; name: string; latitude: number; longitude: number };

/**
 * The zones an applicant chooses from: the market's cities' zones (their names in the page's language)
 * and their centres. A failure is said on the form rather than failing the page.
 */
export async function loadZones(): Promise<{ zones: Zone[]; zonesFailed: boolean }> {
  try {
    const { cities } = await api(endpoints.citiesList);
    const zones = new Map<number, Zone>();
    for (const city of cities)
      if (city.zone_id !== null && !zones.has(city.zone_id))
        zones.set(city.zone_id, {
          id: city.zone_id,
          name: city.local_name,
          latitude: city.latitude,
          longitude: city.longitude,
        });
    return { zones: [...zones.values()], zonesFailed: false };
  } catch {
    return { zones: [], zonesFailed: true };
  }
}
