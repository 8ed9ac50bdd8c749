// The mobile page (decision 0516) with the browser's push machinery stubbed: turning notifications
// on asks for permission, registers /sw.js, subscribes with the server's VAPID key and registers the
// device; a refused permission or a browser without push gets a clear Hungarian message; the device
// list with its Hungarian dates and „Eltávolítás”; the settings; the test push.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import type { DeviceItem } from '../api/mobile-api';
import { MobilePage } from './mobile-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const PUBLIC_KEY = 'B' + 'A'.repeat(86);
const phone: DeviceItem = {
  id: 'd1',
  label: 'Chrome, Android',
  service: 'fcm.googleapis.com',
  createdAt: '2026-11-28T09:05:00.000Z',
  lastUsedAt: null,
  lastError: null,
  lastErrorAt: null,
};

function mockApi(options: { devices?: DeviceItem[] } = {}) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  let devices = options.devices ?? [phone];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : null;
    const url = request ? new URL(request.url).pathname : String(input);
    const method = request?.method ?? init?.method ?? 'GET';
    const raw = request ? await request.clone().text() : init?.body ? String(init.body) : '';
    const body = raw ? JSON.parse(raw) : undefined;
    calls.push({ url, method, body });
    if (url === '/api/mobile/devices' && method === 'GET') return json(200, { items: devices });
    if (url === '/api/mobile/devices' && method === 'POST') {
      const added = { ...phone, id: 'd2', label: 'Safari, iOS', createdAt: '2026-11-29T10:00:00.000Z' };
      devices = [...devices, added];
      return json(201, added);
    }
    if (url === '/api/mobile/devices/d1' && method === 'DELETE') {
      devices = devices.filter((d) => d.id !== 'd1');
      return json(200, { ok: true });
    }
    if (url === '/api/mobile/vapid-key') return json(200, { publicKey: PUBLIC_KEY });
    if (url === '/api/mobile/settings' && method === 'GET') return json(200, { deadlines: true, messages: true, other: false });
    if (url === '/api/mobile/settings' && method === 'PUT') return json(200, body);
    if (url === '/api/mobile/test-push') return json(200, { sent: 2, failed: 0, removed: 0 });
    return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
  });
  return calls;
}

/** A browser with push: Notification, a service worker container and a PushManager. */
function stubPushBrowser(permission: NotificationPermission) {
  const subscription = { toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } }) };
  const pushManager = { getSubscription: vi.fn(async () => null), subscribe: vi.fn(async () => subscription) };
  const registration = { pushManager };
  const serviceWorker = { register: vi.fn(async () => registration), ready: Promise.resolve(registration) };
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission: 'default', requestPermission }),
  );
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  return { serviceWorker, pushManager, requestPermission };
}

const render = () =>
  renderWithProviders(
    <MemoryRouter>
      {/* The plan's gate is the app route's (routes/app/mobile.test.tsx). */}
      <MobilePage gate={(content) => content} />
    </MemoryRouter>,
  );

describe('MobilePage', () => {
  beforeAll(async () => {
    await loadAppLocales();
  });
  beforeEach(() => {
    window.matchMedia ??= (() => ({ matches: false, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('shows the install steps, the devices with their Hungarian registration date, and removes one', async () => {
    stubPushBrowser('granted');
    const calls = mockApi();
    render();
    expect(await screen.findByRole('heading', { name: 'Telepítés a kezdőképernyőre' })).toBeVisible();
    expect(screen.getByText('Válaszd az „Alkalmazás telepítése” pontot, majd erősítsd meg.')).toBeVisible();
    expect(screen.getByText('Válaszd a „Főképernyőhöz adás” pontot, majd a „Hozzáadás” gombot.')).toBeVisible();
    const devices = screen.getByRole('region', { name: 'Regisztrált eszközeim' });
    expect(await within(devices).findByText('Chrome, Android')).toBeVisible();
    expect(within(devices).getByText(/^Regisztrálva: 2026\. nov\. 28\./)).toBeVisible();
    await userEvent.click(within(devices).getByRole('button', { name: 'Chrome, Android eltávolítása' }));
    expect(await within(devices).findByText('Még nincs értesítésekre regisztrált eszközöd.')).toBeVisible();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/mobile/devices/d1')).toBe(true);
  });

  it('turns notifications on: permission, /sw.js, a subscription with the VAPID key, the device registered', async () => {
    const browser = stubPushBrowser('granted');
    const calls = mockApi();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Értesítések bekapcsolása ezen az eszközön' }));
    expect(await screen.findByText('Az értesítések be vannak kapcsolva ezen az eszközön.')).toBeVisible();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/mobile/devices')?.body).toEqual({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } });
    expect(await screen.findByText('Safari, iOS')).toBeVisible();
  });

  it('says so when the permission is refused, and registers nothing', async () => {
    const browser = stubPushBrowser('denied');
    const calls = mockApi();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Értesítések bekapcsolása ezen az eszközön' }));
    expect(await screen.findByText(/letiltottad\. Engedélyezd őket a böngésző webhely-beállításaiban/)).toBeVisible();
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/mobile/devices')).toBe(false);
  });

  it('tells a browser without push support plainly, and offers no button', async () => {
    mockApi();
    render();
    expect(await screen.findByText(/Ez a böngésző nem támogatja a leküldéses értesítéseket/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Értesítések bekapcsolása ezen az eszközön' })).not.toBeInTheDocument();
  });

  it('offers the test push once this user has a registered device', async () => {
    const { pushManager } = stubPushBrowser('granted');
    mockApi({ devices: [] });
    render();
    expect(await screen.findByText('Még nincs értesítésekre regisztrált eszközöd.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Próbaértesítés küldése' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Értesítések bekapcsolása ezen az eszközön' }));
    expect(pushManager.subscribe).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Próbaértesítés küldése' })).toBeVisible();
  });

  it('saves the settings and sends the test push', async () => {
    stubPushBrowser('granted');
    const calls = mockApi();
    render();
    const other = await screen.findByRole('checkbox', { name: 'Minden más a harangból' });
    expect(other).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Határidők' })).toBeChecked();
    await userEvent.click(other);
    await userEvent.click(screen.getByRole('button', { name: 'Beállítások mentése' }));
    expect(await screen.findByText('A beállításokat elmentettük.')).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ deadlines: true, messages: true, other: true });
    await userEvent.click(screen.getByRole('button', { name: 'Próbaértesítés küldése' }));
    expect(await screen.findByText('Elküldtük a próbaértesítést 2 eszközre.')).toBeVisible();
  });
});
