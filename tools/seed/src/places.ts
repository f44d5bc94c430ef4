import { cities, type Database, modules, zones } from './api';
import { CITIES, MODULES, ZONES } from './data/places';

export type PlaceIds = {
  city: Map<string, number>;
  zoneOfCity: Map<string, number>;
  module: Map<string, number>;
};

/** The delivery zones, the cities in them and the modules: the same in every size. */
export async function insertPlaces(db: Database): Promise<PlaceIds> {
  const zoneIds = new Map<string, number>();
  for (const z of ZONES) {
    const [row] = await db
      .insert(zones)
      .values({ name: z.name, coordinates: z.corners })
      .returning({ id: zones.id });
    zoneIds.set(z.name, row!.id);
  }
  const cityRows = await db
    .insert(cities)
    .values(
      CITIES.map((c) => ({
        name: c.name,
        translations: c.translations,
        latitude: c.lat,
        longitude: c.lng,
        zoneId: zoneIds.get(c.zone),
      })),
    )
    .returning({ id: cities.id, name: cities.name, zoneId: cities.zoneId });
  const moduleRows = await db
    .insert(modules)
    .values(MODULES.map((m) => ({ name: m.name, slug: m.slug, moduleType: m.type })))
    .returning({ id: modules.id, slug: modules.slug });
  return {
    city: new Map(cityRows.map((c) => [c.name, c.id])),
    zoneOfCity: new Map(cityRows.map((c) => [c.name, c.zoneId!])),
    module: new Map(moduleRows.map((m) => [m.slug, m.id])),
  };
}
