// The complaints' domain events (issue 35 point 5, decision 0408). Ids, the reference and the
// outcome only – the complaint's text and the answer stay in the record (lawyer's secret, Üttv. 9. §).
import type { ComplaintOutcome, ComplaintStatus } from '@shared/client-portal/complaints.schemas';

export interface ComplaintSubmittedV1 {
  complaintId: string;
  reference: string;
  clientId: string;
  matterId: string | null;
  invoiceId: string | null;
  /** The last day of the 30-day answer period. */
  dueOn: string;
}

export interface ComplaintStatusChangedV1 {
  complaintId: string;
  reference: string;
  clientId: string | null;
  from: ComplaintStatus;
  to: ComplaintStatus;
}

export interface ComplaintAnsweredV1 {
  complaintId: string;
  reference: string;
  clientId: string | null;
  outcome: ComplaintOutcome;
  /** Answered after the last day of the answer period. */
  late: boolean;
}

declare module '../../events/domain-events' {
  interface DomainEventPayloads {
    'complaint.submitted': ComplaintSubmittedV1;
    'complaint.status_changed': ComplaintStatusChangedV1;
    'complaint.answered': ComplaintAnsweredV1;
  }
}
