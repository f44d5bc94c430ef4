import { describe, expect, it } from 'vitest';
import { eventForClick, eventForPage, eventForScroll, eventForSubmit } from './data-layer';

describe('eventForClick', () => {
  it.each([
    [{ track: 'add-to-cart', href: null }, { event: 'add-to-cart' }],
    [{ track: 'checkout', href: '/checkout' }, { event: 'checkout' }],
    [{ track: 'place-order', href: null }, { event: 'place-order' }],
    [
      { track: null, href: 'https://wa.me/923001234567' },
      { event: 'whatsapp', url: 'https://wa.me/923001234567' },
    ],
    [
      { track: null, href: 'https://api.WhatsApp.com/send?phone=92300' },
      { event: 'whatsapp', url: 'https://api.WhatsApp.com/send?phone=92300' },
    ],
  ])('%o → %o', (el, event) => {
    expect(eventForClick(el)).toEqual(event);
  });

  it('ignores anything else', () => {
    expect(eventForClick({ track: 'other', href: '/product/x' })).toBeNull();
    expect(eventForClick({ track: null, href: null })).toBeNull();
  });
});

describe('eventForPage', () => {
  it('sends Purchase, 100 PKR, on thank-you and order-received addresses', () => {
    const purchase = { event: 'Purchase', value: 100, currency: 'PKR' };
    expect(eventForPage('/checkout/thank-you?orders=12')).toEqual(purchase);
    expect(eventForPage('/checkout/order-received/12')).toEqual(purchase);
    expect(eventForPage('/Thank-You')).toEqual(purchase);
  });
  it('sends nothing elsewhere', () => {
    expect(eventForPage('/checkout')).toBeNull();
    expect(eventForPage('/product/thank')).toBeNull();
    expect(eventForPage('/auth/login?redirectTo=%2Fcheckout%2Fthank-you')).toBeNull();
    expect(eventForPage('/auth/login?redirectTo=/checkout/thank-you')).toBeNull();
  });
});

describe('eventForScroll', () => {
  it('fires once past 500 px', () => {
    expect(eventForScroll(499, false)).toBeNull();
    expect(eventForScroll(500, false)).toBeNull();
    expect(eventForScroll(501, false)).toEqual({ event: 'scroll', depth: 500 });
    expect(eventForScroll(2000, true)).toBeNull();
  });
});

describe('eventForSubmit', () => {
  it('names the form by id, else by the action path', () => {
    expect(eventForSubmit({ id: 'newsletter', action: '/x' })).toEqual({ event: 'lead', form: 'newsletter' });
    expect(eventForSubmit({ id: '', action: 'https://bazaar.pk/search?x=1' })).toEqual({
      event: 'lead',
      form: '/search',
    });
    expect(eventForSubmit({})).toEqual({ event: 'lead', form: '' });
  });

  it('is self-contained, as are the others', () => {
    for (const fn of [eventForClick, eventForScroll, eventForSubmit, eventForPage]) {
      expect(() => new Function(`return (${fn.toString()})`)()).not.toThrow();
    }
    const submit = new Function(`return (${eventForSubmit.toString()})({ action: '/a/b' })`);
    expect(submit()).toEqual({ event: 'lead', form: '/a/b' });
  });
});
