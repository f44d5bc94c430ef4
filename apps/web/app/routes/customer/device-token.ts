import { endpoints, isApiError, SaveDeviceTokenBodySchema } from '@bazaar/contract';
import { fieldErrors } from '@bazaar/domain';
import { data } from 'react-router';
import { savedForOf } from '../../lib/push';
import { pushEndpointCookie } from '../../lib/push.server';
import type { Route } from './+types/device-token';

/** The JSON a script posts, or a form's `token` field (JSON text); null when it is neither. */
async function readToken(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) return ((await request.json()) as { token?: unknown }).token;
    return (await request.formData()).get('token');
  } catch {
    return null;
  }
}

/**
 * `POST /customer/device-token` {token: PushSubscription.toJSON()}: saves this browser's Web Push
 * subscription through the storefront, which holds the session (spec §7 save-device-token; decision
 * 502). Open to guests too: their device gets broadcasts only. The host checks the XSRF header first.
 * Answers `{message, saved_for}` (the customer's id, or 'guest') and remembers the endpoint in an
 * HttpOnly cookie, so that signing out can forget the device.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') throw new Response(null, { status: 405, headers: { Allow: 'POST' } });
  const parsed = SaveDeviceTokenBodySchema.safeParse({ token: await readToken(request) });
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error, context.locale) }, { status: 400 });
  try {
    const saved = await context.api(endpoints.saveDeviceToken, { body: parsed.data });
    const me = context.signedIn ? await context.api(endpoints.customerInfo) : null;
    return data(
      { message: saved.message, saved_for: savedForOf(me?.id ?? null) },
      { headers: { 'Set-Cookie': pushEndpointCookie(parsed.data.token.endpoint) } },
    );
  } catch (err) {
    // The API's refusal (a bad endpoint 403, a stale session 401, too many saves 429) as it gave it.
    if (isApiError(err) && err.status < 500) return data(err.body, { status: err.status });
    throw err;
  }
}

/** Saving is a POST; a GET changes nothing (405). */
export function loader() {
  throw new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
