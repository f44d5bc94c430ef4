import type { NameTranslations } from '@bazaar/domain';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A PostgreSQL `polygon` (built-in geometric type): point-in-zone is one indexed `@>` test. */
export const polygon = customType<{ data: [number, number][]; driverData: string }>({
  dataType: () => 'polygon',
  toDriver: (points) => `(${points.map(([lng, lat]) => `(${lng},${lat})`).join(',')})`,
  fromDriver: (value) =>
    [...String(value).matchAll(/\(([-\d.e]+),([-\d.e]+)\)/g)].map((m) => [Number(m[1]), Number(m[2])]),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/** A delivery zone: an area (lng/lat polygon) the marketplace serves. */
export const zones = pgTable(
  'zones',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    coordinates: polygon().notNull(),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('zones_coordinates_gist').using('gist', t.coordinates)],
);

export const cities = pgTable('cities', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  zoneId: integer('zone_id').references(() => zones.id),
  latitude: numeric({ precision: 10, scale: 7, mode: 'number' }).notNull(),
  longitude: numeric({ precision: 10, scale: 7, mode: 'number' }).notNull(),
  /** Name in ur, ar and sp (decision 216); `name` is the one an address ends with. */
  translations: jsonb().$type<NameTranslations>().notNull().default({}),
});

/** A module is a kind of store the shopper chooses (grocery, e-commerce, pharmacy, food, parcel). */
export const modules = pgTable('modules', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  moduleType: text('module_type').notNull(),
  icon: text(),
  active: boolean().notNull().default(true),
});

/** Business settings (policy texts, default courier rates, SEO) as key → JSON. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: updatedAt(),
});
