import {
  ApplicationAnswerSchema,
  CourierApplicationBodySchema,
  StoreApplicationAnswerSchema,
  StoreApplicationBodySchema,
} from '../applications';
import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';

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
};
