import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mountedOnClientFiles } from '../support/storefront-build';

const swSource = fileURLToPath(new URL('../../../web/public/sw.js', import.meta.url));

describe('the push service worker at the site root', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // A storefront build as `npm run build` leaves it: public/ copied into build/client.
    ({ app, close } = await mountedOnClientFiles({
      'sw.js': await readFile(swSource),
      'assets/app-1234.js': 'console.log(1)',
    }));
  });
  afterAll(() => close());

  it('is served at /sw.js as JavaScript, scope /, revalidated on every check', async () => {
    const res = await app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'"); // it fetches nothing
    expect(res.body).toBe(await readFile(swSource, 'utf8'));
    // Other static files keep their own caching and get no service-worker scope.
    const asset = await app.inject({ url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['service-worker-allowed']).toBeUndefined();
  });
});

/** Runs sw.js in a sandbox shaped like a ServiceWorkerGlobalScope and hands back its listeners. */
function loadWorker(windows: { url: string; focus: () => Promise<unknown> }[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: { origin: 'https://bazaar.test' },
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => {}) },
    clients: {
      claim: vi.fn(async () => {}),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  vm.runInNewContext(readFileSync(swSource, 'utf8'), { self, URL });
  const fire = async (type: string, event: Record<string, unknown>) => {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => pending.push(p) });
    await Promise.all(pending);
  };
  return { self, listeners, fire };
}

const pushEvent = (data: unknown) => ({
  data: { json: () => (typeof data === 'string' ? JSON.parse(data) : data), text: () => String(data) },
});

describe('what the service worker does', () => {
  it('shows the pushed notification with its link kept on this site', async () => {
    const { self, listeners, fire } = loadWorker();
    expect([...listeners.keys()].sort()).toEqual(['activate', 'install', 'notificationclick', 'push']);
    await fire(
      'push',
      pushEvent({
        title: 'Order #5',
        body: 'Your order #5 is now Delivered.',
        url: '/customer/order/5',
        tag: 'notification-9',
        notification_id: 9,
      }),
    );
    expect(self.registration.showNotification).toHaveBeenCalledWith('Order #5', {
      body: 'Your order #5 is now Delivered.',
      tag: 'notification-9',
      data: { url: 'https://bazaar.test/customer/order/5', notificationId: 9 },
    });
    await fire('push', pushEvent({ title: 'Phish', url: 'https://evil.test/login' }));
    expect(self.registration.showNotification).toHaveBeenLastCalledWith(
      'Phish',
      expect.objectContaining({ data: { url: 'https://bazaar.test/', notificationId: null } }),
    );
    await fire('push', {
      data: {
        json: () => {
          throw new Error('not json');
        },
        text: () => 'plain words',
      },
    });
    expect(self.registration.showNotification).toHaveBeenLastCalledWith(
      'Bazaar',
      expect.objectContaining({ body: 'plain words' }),
    );
  });

  it('on click focuses a tab already on the link, else opens one', async () => {
    const focus = vi.fn(async () => {});
    const open = loadWorker([{ url: 'https://bazaar.test/customer/order/5', focus }]);
    const close = vi.fn();
    await open.fire('notificationclick', {
      notification: { close, data: { url: 'https://bazaar.test/customer/order/5' } },
    });
    expect(close).toHaveBeenCalled();
    expect(focus).toHaveBeenCalled();
    expect(open.self.clients.openWindow).not.toHaveBeenCalled();

    const none = loadWorker([]);
    await none.fire('notificationclick', {
      notification: { close, data: { url: 'https://bazaar.test/customer/notifications' } },
    });
    expect(none.self.clients.openWindow).toHaveBeenCalledWith('https://bazaar.test/customer/notifications');
    await none.fire('notificationclick', { notification: { close, data: { url: 'javascript:alert(1)' } } });
    expect(none.self.clients.openWindow).toHaveBeenLastCalledWith('https://bazaar.test/');
  });
});
