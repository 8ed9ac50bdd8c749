// E-mail to case's domain event (issue 36.1, decision 0435): a message that reached the firm, with
// where it went. Automations trigger on it; its payload names ids and the sender, never the body.
export interface EmailReceivedV1 {
  messageId: string;
  from: string | null;
  subject: string | null;
  /** filed (onto a matter), intake (a new opportunity), unfiled (waits on the settings page). */
  outcome: 'filed' | 'intake' | 'unfiled';
  matterId: string | null;
  contactId: string | null;
  opportunityId: string | null;
  matchedBy: 'thread' | 'address' | 'subject' | 'contact' | null;
  attachments: number;
  source: 'smtp' | 'imap';
}

declare module '../../../events/domain-events' {
  interface DomainEventPayloads {
    'email.received': EmailReceivedV1;
  }
}
