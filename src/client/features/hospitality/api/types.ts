// The shapes of the /api/hospitality reads. The routes answer them as loose objects (route-kit's
// readSchema/listSchema), so the generated client types them as records; these interfaces follow
// the server's read functions (properties.service listProperties, reservations.repo, housekeeping
// and guests services, folio.service, ntak-overview) and are the one place the pages take them from.
import type { ChargeCategory, DocumentType, Gender, MarketSegment, NtakUnitType, PaymentOption, PropertyType, SalesChannel, TouristTaxExemption } from '@shared/hospitality/codes';
import type { ReservationStatus } from '@shared/hospitality/reservation-status';

export type HousekeepingState = 'clean' | 'dirty' | 'inspected' | 'out_of_service' | 'out_of_order';
export type BlockKind = 'out_of_order' | 'out_of_service';

export type TouristTaxRule = { mode: 'none' } | { mode: 'per_night'; amountHuf: number } | { mode: 'percent'; percent: number };

export interface UnitBlock {
  id: string;
  kind: BlockKind;
  startsOn: string;
  endsOn: string;
  reason: string;
}

export interface Unit {
  id: string;
  name: string;
  building: string;
  ntakType: NtakUnitType;
  capacity: number;
  singleBeds: number;
  doubleBeds: number;
  extraBeds: number;
  position: number;
  housekeeping: HousekeepingState;
  blocks: UnitBlock[];
}

export interface RateSeason {
  startsOn: string;
  endsOn: string;
  price: number;
  weekdayPrices: (number | null)[];
  minStay: number;
}

export interface RatePlan {
  id: string;
  name: string;
  basePrice: number;
  minStay: number;
  seasons: RateSeason[];
  unitIds: string[];
  isDefault: boolean;
}

export interface Property {
  id: string;
  name: string;
  type: PropertyType;
  address: { postalCode: string; city: string; addressLine: string };
  ntakRegistrationNumber: string | null;
  touristTax: TouristTaxRule;
  cancellationTerms: { freeUntilDays: number; penaltyPercent: number };
  checkInTime: string;
  checkOutTime: string;
  operatingSince: string | null;
  units: Unit[];
  ratePlans: RatePlan[];
}

export interface ReservationSummary {
  id: string;
  number: string;
  status: ReservationStatus;
  propertyId: string;
  propertyName: string;
  arrival: string;
  departure: string;
  nights: number;
  adults: number;
  childrenAges: number[];
  bookerName: string;
  accommodationTotal: number | null;
  salesChannel: SalesChannel;
  version: number;
  units: string[];
}

export interface ReservationStay {
  id: string;
  unitId: string;
  unitName: string;
  housekeeping: HousekeepingState;
  startsOn: string;
  endsOn: string;
  nightPrices: number[];
  holds: boolean;
}

export interface ReservationGuest {
  id: string;
  unitId: string | null;
  gender: Gender;
  birthYear: number;
  nationality: string;
  residenceCountry: string;
  residencePostcode: string;
  touristTaxExemption: TouristTaxExemption | null;
  name: string | null;
  registerPurged: boolean;
  checkedInAt: string | null;
  checkedOutAt: string | null;
}

export interface NtakMessageRow {
  id: string;
  kind: string;
  state: string;
  cancelled: boolean;
  attempts: number;
  ntakErrors: unknown;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface ReservationDetail {
  id: string;
  number: string;
  status: ReservationStatus;
  version: number;
  propertyId: string;
  propertyName: string;
  arrival: string;
  departure: string;
  nights: number;
  adults: number;
  childrenAges: number[];
  bookerName: string;
  bookerEmail: string | null;
  bookerPhone: string | null;
  bookerNationality: string;
  payerContactId: string | null;
  ratePlanId: string | null;
  accommodationTotal: number | null;
  salesChannel: SalesChannel;
  marketSegment: MarketSegment;
  cancellationTerms: { freeUntilDays: number; penaltyPercent: number } | null;
  cancellationFee: number | null;
  cancellationReason: string | null;
  note: string | null;
  createdAt: string;
  stays: ReservationStay[];
  guests: ReservationGuest[];
  history: { id: string; kind: string; changes: unknown; at: string; userName: string | null }[];
  ntakMessages: NtakMessageRow[];
}

export interface CalendarStay {
  id: string;
  unitId: string;
  startsOn: string;
  endsOn: string;
  reservationId: string;
  number: string;
  status: ReservationStatus;
  bookerName: string;
  guests: number;
  version: number;
}

export interface CalendarData {
  from: string;
  to: string;
  units: { id: string; name: string; building: string; capacity: number; ntakType: NtakUnitType; housekeeping: HousekeepingState }[];
  stays: CalendarStay[];
  blocks: (UnitBlock & { unitId: string })[];
  days: { date: string; occupied: number; available: number; occupancy: number }[];
}

export interface HousekeepingRow {
  unitId: string;
  unitName: string;
  building: string;
  state: HousekeepingState;
  occupied: boolean;
  task: 'departure' | 'stay_over' | 'arrival_check' | 'vacant_dirty' | null;
  reservation: { id: string; number: string; bookerName: string; status: ReservationStatus } | null;
  assignee: { id: string; name: string } | null;
  done: boolean;
}

export interface HousekeepingBoard {
  date: string;
  units: HousekeepingRow[];
  staff: { id: string; name: string }[];
}

export interface GuestRow {
  id: string;
  name: string | null;
  purgedAt: string | null;
  purgeAfter: string | null;
  gender: Gender;
  birthYear: number;
  nationality: string;
  residenceCountry: string;
  residencePostcode: string;
  touristTaxExemption: TouristTaxExemption | null;
  checkedInAt: string | null;
  checkedOutAt: string | null;
  reservationId: string;
  reservationNumber: string;
  arrival: string;
  departure: string;
  unitName: string | null;
}

export interface GuestRegisterEntry {
  guestId: string;
  collectedOn: string;
  purgeAfter: string;
  purgedAt: string | null;
  data: (Record<string, unknown> & { documentType?: DocumentType }) | null;
}

export type { ChargeCategory, PaymentOption };

export type { Folio, FolioLine } from '@shared/hospitality/folio';

export interface TouristTaxMonth {
  propertyId: string;
  propertyName: string;
  month: string;
  dueOn: string;
  rule: TouristTaxRule;
  guestNights: number;
  liableGuestNights: number;
  exemptGuestNights: number;
  exemptByReason: { reason: TouristTaxExemption; label: string; guestNights: number }[];
  taxDue: number;
  collected: number;
  days: { date: string; guestNights: number; liable: number; exempt: number; tax: number }[];
}

export type NtakDayStatus = 'accepted' | 'sent' | 'queued' | 'rejected' | 'missing';

export interface NtakCertificateInfo {
  subject?: string;
  validTo?: string;
  expired?: boolean;
  [key: string]: unknown;
}

export interface NtakOverview {
  settings: { configured: boolean; environment: 'test' | 'live'; authCertificate: NtakCertificateInfo | null; signingCertificate: NtakCertificateInfo | null; updatedAt: string | null };
  messages: (NtakMessageRow & { closedDay: string | null; ntakId: string | null; supersededBy: string | null; reservationId: string | null; reservationNumber: string | null; propertyId: string | null })[];
  days: { propertyId: string; propertyName: string; registrationNumber: string | null; days: { date: string; status: NtakDayStatus }[] }[];
}

export interface NtakConnectionCheck {
  ok: boolean;
  status: number | null;
  message: string;
  baseUrl: string | null;
  certificateSubject?: string;
}
