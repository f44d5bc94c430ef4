import {
  FlowTokenResponseSchema,
  ForgotPasswordBodySchema,
  GoogleLoginBodySchema,
  LoginBodySchema,
  ResetPasswordBodySchema,
  SendVerificationLinkBodySchema,
  SessionResponseSchema,
  SignUpBodySchema,
  SignUpResponseSchema,
  VerifyEmailBodySchema,
  VerifyTokenBodySchema,
} from '../auth';
import { MessageSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';

const tag = 'auth';
/** Every account call may answer 429 (with Retry-After) when its abuse limit is reached. */
const limited = { 429: ErrorEnvelopeSchema };

/** Registration, sign-in (password and Google), password recovery, email verification, sign-out. */
export const authEndpoints = {
  signUp: defineEndpoint({
    method: 'POST',
    path: '/auth/sign-up',
    tag,
    summary: 'Register a customer (manual, or google with a verified id_token) and sign in',
    body: SignUpBodySchema,
    response: SignUpResponseSchema,
    responses: { 403: ErrorEnvelopeSchema, ...limited },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    tag,
    summary: 'Sign in with email and password; 401 when they do not match',
    body: LoginBodySchema,
    response: SessionResponseSchema,
    responses: { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, ...limited },
  }),
  googleLogin: defineEndpoint({
    method: 'POST',
    path: '/auth/google-login',
    tag,
    summary: 'Sign in or register with a Google ID token (only when a Google client id is configured)',
    body: GoogleLoginBodySchema,
    response: SessionResponseSchema,
    responses: { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, ...limited },
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/forgot-password',
    tag,
    summary: 'Start password recovery: the same answer for every email; the code travels by email only',
    body: ForgotPasswordBodySchema,
    response: FlowTokenResponseSchema,
    responses: limited,
  }),
  verifyToken: defineEndpoint({
    method: 'POST',
    path: '/auth/verify-token',
    tag,
    summary: 'Check the emailed code of a recovery flow (does not use it up)',
    body: VerifyTokenBodySchema,
    response: FlowTokenResponseSchema,
    responses: { 403: ErrorEnvelopeSchema, ...limited },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/reset-password',
    tag,
    summary: 'Set a new password with the emailed code (once); every other session is revoked',
    body: ResetPasswordBodySchema,
    response: SessionResponseSchema,
    responses: { 403: ErrorEnvelopeSchema, ...limited },
  }),
  sendVerificationLink: defineEndpoint({
    method: 'POST',
    path: '/auth/send-verification-link',
    tag,
    summary: 'Email a link that confirms the address (the same answer for every email)',
    body: SendVerificationLinkBodySchema,
    response: MessageSchema,
    responses: limited,
  }),
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: '/auth/verify-email',
    tag,
    summary: 'Confirm an email address with the token from the verification link',
    body: VerifyEmailBodySchema,
    response: MessageSchema,
    responses: { 403: ErrorEnvelopeSchema, ...limited },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    tag,
    auth: 'required',
    summary: 'Sign out: the bearer token is revoked at once',
    response: MessageSchema,
    responses: { 401: ErrorEnvelopeSchema },
  }),
} as const;
