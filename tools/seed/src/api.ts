// The seed's one door into the API (tools → apps → packages): the database handle, its tables and the
// password hash the sign-in checks. When the API moves these, only this file follows.
export { hashPassword, verifyPassword } from '../../../apps/api/src/auth/password';
export {
  type Database,
  type DatabaseHandle,
  openDatabase,
  openPglite,
} from '../../../apps/api/src/db/client';
export * from '../../../apps/api/src/db/schema';
