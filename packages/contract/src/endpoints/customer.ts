import { MessageSchema } from '../common';
import { ChangePasswordBodySchema, CustomerInfoSchema, UpdateProfileBodySchema } from '../customer';
import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';

const tag = 'customer';
const unauthorized = { 401: ErrorEnvelopeSchema };

/** The signed-in customer's own account. */
export const customerEndpoints = {
  customerInfo: defineEndpoint({
    method: 'GET',
    path: '/customer/info',
    tag,
    auth: 'required',
    summary: 'The signed-in customer: profile, wallet balance, order count',
    response: CustomerInfoSchema,
    responses: unauthorized,
  }),
  updateProfile: defineEndpoint({
    method: 'POST',
    path: '/customer/update-profile',
    tag,
    auth: 'required',
    bodyType: 'multipart',
    summary: 'Update names, email, phone and the profile image (≤ 2 MB, jpeg/png/webp/gif)',
    body: UpdateProfileBodySchema,
    response: MessageSchema,
    responses: { ...unauthorized, 403: ErrorEnvelopeSchema },
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/customer/change-password',
    tag,
    auth: 'required',
    summary: 'Change the password (the current one is required); other sessions are revoked',
    body: ChangePasswordBodySchema,
    response: MessageSchema,
    responses: { ...unauthorized, 403: ErrorEnvelopeSchema },
  }),
  removeAccount: defineEndpoint({
    method: 'DELETE',
    path: '/customer/remove-account',
    tag,
    auth: 'required',
    summary: 'Delete the account and its personal data; 203 while orders are still running',
    response: MessageSchema,
    responses: { ...unauthorized, 203: ErrorEnvelopeSchema },
  }),
} as const;
