import { issueMessage } from '@bazaar/domain';
import { z } from 'zod';
import { PageQuerySchema, pageEnvelope } from './common';

/**
 * GET customer/global-notifications: `page` as the spec sends it, or the platform's `limit` and
 * `offset` (a page number from 1); `page` wins when both are given.
 */
export const NotificationListQuerySchema = PageQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});

/** One notification (api-contract.md): a broadcast to everyone or the customer's own (e.g. an order change). */
export const NotificationSchema = z
  .object({
    id: z.number(),
    data: z.object({
      title: z.string(),
      description: z.string(),
      order_id: z.number().nullable(),
      image: z.string().nullable(),
      /** `order_status`, `general`, …: clients may translate by type. */
      type: z.string(),
    }),
    created_at: z.string(),
    /** Whether this customer has read it (a broadcast is read per customer). */
    read: z.boolean(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

/** Newest first, paged, with how many of all the customer's notifications are unread. */
export const NotificationListSchema = z
  .object({
    notifications: pageEnvelope('data', NotificationSchema),
    /** Unread notifications in all (not just this page): the spec's `unread`. */
    unread: z.number().int(),
    /** The same count under the name the storefront reads. */
    unread_count: z.number().int(),
  })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const NotificationReadSchema = z.object({ message: z.string(), unread_count: z.number().int() });

const invalid = { error: issueMessage('push.subscription_invalid') };
/** A P-256 public point, uncompressed (65 bytes, 0x04 first), base64url as PushSubscription.toJSON() gives it. */
const P256DH = /^B[\w-]{86}$/;
/** 16 random bytes, base64url. */
const AUTH = /^[\w-]{22}$/;

/** A browser's PushSubscription as JSON (`subscription.toJSON()`). */
export const WebPushSubscriptionSchema = z.object(
  {
    endpoint: z.string(invalid).trim().min(1, invalid).max(2048, invalid),
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      {
        p256dh: z.string(invalid).regex(P256DH, invalid),
        auth: z.string(invalid).regex(AUTH, invalid),
      },
      invalid,
    ),
  },
  invalid,
);
export type WebPushSubscription = z.infer<typeof WebPushSubscriptionSchema>;

/** The subscription as an object, or as JSON text (a form field, or a client that stringifies it). */
const subscriptionField = z.preprocess((value) => {
  if (typeof value !== 'string' || value.length > 4096) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, WebPushSubscriptionSchema);

/**
 * POST customer/save-device-token: the spec's `token` is, on the web, the Web Push subscription
 * (endpoint and keys). JSON or form data; with or without a bearer token.
 */
export const SaveDeviceTokenBodySchema = z.object({ token: subscriptionField });

/** POST customer/remove-device-token: forget the caller's subscription with this endpoint. */
export const RemoveDeviceTokenBodySchema = z.object({
  endpoint: z.string(invalid).trim().min(1, invalid).max(2048, invalid),
});

/** GET push/public-key: the VAPID key the browser subscribes with (`applicationServerKey`). */
export const PushPublicKeySchema = z.object({ public_key: z.string() }).meta({ id: 'PushPublicKey' });
