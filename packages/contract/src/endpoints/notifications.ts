import { IdParamsSchema, MessageSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';
import {
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationReadSchema,
  PushPublicKeySchema,
  RemoveDeviceTokenBodySchema,
  SaveDeviceTokenBodySchema,
} from '../notifications';

const tag = 'notifications';
/** Another customer's notification answers 404, as a missing one does. */
const own = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

/** Notifications and Web Push (decision 502). */
export const notificationEndpoints = {
  notificationList: defineEndpoint({
    method: 'GET',
    path: '/customer/global-notifications',
    tag,
    auth: 'required',
    summary:
      'Broadcasts and the customer’s own notifications, newest first, paged (page, or limit and offset), with the unread count',
    query: NotificationListQuerySchema,
    response: NotificationListSchema,
    responses: { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema },
  }),
  notificationReadLegacy: defineEndpoint({
    method: 'GET',
    path: '/customer/read/global-notifications/{id}',
    tag,
    auth: 'required',
    summary:
      'Mark one notification read (kept for existing clients; new ones POST customer/notifications/{id}/read)',
    params: IdParamsSchema,
    response: NotificationReadSchema,
    responses: own,
  }),
  notificationRead: defineEndpoint({
    method: 'POST',
    path: '/customer/notifications/{id}/read',
    tag,
    auth: 'required',
    summary: 'Mark one notification read',
    params: IdParamsSchema,
    response: NotificationReadSchema,
    responses: own,
  }),
  notificationReadAll: defineEndpoint({
    method: 'POST',
    path: '/customer/notifications/read-all',
    tag,
    auth: 'required',
    summary: 'Mark every notification the customer can see read',
    response: NotificationReadSchema,
    responses: { 401: ErrorEnvelopeSchema },
  }),
  saveDeviceToken: defineEndpoint({
    method: 'POST',
    path: '/customer/save-device-token',
    tag,
    // The spec's client also sends it once before sign-in: a guest device gets broadcasts only.
    auth: 'optional',
    summary:
      'Save this browser’s Web Push subscription {endpoint, keys{p256dh, auth}} as `token` (JSON text or object); signed in or not; saving again refreshes it. An endpoint another account holds is refused (409): subscribe anew',
    body: SaveDeviceTokenBodySchema,
    response: MessageSchema,
    responses: {
      401: ErrorEnvelopeSchema,
      403: ErrorEnvelopeSchema,
      409: ErrorEnvelopeSchema,
      429: ErrorEnvelopeSchema,
    },
  }),
  removeDeviceToken: defineEndpoint({
    method: 'POST',
    path: '/customer/remove-device-token',
    tag,
    auth: 'required',
    summary: 'Forget this browser’s subscription (e.g. at sign-out); another customer’s answers 404',
    body: RemoveDeviceTokenBodySchema,
    response: MessageSchema,
    responses: own,
  }),
  pushPublicKey: defineEndpoint({
    method: 'GET',
    path: '/push/public-key',
    tag,
    summary: 'The VAPID public key browsers subscribe with (applicationServerKey, base64url)',
    response: PushPublicKeySchema,
  }),
} as const;
