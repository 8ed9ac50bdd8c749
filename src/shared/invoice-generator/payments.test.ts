import { describe, expect, it } from 'vitest';
import { agingBucket, daysBetween, paymentStatus, recordPaymentBodySchema } from './payments';

describe('payment status', () => {
  const today = '2026-11-27';
  it('is paid when nothing is open, whatever the due date', () => {
    expect(paymentStatus({ owed: '127000.00', paid: '127000', dueDate: '2026-01-01', today })).toBe('paid');
    expect(paymentStatus({ owed: '0', paid: '0', dueDate: '2026-01-01', today })).toBe('paid'); // storno-ed chain
  });
  it('is overdue only after the due day, partially paid or unpaid before', () => {
    expect(paymentStatus({ owed: '100.10', paid: '0.10', dueDate: '2026-11-27', today })).toBe('partially_paid');
    expect(paymentStatus({ owed: '100.10', paid: '0', dueDate: '2026-11-27', today })).toBe('unpaid');
    expect(paymentStatus({ owed: '100.10', paid: '50', dueDate: '2026-11-26', today })).toBe('overdue');
    expect(paymentStatus({ owed: '0.3', paid: '0.1', dueDate: null, today })).toBe('partially_paid');
  });
});

describe('aging buckets (days past the due date)', () => {
  const today = '2026-11-27';
  it.each([
    ['2026-11-30', 'current'],
    ['2026-11-27', 'current'],
    ['2026-11-26', 'd0_30'],
    ['2026-10-28', 'd0_30'],
    ['2026-10-27', 'd31_60'],
    ['2026-09-28', 'd31_60'],
    ['2026-09-27', 'd61_90'],
    ['2026-08-29', 'd61_90'],
    ['2026-08-28', 'd90_plus'],
  ])('due %s → %s', (due, bucket) => {
    expect(agingBucket(due, today)).toBe(bucket);
  });
  it('counts calendar days across a DST change', () => {
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });
});

describe('payment body', () => {
  it('takes a Hungarian decimal comma and refuses zero, negatives and three decimals', () => {
    expect(recordPaymentBodySchema.parse({ paidOn: '2026-11-20', amount: '1250,5', method: 'TRANSFER' }).amount).toBe('1250.5');
    for (const amount of ['0', '-5', '1.234', 'abc']) expect(recordPaymentBodySchema.safeParse({ paidOn: '2026-11-20', amount, method: 'CASH' }).success, amount).toBe(false);
    expect(recordPaymentBodySchema.safeParse({ paidOn: '2026-11-20', amount: '5', method: 'VOUCHER' }).success).toBe(false);
  });
});
