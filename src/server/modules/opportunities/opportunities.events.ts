// The opportunities module's domain events (issue 33.2, decision 0291). Winning also writes the
// matters module's `matter.created` (source 'opportunity') for the matter it opens.
import type { StageKind } from '@shared/opportunities/opportunities';

export interface OpportunityCreatedV1 {
  title: string;
  stageId: string;
  valueHuf: number;
  contactId: string | null;
  ownerId: string | null;
}

export interface OpportunityUpdatedV1 {
  changed: string[];
}

export interface OpportunityStageChangedV1 {
  from: string;
  to: string;
  kind: StageKind;
}

export interface OpportunityWonV1 {
  matterId: string;
  matterNumber: string;
  contactId: string;
  createdContact: boolean;
  valueHuf: number;
}

export interface OpportunityDeletedV1 {
  title: string;
}

declare module '../../events/domain-events' {
  interface DomainEventPayloads {
    'opportunity.created': OpportunityCreatedV1;
    'opportunity.updated': OpportunityUpdatedV1;
    'opportunity.stage_changed': OpportunityStageChangedV1;
    'opportunity.won': OpportunityWonV1;
    'opportunity.deleted': OpportunityDeletedV1;
  }
}
