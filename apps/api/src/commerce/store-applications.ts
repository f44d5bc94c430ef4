/**
 * Store applications (spec §3 store registration; issue 36): submitted by anyone, decided by the
 * operator (the terminal command today, the operator's console next). One home for both sides, so the
 * API, the CLI and the console apply the same rules.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { StoreApplication } from '@bazaar/contract';
import { formatDeliveryTime, slugify, uniqueSlug } from '@bazaar/domain';
import { and, asc, count, eq, like, or } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { insertStaff, StaffAccountError } from '../auth/staff-accounts';
import type { Database } from '../db/client';
import { cities, modules, storeApplications, storeSchedules, stores, zones } from '../db/schema';
import { storeApplicationMail } from '../mail/templates';
import { AppError } from '../platform/errors';
import { uploadFolder } from '../uploads/images';
import {
  ApplicationError,
  type ApplicationPage,
  checkApplicantEmail,
  type DecideOptions,
  type Decision,
  keepApplication,
  lockPendingApplication,
  storeApplicationPictures,
} from './applications';
import { recordAudit, SYSTEM_ACTOR } from './audit';

export { ApplicationError, type Decision } from './applications';

/** Where an application's pictures wait (dataDir/uploads/…) until it is decided. */
const PENDING_FOLDER = 'store-applications';

/**
 * Checks and keeps an application: the zone must be an active one; an email that already signs in as
 * staff is taken; one application per email waits at a time. The logo and cover are re-encoded like
 * every upload. Answers the application's id.
 */
export async function submitStoreApplication(
  db: Database,
  dataDir: string,
  body: StoreApplication,
): Promise<number> {
  const [zone] = await db
    .select({ id: zones.id })
    .from(zones)
    .where(and(eq(zones.id, body.zone_id), eq(zones.active, true)));
  if (!zone) throw AppError.field('zone_id', 'validation.invalid_choice');
  await checkApplicantEmail(db, storeApplications, body.email);

  const [logos, covers] = await storeApplicationPictures(dataDir, PENDING_FOLDER, [
    { field: 'logo', images: body.logo },
    { field: 'cover_photo', images: body.cover_photo },
  ]);
  const logo = logos![0];
  const cover = covers![0];
  return keepApplication(dataDir, PENDING_FOLDER, [logo!, cover!], async () => {
    const [row] = await db
      .insert(storeApplications)
      .values({
        storeName: body.store_name,
        address: body.store_address,
        tax: body.tax,
        minDeliveryTime: body.minimum_delivery_time,
        maxDeliveryTime: body.maximum_delivery_time,
        deliveryTimeType: body.delivery_time_type,
        logo: logo!,
        coverPhoto: cover!,
        zoneId: zone.id,
        latitude: body.latitude,
        longitude: body.longitude,
        fName: body.f_name,
        lName: body.l_name,
        email: body.email,
        phone: body.phone,
        passwordHash: await hashPassword(body.password),
      })
      .returning({ id: storeApplications.id });
    return row!.id;
  });
}

/** One page of the applications of a status, oldest first, with how many there are. */
export async function storeApplicationPage(db: Database, page: ApplicationPage) {
  const where = eq(storeApplications.status, page.status);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: storeApplications.id,
        status: storeApplications.status,
        storeName: storeApplications.storeName,
        address: storeApplications.address,
        fName: storeApplications.fName,
        lName: storeApplications.lName,
        email: storeApplications.email,
        phone: storeApplications.phone,
        zoneId: storeApplications.zoneId,
        reason: storeApplications.reason,
        storeId: storeApplications.storeId,
        createdAt: storeApplications.createdAt,
        decidedAt: storeApplications.decidedAt,
      })
      .from(storeApplications)
      .where(where)
      .orderBy(asc(storeApplications.id))
      .limit(page.limit)
      .offset((page.offset - 1) * page.limit),
    db.select({ n: count() }).from(storeApplications).where(where),
  ]);
  return { total: total?.n ?? 0, rows };
}

/**
 * Decides a pending application, once: approving makes the store (active, with the application's
 * details, in the zone's city, of the first active module; open 9:00 to 21:00 every day until its seller
 * sets its own hours)
 * and its seller account with the password the applicant chose, in one transaction; rejecting keeps
 * the reason. Either way the applicant is mailed. Answers what was made.
 */
export async function decideStoreApplication(
  db: Database,
  opts: DecideOptions,
  id: number,
  decision: Decision,
) {
  const outcome = await db.transaction(async (tx) => {
    const application = await lockPendingApplication(tx, storeApplications, 'store application', id);
    if (!decision.approve) {
      await tx
        .update(storeApplications)
        .set({ status: 'rejected', reason: decision.reason, decidedAt: new Date() })
        .where(eq(storeApplications.id, id));
      await recordAudit(tx, opts.actor ?? SYSTEM_ACTOR, {
        action: 'store_application.reject',
        entity: 'store_application',
        entityId: id,
        before: { status: 'pending' },
        after: { status: 'rejected', reason: decision.reason },
      });
      return { application, store: null };
    }
    const store = await insertStore(tx as unknown as Database, application);
    try {
      await insertStaff(tx as unknown as Database, {
        name: `${application.fName} ${application.lName}`,
        email: application.email,
        passwordHash: application.passwordHash,
        role: 'seller',
        storeId: store.id,
      });
    } catch (error) {
      if (error instanceof StaffAccountError)
        throw new ApplicationError(
          'staff_taken',
          `${application.email} already signs in as staff: reject the application`,
        );
      throw error;
    }
    await tx
      .update(storeApplications)
      .set({ status: 'approved', decidedAt: new Date(), storeId: store.id })
      .where(eq(storeApplications.id, id));
    await recordAudit(tx, opts.actor ?? SYSTEM_ACTOR, {
      action: 'store_application.approve',
      entity: 'store_application',
      entityId: id,
      storeId: store.id,
      before: { status: 'pending' },
      after: { status: 'approved', storeId: store.id },
    });
    return { application, store };
  });
  const { application, store } = outcome;
  if (store) await publishPictures(opts.dataDir, application);
  const name = `${application.fName} ${application.lName}`;
  await opts.mailer.send({
    to: application.email,
    ...storeApplicationMail(
      name,
      application.storeName,
      store
        ? { approved: true, signInUrl: `${opts.publicOrigin}/seller` }
        : { approved: false, reason: decision.approve ? '' : decision.reason },
    ),
  });
  return outcome;
}

type Application = typeof storeApplications.$inferSelect;

async function insertStore(db: Database, a: Application) {
  const base = slugify(a.storeName) || 'store';
  const similar = await db
    .select({ slug: stores.slug })
    .from(stores)
    .where(or(eq(stores.slug, base), like(stores.slug, `${base}-%`)));
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.zoneId, a.zoneId)).limit(1);
  const [module] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(eq(modules.active, true))
    .orderBy(asc(modules.id))
    .limit(1);
  const [store] = await db
    .insert(stores)
    .values({
      name: a.storeName,
      slug: uniqueSlug(base, new Set(similar.map((s) => s.slug))),
      phone: a.phone,
      email: a.email,
      logo: a.logo,
      coverPhoto: a.coverPhoto,
      address: a.address,
      latitude: a.latitude,
      longitude: a.longitude,
      zoneId: a.zoneId,
      cityId: city?.id ?? null,
      moduleId: module?.id ?? null,
      tax: a.tax,
      deliveryTime: formatDeliveryTime({
        min: a.minDeliveryTime,
        max: a.maxDeliveryTime,
        type: a.deliveryTimeType === 'hours' ? 'hours' : 'minute',
      }),
    })
    .returning({ id: stores.id, slug: stores.slug, name: stores.name });
  await db.insert(storeSchedules).values(
    [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      storeId: store!.id,
      day,
      openingTime: DEFAULT_HOURS.opens,
      closingTime: DEFAULT_HOURS.closes,
    })),
  );
  return store!;
}

/** A new store's hours (Pakistan time) until its seller sets its own. */
const DEFAULT_HOURS = { opens: '09:00:00', closes: '21:00:00' };

/** The approved store's logo and cover, copied where the image route serves stores' pictures. */
async function publishPictures(dataDir: string, a: Application) {
  const from = uploadFolder(dataDir, PENDING_FOLDER);
  const logos = uploadFolder(dataDir, 'store');
  const covers = path.join(logos, 'cover');
  await mkdir(covers, { recursive: true });
  await copyFile(path.join(from, a.logo), path.join(logos, a.logo));
  await copyFile(path.join(from, a.coverPhoto), path.join(covers, a.coverPhoto));
}
