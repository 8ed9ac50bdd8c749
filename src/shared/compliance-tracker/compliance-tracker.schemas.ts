// Zod schemas for what crosses the API around deadlines: a deadline rule to compute, and the
// calendar rows the platform admin enters for a new year's decree.
import { z } from 'zod';
import { isIsoDate } from '../dates/iso-date';
import { calendarEntryKinds } from './calendar-data';
import { DEADLINE_MAX_LENGTH, deadlineUnits } from './deadline';
import { procedureTypes } from './procedure-types';

export const isoDaySchema = z.string({ error: 'Adj meg egy dátumot.' }).refine(isIsoDate, 'Érvénytelen dátum (ÉÉÉÉ-HH-NN).');

export const deadlineInputSchema = z
  .object({
    start: isoDaySchema,
    length: z.number({ error: 'A határidő hossza szám.' }).int('A határidő hossza egész szám.').min(1, 'A határidő legalább 1 egység.'),
    unit: z.enum(deadlineUnits, { error: 'A mértékegység nap, munkanap, hónap vagy év lehet.' }),
    procedure: z.enum(procedureTypes, { error: 'Válaszd ki az eljárás típusát.' }),
    recess: z.boolean().optional(),
    saturdayWorkdays: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    const max = DEADLINE_MAX_LENGTH[input.unit];
    if (input.length > max) ctx.addIssue({ code: 'custom', path: ['length'], message: `A határidő legfeljebb ${max} egység lehet.`, params: { code: 'DEADLINE_LENGTH_INVALID' } });
  });

export const calendarEntrySchema = z.object({
  date: isoDaySchema,
  kind: z.enum(calendarEntryKinds, { error: 'A nap típusa munkaszüneti nap, áthelyezett pihenőnap vagy áthelyezett munkanap.' }),
  name: z.string().trim().min(2, 'Adj nevet a napnak.').max(200),
  source: z.string().trim().min(3, 'Add meg a forrást (rendelet, Magyar Közlöny).').max(500),
});

export const workScheduleDecreeSchema = z.object({
  year: z.number().int().min(2000).max(2100),
  decree: z.string().trim().min(3, 'Add meg a rendelet számát.').max(200),
  source: z.string().trim().min(3, 'Add meg a forrást.').max(500),
});
