import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staff, stores } from '../db/schema';
import { isUniqueViolation } from './accounts';
import { hashPassword } from './password';
import type { StaffRole } from './staff';

export type NewStaff = {
  name: string;
  email: string;
  password: string;
  role: StaffRole;
  /** Required for a seller, ignored for an admin. */
  storeId?: number | null;
};

/** Why a staff account could not be made; the CLI and the seed turn these into their own words. */
export class StaffAccountError extends Error {
  constructor(
    readonly reason: 'email_taken' | 'store_required' | 'store_not_found',
    message: string,
  ) {
    super(message);
    this.name = 'StaffAccountError';
  }
}

/** The store a seller would run, by slug. */
export async function storeBySlug(db: Pick<Database, 'select'>, slug: string) {
  const [row] = await db
    .select({ id: stores.id, name: stores.name, slug: stores.slug })
    .from(stores)
    .where(eq(stores.slug, slug))
    .limit(1);
  return row ?? null;
}

/** Creates a seller or an admin with an argon2id password hash; one email per staff account. */
export async function createStaffAccount(db: Pick<Database, 'insert'>, input: NewStaff) {
  const storeId = input.role === 'seller' ? (input.storeId ?? null) : null;
  if (input.role === 'seller' && storeId === null)
    throw new StaffAccountError('store_required', 'A seller needs a store');
  const passwordHash = await hashPassword(input.password);
  return insertStaff(db, { name: input.name, email: input.email, passwordHash, role: input.role, storeId });
}

/** A staff row with a password already hashed (an approved store's applicant chose it when applying). */
export async function insertStaff(
  db: Pick<Database, 'insert'>,
  input: { name: string; email: string; passwordHash: string; role: StaffRole; storeId: number | null },
) {
  const { passwordHash, storeId } = input;
  try {
    const [row] = await db
      .insert(staff)
      .values({
        name: input.name,
        email: input.email.trim().toLowerCase(),
        passwordHash,
        role: input.role,
        storeId,
      })
      .returning({ id: staff.id, email: staff.email, role: staff.role, storeId: staff.storeId });
    return row!;
  } catch (err) {
    if (isUniqueViolation(err))
      throw new StaffAccountError('email_taken', `A staff account with ${input.email} already exists`);
    throw err;
  }
}
