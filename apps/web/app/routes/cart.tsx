import { type CouponAnswer, endpoints, isApiError } from '@bazaar/contract';
import {
  formatMoney,
  type MessageKey,
  type MessageParams,
  resolveLocale,
  t as translate,
} from '@bazaar/domain';
import { messageToken, readMessageToken } from '@bazaar/domain/messages/translate';
import { data, Link, redirect, useRevalidator } from 'react-router';
import { CartLines } from '../components/cart/cart-lines';
import { CartNotices } from '../components/cart/cart-notices';
import { CartSkeleton } from '../components/cart/cart-skeleton';
import { CartSummary, MobileCheckoutBar } from '../components/cart/cart-summary';
import { RemovedLine } from '../components/cart/removed-line';
import { Toast } from '../components/layout/toast';
import { EmptyState } from '../components/lists/empty-state';
import { metaT, pageMeta } from '../components/lists/page-meta';
import type { CartData } from '../lib/cart-data';
import { applyIntent, readIntent } from '../lib/cart-intents';
import { quoteGuestCart } from '../lib/cart-quote';
import { couponReach, takenByNoGroup } from '../lib/coupon-reach';
import { parseGuestLines, readGuestCart, writeGuestCart } from '../lib/guest-cart';
import { useT } from '../lib/i18n';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [
    ...pageMeta(matches, { title: t('cart.title'), description: t('cart.description'), seoKey: 'cart' }),
    { name: 'robots', content: 'noindex' },
  ];
};

const guestData: CartData = { mode: 'guest', answer: null, coupons: [] };

export async function loader({ context }: Route.LoaderArgs): Promise<CartData> {
  if (!context.signedIn) return guestData;
  try {
    const [answer, coupons] = await Promise.all([
      context.api(endpoints.getCart),
      context.api(endpoints.couponList).catch((): CouponAnswer[] => []),
    ]);
    return { mode: 'stored', answer, coupons };
  } catch (err) {
    if (isApiError(err) && err.status === 401) return guestData;
    throw err;
  }
}

/** The page's language in the browser (the root element's lang, set from the shopper's choice). */
const pageLocale = () =>
  resolveLocale(typeof document === 'undefined' ? 'en' : document.documentElement.lang);

/** A guest's cart is read from local storage and priced by the server; what the check changed is kept. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<CartData> {
  const server = await serverLoader();
  if (server.mode !== 'guest') return server;
  try {
    const lines = readGuestCart();
    const answer = await quoteGuestCart(lines, pageLocale());
    if (JSON.stringify(answer.lines) !== JSON.stringify(lines)) writeGuestCart(answer.lines);
    return { ...server, answer };
  } catch {
    return { ...server, failed: true };
  }
}
clientLoader.hydrate = true as const;

export type CartActionAnswer = {
  notice?: string;
  error?: string;
  removed?: { line: string; name: string };
  merged?: boolean;
};

type Say = (key: MessageKey, params?: MessageParams) => string;

/** The signed-in cart's changes: read the stored cart, apply the one rule, store it back. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.signedIn) return redirect('/auth/login?redirectTo=%2Fcart');
  const say: Say = (key, params) => translate(key, params, context.locale);
  const form = await request.formData();
  const api = context.api;
  try {
    const intent = form.get('intent');
    if (intent === 'merge') {
      await api(endpoints.mergeCart, {
        body: { cart: parseGuestLines(String(form.get('guest_cart') ?? '[]')) },
      });
      return { merged: true } satisfies CartActionAnswer;
    }
    const current = await api(endpoints.getCart);
    if (intent === 'coupon' || intent === 'coupon-remove') {
      const code = intent === 'coupon' ? String(form.get('code') ?? '').trim() : null;
      if (code === '')
        return data({ error: say('coupon.invalid_code') } satisfies CartActionAnswer, { status: 400 });
      const next = await api(endpoints.putCart, { body: { cart: current.lines, coupon_code: code } });
      const refused = next.notices.find((n) => n.code === 'coupon');
      if (code !== null && (refused || next.coupon_code === null)) {
        return data(
          { error: refused?.message ?? say('coupon.invalid_or_failed') } satisfies CartActionAnswer,
          { status: 400 },
        );
      }
      if (code !== null && next.cart.length > 0 && takenByNoGroup(next.cart)) {
        // Kept, but it takes nothing off yet: say why rather than "applied" (the groups say it too).
        const [coupons, config] = await Promise.all([
          api(endpoints.couponList).catch((): CouponAnswer[] => []),
          api(endpoints.config),
        ]);
        const reach = couponReach(code, next.cart, coupons);
        return {
          error:
            reach.kind === 'below_minimum'
              ? say('coupon.min_purchase', { amount: formatMoney(reach.minPurchase, config.currency_symbol) })
              : say('cart.coupon_not_for_cart'),
        } satisfies CartActionAnswer;
      }
      return {
        notice: say(code === null ? 'cart.coupon_removed' : 'coupon.applied'),
      } satisfies CartActionAnswer;
    }
    const wanted = readIntent(form);
    if (!wanted)
      return data({ error: say('cart.line_not_found') } satisfies CartActionAnswer, { status: 400 });
    const options =
      wanted.kind === 'variant'
        ? (await api(endpoints.itemDetails, { params: { id: String(form.get('item_id') ?? '') } })).variations
        : [];
    const applied = applyIntent(wanted, current, options);
    if (!applied.ok) {
      return data({ error: say(applied.refusal.key, applied.refusal.params) } satisfies CartActionAnswer, {
        status: 400,
      });
    }
    await api(endpoints.putCart, { body: { cart: applied.lines } });
    return answerOf(applied, form, say);
  } catch (err) {
    if (isApiError(err) && err.status === 401) return redirect('/auth/login?redirectTo=%2Fcart');
    if (isApiError(err) && [403, 404, 409, 422].includes(err.status)) {
      return data({ error: err.body.errors[0]?.message ?? err.message } satisfies CartActionAnswer, {
        status: err.status,
      });
    }
    throw err;
  }
}

function answerOf(
  applied: Extract<ReturnType<typeof applyIntent>, { ok: true }>,
  form: FormData,
  say: Say,
): CartActionAnswer {
  return {
    notice: say(applied.notice),
    ...(applied.removed && {
      removed: { line: JSON.stringify(applied.removed), name: String(form.get('name') ?? '') },
    }),
  };
}

/** A guest's changes: the same rule over the lines kept in this browser, priced by the server first. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  if (form.get('mode') !== 'guest') return serverAction();
  const locale = pageLocale();
  // Texts travel as message tokens, rendered by the page in its language (the browser holds only
  // the page's own catalogue, which a client action cannot reach).
  const say: Say = (key, params) => messageToken(key, params);
  const wanted = readIntent(form);
  if (!wanted) return { error: say('cart.line_not_found') } satisfies CartActionAnswer;
  try {
    const current = await quoteGuestCart(readGuestCart(), locale);
    const options = wanted.kind === 'variant' ? await variationsOf(String(form.get('item_id') ?? '')) : [];
    const applied = applyIntent(wanted, current, options);
    if (!applied.ok)
      return { error: say(applied.refusal.key, applied.refusal.params) } satisfies CartActionAnswer;
    writeGuestCart(applied.lines);
    return answerOf(applied, form, say);
  } catch {
    return { error: say('cart.try_again') } satisfies CartActionAnswer;
  }
}

async function variationsOf(itemId: string): Promise<{ type: string; stock: number }[]> {
  const answer = await fetch(`/api/v1/items/details/${encodeURIComponent(itemId)}`);
  if (!answer.ok) return [];
  return ((await answer.json()) as { variations?: { type: string; stock: number }[] }).variations ?? [];
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const revalidator = useRevalidator();
  const shown = (text: string | undefined) => {
    const ref = text === undefined ? undefined : readMessageToken(text);
    return ref ? t(ref.key, ref.params) : text;
  };
  const answer = actionData as CartActionAnswer | undefined;
  const { mode, coupons } = loaderData;
  const cart = loaderData.answer;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 pb-32 tablet:pb-6" data-testid="cart-page" data-mode={mode}>
      <Toast message={shown(answer?.notice)} testId="cart-notice" />
      <Toast message={shown(answer?.error)} kind="error" testId="cart-error" />
      <h1 className="text-2xl font-bold text-slate-900">{t('cart.title')}</h1>
      {answer?.removed && <RemovedLine removed={answer.removed} mode={mode} />}
      {!cart ? (
        loaderData.failed ? (
          <div role="alert" className="mt-6 rounded-xl border border-rose-200 bg-rose-50 p-6 text-rose-900">
            <p className="font-semibold">{t('cart.load_failed')}</p>
            <button
              type="button"
              onClick={() => revalidator.revalidate()}
              className="mt-4 rounded-full bg-rose-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-rose-800"
            >
              {t('cart.try_again')}
            </button>
          </div>
        ) : (
          <CartSkeleton />
        )
      ) : (
        <>
          <CartNotices
            notices={cart.notices.filter((n) => n.code !== 'price_changed' && n.code !== 'stock')}
          />
          {cart.cart.length === 0 ? (
            <div className="mt-6">
              <EmptyState title={t('empty.cart')} hint={t('cart.empty_hint')}>
                <Link
                  to="/"
                  className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
                >
                  {t('cart.continue_shopping')}
                </Link>
              </EmptyState>
            </div>
          ) : (
            <div className="mt-6 grid items-start gap-6 desktop:grid-cols-[minmax(0,1fr)_22rem]">
              <CartLines answer={cart} mode={mode} coupons={coupons} />
              <CartSummary answer={cart} mode={mode} coupons={coupons} />
              <MobileCheckoutBar answer={cart} mode={mode} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
