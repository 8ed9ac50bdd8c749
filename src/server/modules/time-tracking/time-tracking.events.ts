// Time tracking's domain events (issue 33.2, decision 0291): an entry recorded (by hand or by the
// timer), corrected, deleted. Rates and settings are audited only.
import type { TimeEntry } from '@shared/time-tracking/time-tracking.schemas';

export interface TimeEntryRecordedV1 {
  userId: string;
  matterId: string;
  workDate: string;
  minutes: number;
  billedMinutes: number;
  billable: boolean;
  amount: string;
  currency: TimeEntry['currency'];
  source: TimeEntry['source'];
}

export interface TimeEntryUpdatedV1 {
  userId: string;
  matterId: string;
  changed: string[];
}

export interface TimeEntryDeletedV1 {
  userId: string;
  matterId: string;
  workDate: string;
  minutes: number;
}

declare module '../../events/domain-events' {
  interface DomainEventPayloads {
    'time_entry.recorded': TimeEntryRecordedV1;
    'time_entry.updated': TimeEntryUpdatedV1;
    'time_entry.deleted': TimeEntryDeletedV1;
  }
}
