/**
 * What the store and courier applications share (issue 36): anyone applies, the operator decides once.
 * An email that already signs in as staff is taken; one application per email waits at a time.
 */
import type { UploadedImage } from '@bazaar/contract';
import { and, eq, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../auth/accounts';
import type { Database } from '../db/client';
import { type courierApplications, staff, type storeApplications } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { AppError } from '../platform/errors';
import { removeUploadedImages, storeUploadedImages } from '../uploads/images';
import type { AuditActor } from './audit';
import type { Tx } from './tx';

export type Decision = { approve: true } | { approve: false; reason: string };

/** Why a decision cannot be made: no such application, decided already, or its email is staff now. */
export type ApplicationErrorKind = 'missing' | 'decided' | 'staff_taken';

/**
 * A decision that cannot be made; the CLI prints its English message, the operator's API answers it
 * in the caller's language by its kind (404, or 409 with the application's status).
 */
export class ApplicationError extends Error {
  override name = 'ApplicationError';
  constructor(
    readonly kind: ApplicationErrorKind,
    message: string,
    /** The status it was decided with, for `decided`. */
    readonly status?: string,
  ) {
    super(message);
  }
}

/** What deciding needs: where pictures live, the mailer, the origin for links, and who decides. */
export type DecideOptions = { dataDir: string; mailer: Mailer; publicOrigin: string; actor?: AuditActor };

/** The statuses an application has, which the operator lists by. */
export type ApplicationStatus = 'pending' | 'approved' | 'rejected';
export type ApplicationPage = { status: ApplicationStatus; limit: number; offset: number };

const taken = () => AppError.field('email', 'account.email_taken');
const pendingAlready = () => AppError.field('email', 'application.pending_exists');

type ApplicationTable = typeof storeApplications | typeof courierApplications;

/** Refuses an email that signs in as staff already, or that has an application waiting in `table`. */
export async function checkApplicantEmail(db: Database, table: ApplicationTable, email: string) {
  const lower = email.toLowerCase();
  const [member] = await db.select({ id: staff.id }).from(staff).where(sql`lower(${staff.email}) = ${lower}`);
  if (member) throw taken();
  const [waiting] = await db
    .select({ id: table.id })
    .from(table as typeof storeApplications)
    .where(and(eq(table.status, 'pending'), sql`lower(${table.email}) = ${lower}`));
  if (waiting) throw pendingAlready();
}

/**
 * Locks one application for its decision and checks it still waits: of two decisions at once, the
 * second finds it decided. `name` says which kind in the refusal ("store application").
 */
export async function lockPendingApplication<T extends ApplicationTable>(
  tx: Tx,
  table: T,
  name: string,
  id: number,
): Promise<T['$inferSelect']> {
  const [application] = await tx
    .select()
    .from(table as typeof storeApplications)
    .where(eq(table.id, id))
    .for('update');
  if (!application) throw new ApplicationError('missing', `No ${name} ${id}`);
  if (application.status !== 'pending') {
    const Name = name.charAt(0).toUpperCase() + name.slice(1);
    throw new ApplicationError(
      'decided',
      `${Name} ${id} was already ${application.status}`,
      application.status,
    );
  }
  return application as T['$inferSelect'];
}

/**
 * Stores an application's pictures in `folder`, one form field after another, re-encoded like every
 * upload; when one is refused (403 under its field), those stored before it are removed. Answers the
 * stored names per field.
 */
export async function storeApplicationPictures(
  dataDir: string,
  folder: string,
  fields: { field: string; images: readonly UploadedImage[] }[],
): Promise<string[][]> {
  const stored: string[][] = [];
  try {
    for (const { field, images } of fields)
      stored.push(await storeUploadedImages(dataDir, folder, images, { field }));
    return stored;
  } catch (error) {
    await removeUploadedImages(dataDir, folder, stored.flat());
    throw error;
  }
}

/**
 * Writes an application whose pictures are already stored in `folder`: when the write fails they are
 * removed again, and two applications of one email at once (the pending index lets one through) answer
 * the second as waiting already.
 */
export async function keepApplication<T>(
  dataDir: string,
  folder: string,
  pictures: string[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await removeUploadedImages(dataDir, folder, pictures);
    if (isUniqueViolation(error)) throw pendingAlready();
    throw error;
  }
}
