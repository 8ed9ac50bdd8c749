// The matters module's domain events (issue 33.2, decision 0291): what webhooks, automations and
// notifications may react to. Payloads are what a consumer needs, not the audit entry's diff;
// raise `version` (emit's option) when a payload's shape changes incompatibly.
import type { MatterRow } from '../../db/schema';

export interface MatterCreatedV1 {
  number: string;
  title: string;
  practiceArea: MatterRow['practiceArea'];
  confidential: boolean;
  responsibleLawyerId: string;
  openedOn: string;
  /** Where it came from: the matters page, an opportunity won (decision 0130) or an approved client intake. */
  source: 'matters' | 'opportunity' | 'onboarding';
}

export interface MatterUpdatedV1 {
  number: string;
  /** The fields the change set. */
  changed: string[];
  status: { from: MatterRow['status']; to: MatterRow['status'] };
}

export interface MatterClosedV1 {
  number: string;
  status: 'closed' | 'archived';
  closedOn: string;
}

declare module '../../events/domain-events' {
  interface DomainEventPayloads {
    'matter.created': MatterCreatedV1;
    'matter.updated': MatterUpdatedV1;
    'matter.closed': MatterClosedV1;
  }
}
