import { type ApiCall, isApiError } from '@bazaar/contract';
import { type AppLoadContext, redirect } from 'react-router';

/**
 * The customer area's guard (spec §2: auth middleware). A guest, or a browser whose session the API no
 * longer accepts, is sent to sign in with `redirectTo` = the page asked for, and comes back to it.
 */
export function signInFirst(request: Request): Response {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return redirect(`/auth/login?redirectTo=${encodeURIComponent(back)}`);
}

type Args = { context: AppLoadContext; request: Request };

/**
 * The signed-in customer's API for one loader or action: a guest never reaches the API, and a 401 on any
 * call becomes the sign-in redirect instead of an error page. Other refusals are the caller's to read.
 */
export function customerApi({ context, request }: Args): ApiCall {
  if (!context.signedIn) throw signInFirst(request);
  const call = ((endpoint, input) =>
    context.api(endpoint, input).catch((err: unknown) => {
      if (isApiError(err) && err.status === 401) throw signInFirst(request);
      throw err;
    })) as ApiCall;
  return call;
}
