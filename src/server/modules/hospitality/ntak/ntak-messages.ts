// NTAK event messages built from our rows (decision 0345): pure functions, so a message is the same
// whenever it is rebuilt from the same facts. The daily close has its own builder (daily-close.ts).
import { ntakTouristTaxStatus, type TouristTaxExemption } from '@shared/hospitality/codes';
import type { CheckInMessage, CheckOutMessage, NtakGuest, NtakUnit, ReservationMessage, RoomChangeMessage } from './ntak-schema';
import { ntakTime } from './ntak-schema';

export interface UnitFacts {
  name: string;
  building: string;
  ntakType: string;
  capacity: number;
  singleBeds: number;
  doubleBeds: number;
  extraBeds: number;
}

export interface GuestFacts {
  id: string;
  gender: string;
  birthYear: number;
  nationality: string;
  residenceCountry: string;
  residencePostcode: string;
  touristTaxExemption: string | null;
}

export interface ReservationFacts {
  number: string;
  arrival: string;
  departure: string;
  adults: number;
  childrenAges: readonly number[];
  marketSegment: string;
  salesChannel: string;
  bookerNationality: string;
  accommodationTotal: number;
  createdAt: Date;
}

export function ntakUnit(u: UnitFacts): NtakUnit {
  return { type: u.ntakType as NtakUnit['type'], building: u.building || 'a', number: u.name, singleBedCount: u.singleBeds, doubleBedCount: u.doubleBeds, trundleBedCount: u.extraBeds };
}

export function ntakGuest(g: GuestFacts): NtakGuest {
  return {
    guestNumber: g.id,
    gender: g.gender as NtakGuest['gender'],
    yearOfBirth: g.birthYear,
    nationalityCountryCode: g.nationality,
    residenceCountryCode: g.residenceCountry,
    residencePostCode: g.residencePostcode,
    touristTaxStatus: ntakTouristTaxStatus(g.touristTaxExemption as TouristTaxExemption | null),
  };
}

/** The reservation message: on create and on every change; a cancellation (or no-show) is the same message flagged cancelled. */
export function reservationMessage(r: ReservationFacts, units: readonly UnitFacts[], occurredAt: Date, cancelled: boolean): ReservationMessage {
  return {
    reservationNumber: r.number,
    arrival: r.arrival,
    departure: r.departure,
    cancelled,
    guestCount: r.adults + r.childrenAges.length,
    marketSegment: r.marketSegment as ReservationMessage['marketSegment'],
    salesChannel: r.salesChannel as ReservationMessage['salesChannel'],
    reservedAt: ntakTime(r.createdAt),
    occurredAt: ntakTime(occurredAt),
    grossAmount: r.accommodationTotal,
    nationality: r.bookerNationality,
    bookedResidentialUnits: units.map((u) => ({ type: u.ntakType as NtakUnit['type'], capacity: u.capacity })),
  };
}

export function checkInMessage(number: string, unit: UnitFacts, guests: readonly GuestFacts[], at: Date): CheckInMessage {
  return { reservationNumber: number, occurredAt: ntakTime(at), guests: guests.map(ntakGuest), occupiedResidentialUnit: ntakUnit(unit) };
}

export function checkOutMessage(number: string, unit: UnitFacts, guests: readonly GuestFacts[], at: Date): CheckOutMessage {
  return { reservationNumber: number, occurredAt: ntakTime(at), guests: guests.map(ntakGuest), abandonedResidentialUnit: ntakUnit(unit) };
}

export function roomChangeMessage(number: string, from: UnitFacts, to: UnitFacts, guests: readonly GuestFacts[], at: Date): RoomChangeMessage {
  return { reservationNumber: number, occurredAt: ntakTime(at), guests: guests.map(ntakGuest), abandonedResidentialUnit: ntakUnit(from), occupiedResidentialUnit: ntakUnit(to) };
}
