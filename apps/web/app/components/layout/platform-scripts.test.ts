import { describe, expect, it } from 'vitest';
import { PLATFORM_SCRIPT } from './platform-scripts';

/** Runs the inline script against a tiny fake window and document, and answers what it did. */
function run(opts: { width: number; reloadAt?: string | null; now?: number }) {
  const listeners: Record<string, ((e: unknown) => void)[]> = {};
  const on = (type: string, fn: (e: unknown) => void) => {
    listeners[type] = [...(listeners[type] ?? []), fn];
  };
  const store = new Map<string, string>();
  if (opts.reloadAt) store.set('bazaar:reload-at', opts.reloadAt);
  let reloads = 0;
  const cookies: string[] = [];
  const w = {
    innerWidth: opts.width,
    scrollY: 0,
    dataLayer: undefined as unknown[] | undefined,
    location: { origin: 'https://bazaar.pk', pathname: '/', search: '', reload: () => reloads++ },
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    },
    addEventListener: on,
  };
  const d = {
    set cookie(v: string) {
      cookies.push(v);
    },
    addEventListener: on,
  };
  new Function('window', 'document', PLATFORM_SCRIPT)(w, d);
  const fire = (type: string, e: unknown) => {
    for (const fn of listeners[type] ?? []) fn(e);
  };
  return { w, cookies, fire, reloads: () => reloads, store };
}

const element = (attrs: Record<string, string>, tagName = 'BUTTON') => ({
  tagName,
  getAttribute: (n: string) => attrs[n] ?? null,
});

describe('the inline platform script', () => {
  it('sets the viewport cookie for the width', () => {
    expect(run({ width: 375 }).cookies).toEqual([
      'viewport=mobileMedium; Max-Age=31536000; Path=/; SameSite=Strict; Secure',
    ]);
  });

  it('reloads once on a failed page script, not again within 10 s', () => {
    const page = run({ width: 1280 });
    const failed = { target: { tagName: 'SCRIPT', src: 'https://bazaar.pk/assets/root-abc.js' } };
    page.fire('error', failed);
    expect(page.reloads()).toBe(1);
    page.fire('error', failed);
    expect(page.reloads()).toBe(1);
    page.fire('error', { target: { tagName: 'SCRIPT', src: 'https://tags.example/x.js' } });
    const recent = run({ width: 1280, reloadAt: String(Date.now() - 2000) });
    recent.fire('vite:preloadError', { preventDefault() {} });
    expect(recent.reloads()).toBe(0);
  });

  it('pushes click, submit and scroll events to dataLayer', () => {
    const page = run({ width: 1280 });
    const button = element({ 'data-track': 'add-to-cart' });
    page.fire('click', { target: { closest: () => button } });
    page.fire('click', { target: { closest: () => null } });
    page.fire('submit', { target: { tagName: 'FORM', id: 'contact', getAttribute: () => '/contact-us' } });
    page.w.scrollY = 600;
    page.fire('scroll', {});
    page.fire('scroll', {});
    expect(page.w.dataLayer).toEqual([
      { event: 'add-to-cart' },
      { event: 'lead', form: 'contact' },
      { event: 'scroll', depth: 500 },
    ]);
  });
});
