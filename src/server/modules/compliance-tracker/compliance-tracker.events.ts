// The deadlines module's domain events (issue 33.2, decision 0291). `deadline.due` – a reminder
// falling due – is the reminder job's to write once it runs on the job runtime (issue 33.3).
import type { DeadlineItem, DeadlineStatus } from '@shared/compliance-tracker/matter-deadlines.schemas';

export interface DeadlineCreatedV1 {
  matterId: string;
  title: string;
  kind: DeadlineItem['kind'];
  dueOn: string;
  responsibleId: string | null;
}

export interface DeadlineCompletedV1 {
  matterId: string;
  title: string;
  dueOn: string;
}

export interface DeadlineUpdatedV1 {
  matterId: string;
  changed: string[];
  status: { from: DeadlineStatus; to: DeadlineStatus };
}

export interface DeadlineDeletedV1 {
  matterId: string;
  title: string;
  dueOn: string;
}

export interface ComplianceCompletedV1 {
  title: string;
  /** The occurrence done and the next one. */
  nominal: string;
  next: string;
}

declare module '../../events/domain-events' {
  interface DomainEventPayloads {
    'deadline.created': DeadlineCreatedV1;
    'deadline.completed': DeadlineCompletedV1;
    'deadline.updated': DeadlineUpdatedV1;
    'deadline.deleted': DeadlineDeletedV1;
    'compliance.obligation.completed': ComplianceCompletedV1;
  }
}
