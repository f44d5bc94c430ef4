/**
 * Ad events of spec §9, pushed to `window.dataLayer`. Nothing reads the array until a tag manager is
 * configured; config has no tag id yet, so no third-party script is ever loaded.
 */
export type DataLayerEvent = { event: string; [key: string]: unknown };

/** Clicks that count: the add, checkout and place-order buttons (marked `data-track`) and WhatsApp links. */
export const TRACKED_CLICK_SELECTOR =
  '[data-track="add-to-cart"],[data-track="checkout"],[data-track="place-order"],a[href*="wa.me"],a[href*="whatsapp"]';

export const SCROLL_THRESHOLD = 500;

/**
 * The event of a click on an element matching TRACKED_CLICK_SELECTOR, from its `data-track` and
 * `href`. Self-contained (the inline page script embeds its source).
 */
export function eventForClick(el: { track: string | null; href: string | null }): DataLayerEvent | null {
  if (el.track === 'add-to-cart' || el.track === 'checkout' || el.track === 'place-order') {
    return { event: el.track };
  }
  const href = el.href ?? '';
  if (href.indexOf('wa.me') !== -1 || href.toLowerCase().indexOf('whatsapp') !== -1) {
    return { event: 'whatsapp', url: href };
  }
  return null;
}

/**
 * The Purchase event (fixed 100 PKR) when the page's path contains thank-you or order-received, else
 * null. The path alone: the sign-in page's `?redirectTo=/checkout/thank-you` is no purchase.
 */
export function eventForPage(address: string): DataLayerEvent | null {
  const a = (address.split(/[?#]/)[0] ?? '').toLowerCase();
  return a.indexOf('thank-you') !== -1 || a.indexOf('order-received') !== -1
    ? { event: 'Purchase', value: 100, currency: 'PKR' }
    : null;
}

/** The scroll event once per page view: when past 500 px and not yet sent. Self-contained. */
export function eventForScroll(scrollY: number, alreadySent: boolean): DataLayerEvent | null {
  return !alreadySent && scrollY > 500 ? { event: 'scroll', depth: 500 } : null;
}

/** The lead event of any form submit, naming the form by its id or action path. Self-contained. */
export function eventForSubmit(form: { id?: string | null; action?: string | null }): DataLayerEvent {
  let name = form.id || '';
  if (!name && form.action) {
    try {
      name = new URL(form.action, 'http://x').pathname;
    } catch {
      name = '';
    }
  }
  return { event: 'lead', form: name };
}
