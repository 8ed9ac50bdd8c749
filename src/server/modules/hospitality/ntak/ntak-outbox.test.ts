// The NTAK outbox against the test double through the API: certificates saved and checked, every
// change's message accepted once (also when NTAK fails or the answer is lost and the message is
// sent again), the daily closes the scheduler asks for, per-day status, resubmission, the
// connection check.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { projectRoot } from '../../../lib/project-root';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { guest, hospitalityFirm } from '../testing/hospitality-fixture';
import { ntakTestCertificates as certs, startFakeNtak, type FakeNtak } from './testing/fake-ntak-server';
import { ntakFirmJob, ntakScheduleJob, ntakSweepJob } from './ntak.jobs';

const today = todayInBudapest();

describe('NTAK outbox', () => {
  let t: TestApp;
  let ntak: FakeNtak;
  beforeAll(async () => {
    ntak = await startFakeNtak();
    t = await buildTestApp({ env: { NTAK_TEST_BASE_URL: ntak.url, NTAK_CA_FILE: join(projectRoot(), 'src/server/modules/hospitality/ntak/testing/certs/ca.pem') } });
  });
  afterAll(async () => {
    await t.close();
    await ntak.close();
  });

  const settings = { environment: 'test', authCertificate: certs.authCertificate(), authKey: certs.authKey(), signingCertificate: certs.signingCertificate(), signingKey: certs.signingKey() };

  it('refuses a key that is not the certificate’s, and shows no key back', async () => {
    const f = await hospitalityFirm(t, { ntakRegistrationNumber: 'MA24000001' });
    const wrong = await f.call('PUT', '/api/hospitality/ntak/settings', { ...settings, authKey: certs.signingKey() });
    expect(wrong.json().code).toBe('HOSPITALITY_NTAK_CERTIFICATE');
    await f.ok('PUT', '/api/hospitality/ntak/settings', settings);
    const view = await f.call('GET', '/api/hospitality/ntak');
    expect(view.body).not.toContain('PRIVATE KEY');
    expect(view.json().settings).toMatchObject({ configured: true, environment: 'test' });
    const check = await f.ok<{ ok: boolean; certificateSubject: string }>('GET', '/api/hospitality/ntak/connection-test');
    expect(check.ok).toBe(true);
  });

  it('sends every message once, through failures and a lost answer, then the daily closes the scheduler asks for', async () => {
    const f = await hospitalityFirm(t, { ntakRegistrationNumber: 'MA24000002', operatingSince: addDays(today, -2) });
    ntak.register('MA24000002', addDays(today, -2));
    await f.ok('PUT', '/api/hospitality/ntak/settings', settings);
    const r = (await f.book({ unitIds: [f.units[1]!], arrival: addDays(today, -1), departure: addDays(today, 2), adults: 1 })).json();
    // Nothing is sent while NTAK is down: the message waits with the error.
    ntak.faults.failNext = { status: 503, count: 1 };
    const down = await f.ok<{ results: Array<{ state: string; error?: string }> }>('POST', '/api/hospitality/ntak/send');
    expect(down.results).toEqual([expect.objectContaining({ state: 'pending' })]);
    // NTAK stores it but the answer is lost: the next send gets the first verdict back.
    ntak.faults.dropAnswerOfNext = true;
    expect((await f.ok<{ results: Array<{ state: string }> }>('POST', '/api/hospitality/ntak/send')).results[0]!.state).toBe('pending');
    expect((await f.ok<{ results: Array<{ state: string }> }>('POST', '/api/hospitality/ntak/send')).results[0]!.state).toBe('accepted');
    // Checked in late (the arrival was yesterday) — the day before asks for the stay's night.
    await t.database.db.execute(`update hospitality_reservations set arrival = '${today}' where id = '${r.id}'`);
    await t.database.db.execute(`update hospitality_stays set starts_on = '${today}', night_prices = '[24000, 24000]' where reservation_id = '${r.id}'`);
    await f.ok('POST', `/api/hospitality/reservations/${r.id}/check-in`, { guests: [guest(f.units[1]!)], version: 1 });
    const closes = await f.ok<{ queued: Array<{ day: string }>; results: Array<{ state: string }> }>('POST', '/api/hospitality/ntak/daily-close');
    expect(closes.queued.map((q) => q.day)).toEqual([addDays(today, -2), addDays(today, -1)]);
    expect(closes.results.every((x) => x.state === 'accepted')).toBe(true);
    const mine = [...ntak.messages.values()].filter((m) => m.registrationNumber === 'MA24000002');
    expect(mine.map((m) => m.kind).sort()).toEqual(['BEJELENTKEZES', 'FOGLALAS', 'NAPI_ZARAS', 'NAPI_ZARAS']);
    expect(mine.every((m) => ntak.storeCounts.get(m.messageId) === 1)).toBe(true);
    expect(mine.every((m) => m.answer.statusz === 'ELFOGADVA')).toBe(true);
    const overview = await f.ok<{ days: Array<{ days: Array<{ date: string; status: string }> }>; messages: Array<{ state: string; attempts: number }> }>('GET', '/api/hospitality/ntak');
    expect(overview.days[0]!.days.map((d) => d.status)).toEqual(['accepted', 'accepted']);
    expect(overview.messages.find((m) => m.attempts === 3)).toMatchObject({ state: 'accepted' });
    // Asked again, nothing is missing.
    expect((await f.ok<{ queued: unknown[] }>('POST', '/api/hospitality/ntak/daily-close')).queued).toEqual([]);
  });

  it('shows NTAK’s refusal and sends a rejected message again on request', async () => {
    const f = await hospitalityFirm(t, { ntakRegistrationNumber: 'MA24000003' });
    ntak.register('MA24000003', today);
    await f.ok('PUT', '/api/hospitality/ntak/settings', settings);
    await f.book({ arrival: addDays(today, 5), departure: addDays(today, 6) });
    ntak.faults.rejectNext = { kod: 'HIBAS_ADAT', uzenet: 'A foglalás bruttó összege nem lehet nulla.' };
    expect((await f.ok<{ results: Array<{ state: string }> }>('POST', '/api/hospitality/ntak/send')).results[0]!.state).toBe('rejected');
    const view = await f.ok<{ messages: Array<{ id: string; state: string; ntakErrors: Array<{ code: string; message: string }> }> }>('GET', '/api/hospitality/ntak');
    expect(view.messages[0]!.ntakErrors).toEqual([{ code: 'HIBAS_ADAT', message: 'A foglalás bruttó összege nem lehet nulla.' }]);
    const again = await f.ok<{ id: string }>('POST', `/api/hospitality/ntak/messages/${view.messages[0]!.id}/resubmit`);
    expect(again.id).not.toBe(view.messages[0]!.id);
    expect((await f.call('POST', `/api/hospitality/ntak/messages/${view.messages[0]!.id}/resubmit`)).json().code).toBe('HOSPITALITY_NTAK_NOT_REJECTED');
    expect((await f.ok<{ results: Array<{ state: string }> }>('POST', '/api/hospitality/ntak/send')).results[0]!.state).toBe('accepted');
  });

  it('the recurring jobs send each firm’s waiting messages in the firm’s scope, and ask the scheduler hourly (decision 0281)', async () => {
    const f = await hospitalityFirm(t, { ntakRegistrationNumber: 'MA24000009', operatingSince: addDays(today, -1) });
    ntak.register('MA24000009', addDays(today, -1));
    await f.ok('PUT', '/api/hospitality/ntak/settings', settings);
    await f.book({ arrival: addDays(today, 3), departure: addDays(today, 4) });
    expect((await f.ok<{ messages: Array<{ state: string }> }>('GET', '/api/hospitality/ntak')).messages.map((m) => m.state)).toEqual(['pending']);
    // The runtime's slot (as on every instance): the fan-outs, then one job per firm.
    const slot = new Date(Date.now() + 60_000);
    await t.app.jobs.scheduleRecurring(slot);
    const ran = await t.app.jobs.drain({ now: () => slot, names: [ntakSweepJob.name, ntakScheduleJob.name, ntakFirmJob.name] });
    expect(ran.results.filter((r) => r.result !== 'succeeded')).toEqual([]);
    expect(ran.results.map((r) => r.name)).toEqual(expect.arrayContaining([ntakSweepJob.name, ntakScheduleJob.name, ntakFirmJob.name]));
    const mine = [...ntak.messages.values()].filter((m) => m.registrationNumber === 'MA24000009');
    // The reservation, and yesterday's close the scheduler asked for; each stored once.
    expect(mine.map((m) => m.kind).sort()).toEqual(['FOGLALAS', 'NAPI_ZARAS']);
    expect(mine.every((m) => ntak.storeCounts.get(m.messageId) === 1 && m.answer.statusz === 'ELFOGADVA')).toBe(true);
    // The same slot again (another instance): no job is created twice.
    await t.app.jobs.scheduleRecurring(slot);
    expect((await t.app.jobs.drain({ now: () => slot, names: [ntakSweepJob.name, ntakScheduleJob.name, ntakFirmJob.name] })).runs).toBe(0);
  });
});
