// The NTAK client against the test double: mutual TLS, signatures, verdicts, idempotent resends,
// the scheduler and the faults the outbox must survive.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askNtakScheduler, checkNtakConnection, NtakTransportError, sendNtakMessage, type NtakConnection } from './ntak-client';
import type { ReservationMessage } from './ntak-schema';
import { ntakTestCertificates as certs, startFakeNtak, type FakeNtak } from './testing/fake-ntak-server';

const REG = 'MA23001234';

describe('NTAK client and test double', () => {
  let ntak: FakeNtak;
  let conn: NtakConnection;

  beforeAll(async () => {
    ntak = await startFakeNtak({ today: () => '2026-07-10' });
    ntak.register(REG, '2026-07-05');
    conn = { baseUrl: ntak.url, authCertificate: certs.authCertificate(), authKey: certs.authKey(), signingCertificate: certs.signingCertificate(), signingKey: certs.signingKey(), ca: certs.ca(), timeoutMs: 5000 };
  });
  afterAll(() => ntak.close());

  const reservation = (number: string): ReservationMessage => ({
    reservationNumber: number,
    arrival: '2026-07-06',
    departure: '2026-07-08',
    cancelled: false,
    guestCount: 2,
    marketSegment: 'SZABADIDOS_EGYENI',
    salesChannel: 'DIREKT_ONLINE',
    reservedAt: '2026-07-01 10:00:00',
    occurredAt: '2026-07-01 10:00:00',
    grossAmount: 64_000,
    nationality: 'HU',
    bookedResidentialUnits: [{ type: 'STANDARD', capacity: 2 }],
  });

  it('accepts a well-formed, signed reservation once, and answers a resend with the first verdict', async () => {
    const id = randomUUID();
    const first = await sendNtakMessage(conn, REG, 'FOGLALAS', id, reservation('2026-000001'));
    expect(first.statusz).toBe('ELFOGADVA');
    const again = await sendNtakMessage(conn, REG, 'FOGLALAS', id, reservation('2026-000001'));
    expect(again).toEqual(first);
    expect(ntak.storeCounts.get(id)).toBe(1);
  });

  it('refuses a message of the wrong shape with NTAK’s Hungarian messages', async () => {
    const bad = { ...reservation('2026-000002'), marketSegment: 'leisure', guestCount: 0 };
    const verdict = await sendNtakMessage(conn, REG, 'FOGLALAS', randomUUID(), bad);
    expect(verdict.statusz).toBe('ELUTASITVA');
    expect(verdict.hibak.map((h) => h.kod)).toEqual(['SEMA_HIBA', 'SEMA_HIBA']);
    expect(verdict.hibak.map((h) => h.uzenet).join(' ')).toMatch(/marketSegment/);
  });

  it('refuses a check-in of a reservation NTAK never got', async () => {
    const unit = { type: 'STANDARD' as const, building: 'a', number: '1', singleBedCount: 0, doubleBedCount: 1, trundleBedCount: 0 };
    const guest = { guestNumber: randomUUID(), gender: 'NO' as const, yearOfBirth: 1990, nationalityCountryCode: 'HU', residenceCountryCode: 'HU', residencePostCode: '1111', touristTaxStatus: 'KOTELES' as const };
    const verdict = await sendNtakMessage(conn, REG, 'BEJELENTKEZES', randomUUID(), { reservationNumber: 'nincs-ilyen', occurredAt: '2026-07-06 13:00:00', guests: [guest], occupiedResidentialUnit: unit });
    expect(verdict.hibak[0]?.kod).toBe('ISMERETLEN_FOGLALAS');
  });

  it('refuses a client certificate of another issuer and a body signed by a stranger (401)', async () => {
    const stranger = { ...conn, authCertificate: certs.strangerCertificate(), authKey: certs.strangerKey() };
    await expect(sendNtakMessage(stranger, REG, 'FOGLALAS', randomUUID(), reservation('x'))).rejects.toMatchObject({ status: 401 });
    const badSigner = { ...conn, signingCertificate: certs.strangerCertificate(), signingKey: certs.strangerKey() };
    await expect(sendNtakMessage(badSigner, REG, 'FOGLALAS', randomUUID(), reservation('x'))).rejects.toMatchObject({ status: 401 });
    // A signature by the right key over another body fails too: the key must match the certificate.
    const wrongKey = { ...conn, signingKey: certs.authKey() };
    await expect(sendNtakMessage(wrongKey, REG, 'FOGLALAS', randomUUID(), reservation('x'))).rejects.toBeInstanceOf(NtakTransportError);
  });

  it('answers the scheduler with the days still missing a close, and stops asking for an accepted one', async () => {
    expect(await askNtakScheduler(conn, REG)).toEqual(['2026-07-05', '2026-07-06', '2026-07-07', '2026-07-08', '2026-07-09']);
    const close = {
      accommodationNotOperating: false,
      closedDay: '2026-07-05',
      residentialUnits: { all: 3, ooo: 0, oos: 0, occupied: 0, available: 3 },
      residentialUnitNights: [],
      checkOutDaySales: [],
      otherLoads: [],
      otherExpenses: [],
      outOfOrderResidentialUnits: [],
    };
    expect((await sendNtakMessage(conn, REG, 'NAPI_ZARAS', randomUUID(), close)).statusz).toBe('ELFOGADVA');
    expect(await askNtakScheduler(conn, REG)).toEqual(['2026-07-06', '2026-07-07', '2026-07-08', '2026-07-09']);
    const notAsked = await sendNtakMessage(conn, REG, 'NAPI_ZARAS', randomUUID(), { ...close, closedDay: '2026-07-05' });
    expect(notAsked.hibak[0]?.kod).toBe('NEM_KERT_NAP');
  });

  it('fails on demand: 5xx without a verdict, and a dropped answer after storing', async () => {
    ntak.faults.failNext = { status: 503, count: 1 };
    const id = randomUUID();
    await expect(sendNtakMessage(conn, REG, 'FOGLALAS', id, reservation('2026-000003'))).rejects.toMatchObject({ status: 503 });
    ntak.faults.dropAnswerOfNext = true;
    await expect(sendNtakMessage(conn, REG, 'FOGLALAS', id, reservation('2026-000003'))).rejects.toBeInstanceOf(NtakTransportError);
    expect(ntak.storeCounts.get(id)).toBe(1);
    expect((await sendNtakMessage(conn, REG, 'FOGLALAS', id, reservation('2026-000003'))).statusz).toBe('ELFOGADVA');
    expect(ntak.storeCounts.get(id)).toBe(1);
  });

  it('checks the connection with our certificate', async () => {
    const ok = await checkNtakConnection(conn, REG);
    expect(ok).toMatchObject({ ok: true, status: 200 });
    expect(ok.certificateSubject).toMatch(/PMS hitelesito/);
    const refused = await checkNtakConnection({ ...conn, authCertificate: certs.strangerCertificate(), authKey: certs.strangerKey() }, REG);
    expect(refused).toMatchObject({ ok: false, status: 401 });
  });
});
