// A recorded time entry as the API answers it, for the time-tracking component tests.
import type { ApiAnswer } from '@client/lib/api-client';

type TimeEntry = ApiAnswer<'post', '/api/time-tracking'>;

export const timeEntry = (over: Partial<TimeEntry> = {}): TimeEntry => ({
  id: 'te-1',
  user: { id: 'u-1', name: 'Dr. Kovács Anna' },
  matter: { id: 'mt-1', number: '2026/0001', title: 'Szabó Anna – kártérítés' },
  activity: 'drafting',
  description: 'Keresetlevél átnézése',
  workDate: '2026-11-27',
  minutes: 72,
  billedMinutes: 72,
  billable: true,
  rate: '35000',
  currency: 'HUF',
  rateLevel: 'firm',
  amount: '42000',
  source: 'manual',
  invoiceId: null,
  lockedAt: null,
  createdAt: '2026-11-29T09:00:00.000Z',
  ...over,
});
