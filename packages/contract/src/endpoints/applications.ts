import {
  ApplicationAnswerSchema,
  ApplicationsQuerySchema,
  CourierApplicationBodySchema,
  CourierApplicationListSchema,
  DecideApplicationBodySchema,
  DecideApplicationResultSchema,
  StoreApplicationAnswerSchema,
  StoreApplicationBodySchema,
  StoreApplicationListSchema,
} from '../applications';
import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';

const guarded = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
const decide = { ...guarded, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema };

/** Applications to sell or deliver on the market (issue 36); public, limited like sign-up. */
export const applicationEndpoints = {
  storeApplication: defineEndpoint({
    method: 'POST',
    path: '/auth/vendor/register',
    tag: 'applications',
    bodyType: 'multipart',
    summary:
      'Apply to open a store (spec §3 store registration; logo and cover photo one picture each, ≤ 2 MB): it waits, pending, for the operator, and the applicant is mailed the decision. One pending application per email; an email already selling is refused',
    body: StoreApplicationBodySchema,
    response: StoreApplicationAnswerSchema,
    responses: { 403: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
  }),
  courierApplication: defineEndpoint({
    method: 'POST',
    path: '/auth/delivery-man/store',
    tag: 'applications',
    bodyType: 'multipart',
    summary:
      'Apply to deliver (spec §3 delivery-man registration; identity_image 1 to 3 pictures and image one photo, each ≤ 2 MB): it waits, pending, for the operator, and the applicant is mailed the decision. One pending application per email; an email already working on the market is refused',
    body: CourierApplicationBodySchema,
    response: ApplicationAnswerSchema,
    responses: { 403: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
  }),
  adminStoreApplications: defineEndpoint({
    method: 'GET',
    path: '/admin/store-applications',
    tag: 'admin',
    auth: 'admin',
    summary: 'Store applications of a status (pending by default), oldest first',
    query: ApplicationsQuerySchema,
    response: StoreApplicationListSchema,
    responses: guarded,
  }),
  adminDecideStoreApplication: defineEndpoint({
    method: 'PUT',
    path: '/admin/store-application/decide',
    tag: 'admin',
    auth: 'admin',
    summary:
      'Approve a pending store application (the store, open 9:00 to 21:00 until its seller sets hours, and its seller account are made) or reject it with a reason; the applicant is mailed. Once: a decided one is 409',
    body: DecideApplicationBodySchema,
    response: DecideApplicationResultSchema,
    responses: decide,
  }),
  adminCourierApplications: defineEndpoint({
    method: 'GET',
    path: '/admin/courier-applications',
    tag: 'admin',
    auth: 'admin',
    summary: 'Courier applications of a status (pending by default), oldest first',
    query: ApplicationsQuerySchema,
    response: CourierApplicationListSchema,
    responses: guarded,
  }),
  adminDecideCourierApplication: defineEndpoint({
    method: 'PUT',
    path: '/admin/courier-application/decide',
    tag: 'admin',
    auth: 'admin',
    summary:
      "Approve a pending courier application (the courier's account and profile are made, offline) or reject it with a reason; the applicant is mailed. Once: a decided one is 409",
    body: DecideApplicationBodySchema,
    response: DecideApplicationResultSchema,
    responses: decide,
  }),
};
