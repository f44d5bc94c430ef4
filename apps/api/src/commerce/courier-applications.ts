/**
 * Courier applications (spec §3 delivery-man registration; issue 36, decision 407): submitted by
 * anyone, decided by the operator (the terminal command today, the operator's console next). One home
 * for both sides, as store applications have.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { CourierApplication } from '@bazaar/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { insertStaff, StaffAccountError } from '../auth/staff-accounts';
import type { Database } from '../db/client';
import { courierApplications, couriers, zones } from '../db/schema';
import { courierApplicationMail } from '../mail/templates';
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
import type { Tx } from './tx';

/** Where an application's pictures wait until it is decided (never served). */
const PENDING_FOLDER = 'courier-applications';
/** An approved courier's photo: served by the image route (base_urls.delivery_man_image_url). */
const PHOTO_FOLDER = 'delivery-man';
/** An approved courier's identity pictures: kept for the operator, never served to anyone. */
const IDENTITY_FOLDER = 'courier-identity';

/**
 * Checks and keeps an application: a zone, when given, must be an active one; an email that already
 * signs in as staff is taken; one application per email waits at a time. The identity pictures and
 * the photo are re-encoded like every upload. Answers the application's id.
 */
export async function submitCourierApplication(
  db: Database,
  dataDir: string,
  body: CourierApplication,
): Promise<number> {
  if (body.zone_id !== undefined) {
    const [zone] = await db
      .select({ id: zones.id })
      .from(zones)
      .where(and(eq(zones.id, body.zone_id), eq(zones.active, true)));
    if (!zone) throw AppError.field('zone_id', 'validation.invalid_choice');
  }
  await checkApplicantEmail(db, courierApplications, body.email);
  const [identity, photos] = await storeApplicationPictures(dataDir, PENDING_FOLDER, [
    { field: 'identity_image', images: body.identity_image },
    { field: 'image', images: body.image },
  ]);
  const photo = photos![0]!;
  return keepApplication(dataDir, PENDING_FOLDER, [...identity!, photo], async () => {
    const [row] = await db
      .insert(courierApplications)
      .values({
        fName: body.f_name,
        lName: body.l_name,
        email: body.email,
        phone: body.phone,
        passwordHash: await hashPassword(body.password),
        identityType: body.identity_type,
        identityNumber: body.identity_number,
        identityImages: identity!,
        image: photo,
        earning: body.type,
        zoneId: body.zone_id ?? null,
      })
      .returning({ id: courierApplications.id });
    return row!.id;
  });
}

/** One page of the applications of a status, oldest first, with how many there are. */
export async function courierApplicationPage(db: Database, page: ApplicationPage) {
  const where = eq(courierApplications.status, page.status);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: courierApplications.id,
        status: courierApplications.status,
        fName: courierApplications.fName,
        lName: courierApplications.lName,
        email: courierApplications.email,
        phone: courierApplications.phone,
        identityType: courierApplications.identityType,
        earning: courierApplications.earning,
        zoneId: courierApplications.zoneId,
        reason: courierApplications.reason,
        staffId: courierApplications.staffId,
        createdAt: courierApplications.createdAt,
        decidedAt: courierApplications.decidedAt,
      })
      .from(courierApplications)
      .where(where)
      .orderBy(asc(courierApplications.id))
      .limit(page.limit)
      .offset((page.offset - 1) * page.limit),
    db.select({ n: count() }).from(courierApplications).where(where),
  ]);
  return { total: total?.n ?? 0, rows };
}

type Application = typeof courierApplications.$inferSelect;

/** The approved courier's photo and identity pictures, copied to where a courier's are kept. */
async function publishPictures(dataDir: string, a: Application) {
  const from = uploadFolder(dataDir, PENDING_FOLDER);
  const copies: [string[], string][] = [
    [[a.image], uploadFolder(dataDir, PHOTO_FOLDER)],
    [a.identityImages, uploadFolder(dataDir, IDENTITY_FOLDER)],
  ];
  for (const [names, to] of copies) {
    await mkdir(to, { recursive: true });
    for (const name of names) await copyFile(path.join(from, name), path.join(to, name));
  }
}

/** The courier account and profile an approved application becomes (offline until they go online). */
async function insertCourier(tx: Tx, a: Application) {
  try {
    const member = await insertStaff(tx as unknown as Database, {
      name: `${a.fName} ${a.lName}`,
      email: a.email,
      passwordHash: a.passwordHash,
      role: 'courier',
      storeId: null,
    });
    await tx.insert(couriers).values({
      staffId: member.id,
      phone: a.phone,
      zoneId: a.zoneId,
      earning: a.earning,
      identityType: a.identityType,
      identityNumber: a.identityNumber,
      identityImages: a.identityImages,
      image: a.image,
    });
    return member;
  } catch (error) {
    if (error instanceof StaffAccountError)
      throw new ApplicationError(
        'staff_taken',
        `${a.email} already signs in as staff: reject the application`,
      );
    throw error;
  }
}

/**
 * Decides a pending application, once, under its row lock: approving makes the courier's account (the
 * password the applicant chose) and profile, with the pictures copied to the courier's folders;
 * rejecting keeps the reason. Both are audited as the system's (the terminal's) decision, and the
 * applicant is mailed. Answers what was made.
 */
export async function decideCourierApplication(
  db: Database,
  opts: DecideOptions,
  id: number,
  decision: Decision,
) {
  const outcome = await db.transaction(async (tx) => {
    const application = await lockPendingApplication(tx, courierApplications, 'courier application', id);
    const courier = decision.approve ? await insertCourier(tx, application) : null;
    const after = courier
      ? { status: 'approved' as const, staffId: courier.id }
      : { status: 'rejected' as const, reason: decision.approve ? null : decision.reason };
    await tx
      .update(courierApplications)
      .set({ ...after, decidedAt: new Date() })
      .where(eq(courierApplications.id, id));
    await recordAudit(tx, opts.actor ?? SYSTEM_ACTOR, {
      action: courier ? 'courier_application.approve' : 'courier_application.reject',
      entity: 'courier_application',
      entityId: id,
      before: { status: 'pending' },
      after,
    });
    // Copied before the commit: an approval whose pictures cannot be copied is not made.
    if (courier) await publishPictures(opts.dataDir, application);
    return { application, courier };
  });
  const { application, courier } = outcome;
  await opts.mailer.send({
    to: application.email,
    ...courierApplicationMail(
      `${application.fName} ${application.lName}`,
      courier
        ? { approved: true, signInUrl: `${opts.publicOrigin}/courier` }
        : { approved: false, reason: decision.approve ? '' : decision.reason },
    ),
  });
  return outcome;
}
