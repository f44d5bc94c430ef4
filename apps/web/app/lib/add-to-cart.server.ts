import { endpoints, isApiError } from '@bazaar/contract';
import { type Locale, type StoredCartLine, t } from '@bazaar/domain';
import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import { addLine } from './cart-edits';
import { parseGuestLines } from './guest-cart';

/** What an add-to-cart form shows: the toast, the refusal, and a guest's new lines to keep. */
export type AddAnswer = { notice?: string; error?: string; guestLines?: StoredCartLine[] };

const refused = (locale: Locale, key: Parameters<typeof t>[0], params?: Parameters<typeof t>[1]) =>
  data({ error: t(key, params, locale) } satisfies AddAnswer, { status: 400 });

/**
 * Adds a line by the domain's rules (the same line grows within `stock`, '{n} quantity available in
 * stock.' past it) to the signed-in customer's stored cart, or to the guest's cart the form brought
 * (`guest_cart`, kept in the browser: the new lines are answered for the page to keep). A guest form
 * without it (no JavaScript) and a lapsed session are sent to `signIn`.
 */
export async function addToCart(
  context: AppLoadContext,
  form: FormData,
  wanted: { line: StoredCartLine; stock: number },
  signIn: () => Response,
) {
  const guestCart = form.get('guest_cart');
  if (!context.signedIn) {
    if (typeof guestCart !== 'string') return signIn();
    const next = addLine(parseGuestLines(guestCart), wanted.line, wanted.stock);
    if (!next.ok) return refused(context.locale, next.refusal.key, next.refusal.params);
    return { notice: t('cart.updated', {}, context.locale), guestLines: next.lines } satisfies AddAnswer;
  }
  try {
    const current = await context.api(endpoints.getCart);
    const next = addLine(current.lines, wanted.line, wanted.stock);
    if (!next.ok) return refused(context.locale, next.refusal.key, next.refusal.params);
    await context.api(endpoints.putCart, { body: { cart: next.lines } });
    return { notice: t('cart.updated', {}, context.locale) } satisfies AddAnswer;
  } catch (err) {
    if (isApiError(err) && err.status === 401) return signIn();
    if (isApiError(err) && (err.status === 403 || err.status === 409 || err.status === 422)) {
      return data({ error: err.body.errors[0]?.message ?? err.message } satisfies AddAnswer, {
        status: err.status,
      });
    }
    throw err;
  }
}
