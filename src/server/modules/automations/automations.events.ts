// The automations module's domain events (issue 36.1, decision 0360): a rule created, changed
// (enabled, disabled, edited) or deleted. Runs are in the run log, not events.
export interface AutomationSavedV1 {
  name: string;
  triggerType: string;
  enabled: boolean;
}

declare module '../../events/domain-events' {
  interface DomainEventPayloads {
    'automation.created': AutomationSavedV1;
    'automation.updated': AutomationSavedV1 & { changed: string[] };
    'automation.deleted': { name: string };
  }
}
