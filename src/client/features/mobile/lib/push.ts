// The browser's side of push (decision 0516): what it supports, and turning notifications on for
// this device – permission, the service worker (registered here and only here, not on every page
// load), the push subscription made with the server's VAPID key – whose result is registered.
export type PushSupport = 'supported' | 'ios-needs-install' | 'unsupported';

/** An iPhone or iPad (iPadOS reports itself as a Mac with touch). */
export function isIos(nav: Navigator = navigator): boolean {
  return /iPhone|iPad|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
}

/** Opened from the home screen (the installed app), not in a browser tab. */
export function isStandalone(win: Window = window): boolean {
  return win.matchMedia?.('(display-mode: standalone)').matches === true || (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export function pushSupport(win: Window = window): PushSupport {
  const has = 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;
  // Safari on iOS offers push only to the app added to the home screen (iOS 16.4+).
  if (isIos(win.navigator) && !isStandalone(win)) return has ? 'supported' : 'ios-needs-install';
  return has ? 'supported' : 'unsupported';
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export type EnableOutcome = { ok: true; subscription: { endpoint: string; keys: { p256dh: string; auth: string } } } | { ok: false; reason: 'denied' | 'dismissed' | 'failed' };

/** Asks for permission, registers /sw.js and subscribes; the caller registers the subscription with the server. */
export async function subscribeThisDevice(publicKey: string): Promise<EnableOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { ok: false, reason: 'denied' };
  if (permission !== 'granted') return { ok: false, reason: 'dismissed' };
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
    const existing = await registration.pushManager.getSubscription();
    const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    const json = subscription.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return { ok: false, reason: 'failed' };
    return { ok: true, subscription: { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } } };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}
