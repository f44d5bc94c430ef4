/*
 * Bazaar's push service worker (decision 502), served at /sw.js so its scope is the whole site.
 * It shows each push the API's worker sends ({title, body, url, tag}) and, when the
 * notification is clicked, focuses a tab already on that page or opens one. Links never leave
 * this site. Registering it (and subscribing) is the storefront's job.
 */
const FALLBACK_TITLE = 'Bazaar';

/** A same-site path for a notification's link; anything else becomes the notifications page. */
function sameSiteUrl(url) {
  try {
    const target = new URL(url || '/customer/notifications', self.location.origin);
    return target.origin === self.location.origin ? target.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

function readPush(event) {
  if (!event.data) return {};
  try {
    const data = event.data.json();
    return data && typeof data === 'object' ? data : {};
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const data = readPush(event);
  const title = typeof data.title === 'string' && data.title ? data.title : FALLBACK_TITLE;
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    tag: typeof data.tag === 'string' ? data.tag : undefined,
    data: { url: sameSiteUrl(data.url), notificationId: data.notification_id ?? null },
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameSiteUrl(event.notification.data?.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url && 'focus' in client);
      if (open) return open.focus();
      return self.clients.openWindow ? self.clients.openWindow(url) : undefined;
    }),
  );
});
