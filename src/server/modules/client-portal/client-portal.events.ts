// The portal's domain events (issue 35, decision 0352): a message reached the other side of a
// thread. Ids only – no message content leaves through events (lawyer's secret, Üttv. 9. §).
export interface MessageReceivedV1 {
  threadId: string;
  clientId: string;
  matterId: string | null;
  /** Who it is for: the firm (a customer wrote) or the client's customers (the firm wrote). */
  to: 'firm' | 'customer';
}

declare module '../../events/domain-events' {
  interface DomainEventPayloads {
    'message.received': MessageReceivedV1;
  }
}
