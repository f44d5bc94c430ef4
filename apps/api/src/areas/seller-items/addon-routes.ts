import { endpoints } from '@bazaar/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentStaff } from '../../auth/staff';
import { recordAudit } from '../../commerce/audit';
import { addOns, items } from '../../db/schema';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { say } from '../../platform/locale';
import type { AppDeps } from '../area';

const notFound = () => AppError.notFound('add_on', 'addons.not_found');
const shape = (a: typeof addOns.$inferSelect) => ({
  id: a.id,
  name: a.name,
  price: a.price,
  active: a.active,
});

/** A store's add-ons (vendor/addon/*): items offer them by id (`items.add_on_ids`). */
export function addOnRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.vendorAddOns, async ({ req }) => {
    const rows = await db
      .select()
      .from(addOns)
      .where(eq(addOns.storeId, currentStaff(req).storeId!))
      .orderBy(asc(addOns.name), asc(addOns.id));
    return { add_ons: rows.map(shape) };
  });

  registerEndpoint(app, endpoints.vendorAddOnStore, async ({ body, req }) => {
    const staff = currentStaff(req);
    const made = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(addOns)
        .values({ storeId: staff.storeId!, name: body.name, price: body.price, active: body.active !== 0 })
        .returning();
      await recordAudit(tx, staff, {
        action: 'addon.create',
        entity: 'add_on',
        entityId: row!.id,
        after: shape(row!),
      });
      return row!;
    });
    return { message: say(req, 'addons.created'), add_on: shape(made) };
  });

  registerEndpoint(app, endpoints.vendorAddOnUpdate, async ({ body, params, req }) => {
    const staff = currentStaff(req);
    const changed = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(addOns)
        .where(and(eq(addOns.id, params.id), eq(addOns.storeId, staff.storeId!)))
        .for('update');
      if (!before) throw notFound();
      const [row] = await tx
        .update(addOns)
        .set({
          name: body.name,
          price: body.price,
          ...(body.active !== undefined && { active: body.active === 1 }),
        })
        .where(eq(addOns.id, params.id))
        .returning();
      await recordAudit(tx, staff, {
        action: 'addon.update',
        entity: 'add_on',
        entityId: params.id,
        before: shape(before),
        after: shape(row!),
      });
      return row!;
    });
    return { message: say(req, 'addons.updated'), add_on: shape(changed) };
  });

  // Items that offered it stop offering it; orders keep the add-ons they bought (a copy in order_details).
  registerEndpoint(app, endpoints.vendorAddOnDelete, async ({ params, req }) => {
    const staff = currentStaff(req);
    await db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(addOns)
        .where(and(eq(addOns.id, params.id), eq(addOns.storeId, staff.storeId!)))
        .returning();
      if (!gone) throw notFound();
      const id = sql`to_jsonb(${params.id}::integer)`;
      await tx
        .update(items)
        .set({
          addOnIds: sql`(select coalesce(jsonb_agg(e), '[]'::jsonb) from jsonb_array_elements("items"."add_on_ids") e where e <> ${id})`,
          updatedAt: new Date(),
        })
        .where(and(eq(items.storeId, staff.storeId!), sql`${items.addOnIds} @> jsonb_build_array(${id})`));
      await recordAudit(tx, staff, {
        action: 'addon.delete',
        entity: 'add_on',
        entityId: params.id,
        before: shape(gone),
      });
    });
    return { message: say(req, 'addons.deleted') };
  });
}
