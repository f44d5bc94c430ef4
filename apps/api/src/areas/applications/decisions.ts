import { endpoints } from '@bazaar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentStaff } from '../../auth/staff';
import { ApplicationError, type ApplicationStatus, type Decision } from '../../commerce/applications';
import { courierApplicationPage, decideCourierApplication } from '../../commerce/courier-applications';
import { decideStoreApplication, storeApplicationPage } from '../../commerce/store-applications';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError, ERROR_CODES } from '../../platform/errors';
import { say } from '../../platform/locale';
import type { AppDeps } from '../area';

type Applicant = {
  id: number;
  status: string;
  fName: string;
  lName: string;
  email: string;
  phone: string;
  zoneId: number | null;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
};

/** What every application shows the operator: who applied, when, and how it was decided. */
const applicant = (r: Applicant) => ({
  id: r.id,
  status: r.status as ApplicationStatus,
  f_name: r.fName,
  l_name: r.lName,
  email: r.email,
  phone: r.phone,
  zone_id: r.zoneId,
  reason: r.reason,
  created_at: r.createdAt.toISOString(),
  decided_at: r.decidedAt ? r.decidedAt.toISOString() : null,
});

/** The decision the body asks for: approve, or reject with its reason (the schema requires one). */
const decisionOf = (body: { action: 'approve' | 'reject'; reason?: string | undefined }): Decision =>
  body.action === 'approve' ? { approve: true } : { approve: false, reason: body.reason ?? '' };

/** A decision that cannot be made, in the caller's language: unknown is 404, decided or taken 409. */
async function deciding<T>(decide: () => Promise<T>): Promise<T> {
  try {
    return await decide();
  } catch (error) {
    if (!(error instanceof ApplicationError)) throw error;
    if (error.kind === 'missing') throw AppError.notFound('application_id');
    const key = error.kind === 'decided' ? 'application.already_decided' : 'application.staff_taken';
    throw AppError.of(409, ERROR_CODES.conflict, key);
  }
}

/**
 * The operator's queue of store and courier applications (issue 38's approvals; the terminal's
 * store-applications and approve-store do the same through the same commerce functions). Each
 * decision is audited as the admin who made it.
 */
export function applicationDecisionRoutes(app: FastifyInstance, deps: AppDeps) {
  const options = (req: FastifyRequest) => ({
    dataDir: deps.dataDir,
    mailer: deps.mailer,
    publicOrigin: app.publicOrigin,
    actor: currentStaff(req),
  });
  const answer = (req: FastifyRequest, id: number, madeId: number | null) => ({
    message: say(req, madeId === null ? 'application.rejected' : 'application.approved'),
    application_id: id,
    status: madeId === null ? ('rejected' as const) : ('approved' as const),
    made_id: madeId,
  });

  registerEndpoint(app, endpoints.adminStoreApplications, async ({ query }) => {
    const page = await storeApplicationPage(deps.db, query);
    return {
      total_size: page.total,
      limit: query.limit,
      offset: query.offset,
      applications: page.rows.map((r) => ({
        ...applicant(r),
        store_name: r.storeName,
        address: r.address,
        store_id: r.storeId,
      })),
    };
  });

  registerEndpoint(app, endpoints.adminDecideStoreApplication, async ({ body, req }) => {
    const { store } = await deciding(() =>
      decideStoreApplication(deps.db, options(req), body.application_id, decisionOf(body)),
    );
    return answer(req, body.application_id, store?.id ?? null);
  });

  registerEndpoint(app, endpoints.adminCourierApplications, async ({ query }) => {
    const page = await courierApplicationPage(deps.db, query);
    return {
      total_size: page.total,
      limit: query.limit,
      offset: query.offset,
      applications: page.rows.map((r) => ({
        ...applicant(r),
        identity_type: r.identityType,
        earning: r.earning,
        courier_id: r.staffId,
      })),
    };
  });

  registerEndpoint(app, endpoints.adminDecideCourierApplication, async ({ body, req }) => {
    const { courier } = await deciding(() =>
      decideCourierApplication(deps.db, options(req), body.application_id, decisionOf(body)),
    );
    return answer(req, body.application_id, courier?.id ?? null);
  });
}
