import { eq, sql } from 'drizzle-orm';
import { type Database, hashPassword, settings, staff, stores } from './api';

const MARKER = 'demo_staff_seeded_at';

/** The market's demo operators (README): one admin, and a seller for each of three stores open every day. */
export const DEMO_ADMIN = { name: 'Bazaar Admin', email: 'admin@bazaar.pk', password: 'bazaar-admin-2026' };
export const DEMO_SELLER_PASSWORD = 'bazaar-seller-2026';
export const DEMO_SELLERS = [
  // The README's walkthrough store: Islamabad (the storefront's default zone), open 08:00–23:00 every day.
  { name: 'Jinnah Super Grocers', email: 'seller@bazaar.pk', storeSlug: 'jinnah-super-grocers' },
  { name: 'Hafeez Centre Mobiles', email: 'hafeez@bazaar.pk', storeSlug: 'hafeez-centre-mobiles' },
  { name: 'Saddar Electronics Hub', email: 'saddar@bazaar.pk', storeSlug: 'saddar-electronics-hub' },
];

/**
 * Seeds the demo staff accounts once per database, under their own marker: a market seeded before
 * staff existed gets them on its next start, and an operator who later changes or removes them is
 * never overridden. A seller whose store is missing is skipped.
 */
export async function seedDemoStaff(db: Database) {
  if ((await db.select().from(settings).where(eq(settings.key, MARKER))).length) return null;
  const adminHash = await hashPassword(DEMO_ADMIN.password);
  const sellerHash = await hashPassword(DEMO_SELLER_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(20261123)`);
    if ((await tx.select().from(settings).where(eq(settings.key, MARKER))).length) return null;
    const rows: (typeof staff.$inferInsert)[] = [
      { name: DEMO_ADMIN.name, email: DEMO_ADMIN.email, passwordHash: adminHash, role: 'admin' },
    ];
    for (const seller of DEMO_SELLERS) {
      const [store] = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(eq(stores.slug, seller.storeSlug));
      if (!store) continue;
      rows.push({
        name: seller.name,
        email: seller.email,
        passwordHash: sellerHash,
        role: 'seller',
        storeId: store.id,
      });
    }
    const made = await tx.insert(staff).values(rows).onConflictDoNothing().returning({ id: staff.id });
    await tx.insert(settings).values({ key: MARKER, value: JSON.stringify(new Date().toISOString()) });
    return { staff: made.length };
  });
}
