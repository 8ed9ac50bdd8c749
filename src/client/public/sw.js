// The Virtuális Iroda service worker (decision 0516), served at /sw.js with scope /. Registered
// only when a user turns on notifications on the mobile page. It shows Web Push notifications and
// opens their link – nothing else: it has no fetch handler and keeps no cache, so no API answer,
// document or case detail is ever stored on the device by it (attorney–client secrecy). A push
// carries only the in-app notice's title and an in-app link.
'use strict';

const FALLBACK_TITLE = 'Virtuális Iroda';
const BODY = 'Koppints a megnyitáshoz.';
const HOME = '/app/dashboard';

/** Only a path of this app (never another site): `/app/…`. */
function safeLink(link) {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') && !link.includes('\\') ? link : HOME;
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' && data.title.trim() ? data.title.slice(0, 200) : FALLBACK_TITLE;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: BODY,
      lang: 'hu',
      dir: 'ltr',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { link: safeLink(data.link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(safeLink(event.notification.data && event.notification.data.link), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        if (new URL(client.url).origin !== self.location.origin) continue;
        await client.focus();
        if ('navigate' in client) {
          try {
            await client.navigate(target);
          } catch {
            // An uncontrolled window cannot be navigated: it is focused, the link opens anew below.
            await self.clients.openWindow(target);
          }
        }
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
