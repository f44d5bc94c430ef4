import { eq, sql } from 'drizzle-orm';
import { couriers, type Database, hashPassword, settings, staff, stores } from './api';

const MARKER = 'demo_couriers_seeded_at';

/** The market's demo couriers (README): online, each in the zone of a demo store. */
export const DEMO_COURIER_PASSWORD = 'bazaar-courier-2026';
export const DEMO_COURIERS = [
  // Delivers the README's walkthrough store (Islamabad).
  {
    name: 'Bilal Ahmed',
    email: 'courier@bazaar.pk',
    phone: '03001112233',
    zoneOfStore: 'jinnah-super-grocers',
  },
  {
    name: 'Usman Tariq',
    email: 'usman.rider@bazaar.pk',
    phone: '03214445566',
    zoneOfStore: 'hafeez-centre-mobiles',
  },
];

/**
 * Seeds the demo couriers once per database under their own marker (a market seeded before couriers
 * existed gets them on its next start; an operator's later changes are never overridden).
 */
export async function seedDemoCouriers(db: Database) {
  if ((await db.select().from(settings).where(eq(settings.key, MARKER))).length) return null;
  const passwordHash = await hashPassword(DEMO_COURIER_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(20261129)`);
    if ((await tx.select().from(settings).where(eq(settings.key, MARKER))).length) return null;
    let made = 0;
    for (const courier of DEMO_COURIERS) {
      const [store] = await tx
        .select({ zoneId: stores.zoneId })
        .from(stores)
        .where(eq(stores.slug, courier.zoneOfStore));
      const [member] = await tx
        .insert(staff)
        .values({ name: courier.name, email: courier.email, passwordHash, role: 'courier' })
        .onConflictDoNothing()
        .returning({ id: staff.id });
      if (!member) continue;
      await tx.insert(couriers).values({
        staffId: member.id,
        phone: courier.phone,
        zoneId: store?.zoneId ?? null,
        earning: 'freelancer',
        identityType: 'nid',
        identityNumber: `35202-000000${made}-1`,
        online: true,
      });
      made++;
    }
    await tx.insert(settings).values({ key: MARKER, value: JSON.stringify(new Date().toISOString()) });
    return { couriers: made };
  });
}
