import { endpoints, type UploadedImage } from '@bazaar/contract';
import { MAX_IMAGE_BYTES } from '@bazaar/domain';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { currentCustomer } from '../../auth/authenticate';
import { revokeSession } from '../../auth/sessions';
import type { AppDeps } from '../../http/deps';
import { registerEndpoint } from '../../http/endpoint';
import { say } from '../../http/locale';
import { customerRoutes } from '../customer';
import { recoveryRoutes } from './recovery';
import { createAccountServices } from './services';
import { signInRoutes } from './sign-in';

/** Reads an uploaded file into memory (at most 2 MB are kept; a larger one is marked as such). */
async function readUpload(part: MultipartFile) {
  const data = await part.toBuffer();
  const value: UploadedImage = {
    filename: part.filename,
    mimetype: part.mimetype,
    size: part.file.truncated ? MAX_IMAGE_BYTES + 1 : data.length,
    data,
  };
  (part as unknown as { value: UploadedImage }).value = value;
}

/**
 * Every account call: auth/* and customer/*. Bodies may be JSON or form data (the platform's apps send
 * form data); files only where a call takes one.
 */
export async function accountRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    onFile: readUpload,
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 21 },
  });
  const services = createAccountServices(app, deps);
  signInRoutes(app, deps, services);
  recoveryRoutes(app, deps, services);
  registerEndpoint(app, endpoints.logout, async ({ req }) => {
    await revokeSession(deps.db, currentCustomer(req).sessionId);
    return { message: say(req, 'auth.logout_success') };
  });
  customerRoutes(app, deps, services);
}
