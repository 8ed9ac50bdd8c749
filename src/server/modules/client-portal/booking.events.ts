// The booking's domain events (issue 35 point 3, decision 0357): ids and times only – what the
// appointment is about stays in the row (lawyer's secret, Üttv. 9. §).
export interface AppointmentEventV1 {
  bookingId: string;
  lawyerId: string;
  clientId: string;
  matterId: string | null;
  start: string;
  end: string;
}

declare module '../../events/domain-events' {
  interface DomainEventPayloads {
    'appointment.booked': AppointmentEventV1;
    'appointment.rescheduled': AppointmentEventV1 & { previousStart: string };
    'appointment.cancelled': AppointmentEventV1 & { by: 'customer' | 'firm' };
  }
}
