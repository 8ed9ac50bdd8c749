import { describe, expect, it } from 'vitest';
import { computeDeadline, DeadlineInputError, type DeadlineInput, type DeadlineUnit } from './deadline';
import { createWorkingDayCalendar } from './working-day-calendar';

const calendar = createWorkingDayCalendar();

// Reference §3: the 22 worked cases (start, length, unit, recess, working Saturday counts, end).
const REFERENCE_CASES: Array<[string, number, DeadlineUnit, boolean, boolean, string, string]> = [
  ['2021-06-11', 45, 'days', true, true, '2021-09-01', 'kozlekedesiugyvedek.hu example'],
  ['2021-06-11', 45, 'days', false, true, '2021-07-26', 'same, without recess'],
  ['2021-07-04', 15, 'days', true, true, '2021-08-25', 'erke.hu example (10 + 5 days)'],
  ['2021-07-13', 8, 'days', true, true, '2021-08-27', 'erke.hu example (1 + 7 days)'],
  ['2026-03-02', 15, 'days', true, true, '2026-03-17', 'plain'],
  ['2026-02-28', 15, 'days', true, true, '2026-03-16', 'lands on Sun Mar 15 (holiday)'],
  ['2025-04-03', 15, 'days', true, true, '2025-04-22', 'lands on Good Friday, skips Easter'],
  ['2025-04-17', 15, 'days', true, true, '2025-05-05', 'lands on swapped rest day 2025-05-02'],
  ['2025-05-02', 15, 'days', true, true, '2025-05-17', 'lands on working Saturday'],
  ['2025-05-02', 15, 'days', true, false, '2025-05-19', 'same, Saturday never works'],
  ['2026-07-10', 15, 'days', true, true, '2026-08-31', 'summer recess (4 + 11 days)'],
  ['2025-12-15', 15, 'days', true, true, '2026-01-08', 'winter recess (8 + 7 days)'],
  ['2025-12-26', 15, 'days', false, true, '2026-01-10', 'non-Pp deadline, working Saturday'],
  ['2025-12-26', 15, 'days', false, false, '2026-01-12', 'same, Saturday never works'],
  ['2026-08-05', 3, 'days', false, true, '2026-08-08', 'working Saturday'],
  ['2026-12-18', 8, 'days', false, true, '2026-12-28', 'lands on Dec 26'],
  ['2026-01-31', 1, 'months', true, true, '2026-03-02', 'clamps to Feb 28 (Sat)'],
  ['2024-01-31', 1, 'months', true, true, '2024-02-29', 'leap year'],
  ['2026-06-10', 1, 'months', true, true, '2026-07-10', 'just before recess'],
  ['2026-06-20', 1, 'months', true, true, '2026-08-24', 'Jul 20 → Aug 20 → Aug 21 (rest day) → roll'],
  ['2026-11-30', 1, 'months', true, true, '2027-02-01', 'Dec 30 in recess → Jan 30 2027 (Sat) → roll'],
  ['2025-03-15', 1, 'years', true, true, '2026-03-16', 'lands on Sun Mar 15'],
];

describe('the 22 reference cases', () => {
  it('are 22', () => {
    expect(REFERENCE_CASES).toHaveLength(22);
  });

  it.each(REFERENCE_CASES)('%s + %i %s (recess %s, Saturday %s) → %s: %s', (start, length, unit, recess, saturdayWorkdays, end) => {
    // "recess: yes" is a Pp. deadline; "no" either a Pp. one without recess or a non-Pp. one: both give the same end.
    const viaOverride = computeDeadline({ start, length, unit, procedure: 'pp', recess, saturdayWorkdays }, calendar);
    const viaProcedure = computeDeadline({ start, length, unit, procedure: recess ? 'pp' : 'contract', saturdayWorkdays }, calendar);
    expect(viaOverride.end).toBe(end);
    expect(viaProcedure.end).toBe(end);
    expect(viaOverride.recessApplied).toBe(recess);
  });
});

function compute(input: Partial<DeadlineInput> & Pick<DeadlineInput, 'start' | 'length' | 'unit'>) {
  return computeDeadline({ procedure: 'pp', ...input }, calendar);
}

describe('explanations', () => {
  it('explains a summer recess crossing', () => {
    const r = compute({ start: '2026-07-10', length: 15, unit: 'days' });
    expect(r.explanation).toBe(
      '15 nap, a kezdőnap (2026. július 10.) nem számít bele; ' +
        'ítélkezési szünet miatt 37 nap nem számít bele (2026. július 15. – 2026. augusztus 20.); ' +
        'a 15. nap 2026. augusztus 31., hétfő; a határidő utolsó napja: 2026. augusztus 31., hétfő.',
    );
    expect(r.steps.map((s) => s.type)).toEqual(['start', 'recess_not_counted', 'counted', 'end']);
    expect(r.steps[1]).toMatchObject({ type: 'recess_not_counted', from: '2026-07-15', to: '2026-08-20', days: 37 });
  });

  it('explains a move over a holiday', () => {
    const r = compute({ start: '2026-02-28', length: 15, unit: 'days' });
    expect(r.explanation).toBe(
      '15 nap, a kezdőnap (2026. február 28.) nem számít bele; a 15. nap 2026. március 15., vasárnap; ' +
        'munkaszüneti nap (nemzeti ünnep) miatt 2026. március 16-ára, hétfőre tolódik; a határidő utolsó napja: 2026. március 16., hétfő.',
    );
    expect(r.steps.find((s) => s.type === 'moved')).toMatchObject({ from: '2026-03-15', to: '2026-03-16', skipped: [{ date: '2026-03-15', reason: 'holiday', name: 'nemzeti ünnep' }] });
  });

  it('puts "az" before a day number read with a vowel (issue 39.3)', () => {
    expect(compute({ start: '2026-03-02', length: 1, unit: 'days' }).explanation).toContain('; az 1. nap 2026. március 3., kedd;');
    expect(compute({ start: '2026-03-02', length: 5, unit: 'days' }).explanation).toContain('; az 5. nap 2026. március 7., szombat;');
    expect(compute({ start: '2026-03-02', length: 50, unit: 'days' }).explanation).toContain('; az 50. nap');
    expect(compute({ start: '2026-03-02', length: 15, unit: 'days' }).explanation).toContain('; a 15. nap');
    expect(compute({ start: '2026-03-02', length: 5, unit: 'working_days', procedure: 'contract' }).explanation).toContain('; az 5. munkanap');
  });

  it('names every skipped holiday and the weekend over Easter', () => {
    const r = compute({ start: '2025-04-03', length: 15, unit: 'days' });
    expect(r.explanation).toContain('munkaszüneti nap (nagypéntek, húsvétvasárnap, húsvéthétfő) és hétvége miatt 2025. április 22-ére, keddre tolódik');
  });

  it('marks an end on a working Saturday', () => {
    const r = compute({ start: '2025-05-02', length: 15, unit: 'days' });
    expect(r.endDayKind).toBe('working_saturday');
    expect(r.explanation).toContain('a határidő utolsó napja: 2025. május 17., szombat (áthelyezett munkanap)');
  });

  it('explains the Saturday policy when it moves the end', () => {
    const r = compute({ start: '2025-05-02', length: 15, unit: 'days', saturdayWorkdays: false });
    expect(r.saturdayWorkdays).toBe(false);
    expect(r.explanation).toContain('nem munkanapnak számított áthelyezett munkanap és hétvége miatt 2025. május 19-ére, hétfőre tolódik');
  });

  it('explains the month rules of Pp. 148. § (2)', () => {
    const r = compute({ start: '2026-06-20', length: 1, unit: 'months' });
    expect(r.steps.map((s) => s.type)).toEqual(['start', 'counted', 'recess_next_month', 'recess_after', 'moved', 'end']);
    expect(r.explanation).toBe(
      '1 hónap a kezdőnaptól (2026. június 20.); a kezdőnappal azonos számú nap 2026. július 20., hétfő; ' +
        '2026. július 20. ítélkezési szünetre esik, ezért a következő hónap azonos számú napja számít: 2026. augusztus 20.; ' +
        '2026. augusztus 20. is ítélkezési szünetre esik, ezért a szünet utáni első nap számít: 2026. augusztus 21.; ' +
        'áthelyezett pihenőnap és hétvége miatt 2026. augusztus 24-ére, hétfőre tolódik; a határidő utolsó napja: 2026. augusztus 24., hétfő.',
    );
  });

  it('explains a month-end clamp', () => {
    const r = compute({ start: '2026-01-31', length: 1, unit: 'months' });
    expect(r.steps[1]).toMatchObject({ type: 'counted', date: '2026-02-28', clampedFromDay: 31 });
    expect(r.explanation).toContain('abban a hónapban nincs 31. nap, ezért a hónap utolsó napja számít: 2026. február 28., szombat; hétvége miatt 2026. március 2-ára, hétfőre tolódik');
  });

  it('warns when a year of the deadline has no known decree', () => {
    const r = compute({ start: '2026-11-30', length: 1, unit: 'months' });
    expect(r.provisional).toBe(true);
    expect(r.provisionalYears).toEqual([2027]);
    expect(r.explanation).toContain('figyelem: a 2027. évi munkarendi rendelet még nincs a naptárban');
    expect(compute({ start: '2026-03-02', length: 15, unit: 'days' }).provisional).toBe(false);
  });

  it('records the calendar version used', () => {
    expect(compute({ start: '2026-03-02', length: 15, unit: 'days' }).calendarVersion).toBe(calendar.version);
  });
});

describe('working days', () => {
  it('counts only working days after the start', () => {
    // Thu 2 Apr 2026 + 3 working days: Fri 3 Apr Good Friday, weekend, Mon 6 Apr Easter Monday → 7, 8, 9 Apr.
    const r = compute({ start: '2026-04-02', length: 3, unit: 'working_days', procedure: 'contract' });
    expect(r.end).toBe('2026-04-09');
    expect(r.explanation).toContain('3 munkanap, a kezdőnap (2026. április 2.) nem számít bele; a 3. munkanap 2026. április 9., csütörtök');
  });

  it('counts a working Saturday unless the setting says otherwise', () => {
    expect(compute({ start: '2026-01-09', length: 1, unit: 'working_days', procedure: 'contract' }).end).toBe('2026-01-10');
    expect(compute({ start: '2026-01-09', length: 1, unit: 'working_days', procedure: 'contract', saturdayWorkdays: false }).end).toBe('2026-01-12');
  });

  it('does not run during the recess', () => {
    // Mon 13 Jul 2026: 14 Jul counts, recess to 20 Aug, 21 Aug is a swapped rest day, so 24 Aug is the 2nd.
    const r = compute({ start: '2026-07-13', length: 2, unit: 'working_days' });
    expect(r.end).toBe('2026-08-24');
    expect(r.steps.find((s) => s.type === 'recess_not_counted')).toMatchObject({ days: 37 });
  });
});

describe('the 2024 work schedule (15/2023. (VII. 13.) GFM rendelet, issue 39.1)', () => {
  it('a contract deadline on the swapped rest day 24 December 2024 moves past Christmas and 27 December', () => {
    // Mon 16 Dec + 8 days = Tue 24 Dec (rest day, worked on 7 Dec) → 25–26 holidays → 27 rest day → weekend → Mon 30 Dec.
    const r = compute({ start: '2024-12-16', length: 8, unit: 'days', procedure: 'contract' });
    expect(r.steps.find((s) => s.type === 'counted')).toMatchObject({ date: '2024-12-24' });
    expect(r.end).toBe('2024-12-30');
    expect(r.provisional).toBe(false);
    expect(r.explanation).toContain('áthelyezett pihenőnap és munkaszüneti nap (karácsony, karácsony másnapja) és hétvége miatt 2024. december 30-ára, hétfőre tolódik');
  });

  it('a deadline on the swapped rest day 19 August 2024 moves past the holiday', () => {
    // Fri 9 Aug + 10 days = Mon 19 Aug (rest day, worked on 3 Aug) → Tue 20 Aug holiday → Wed 21 Aug.
    const r = compute({ start: '2024-08-09', length: 10, unit: 'days', procedure: 'contract' });
    expect(r.end).toBe('2024-08-21');
    expect(r.provisional).toBe(false);
  });

  it('the worked Saturdays of 2024 can end a deadline', () => {
    expect(compute({ start: '2024-08-02', length: 1, unit: 'days', procedure: 'contract' })).toMatchObject({ end: '2024-08-03', endDayKind: 'working_saturday' });
    expect(compute({ start: '2024-12-13', length: 1, unit: 'working_days', procedure: 'contract' }).end).toBe('2024-12-14');
  });
});

describe('a last day just before the recess (Pp. 146. § (5), 148. § (1); decision 0311, issue 39.2)', () => {
  it('rolls from Sunday 14 July 2024 to Monday 15 July, the first day of the recess, and says why', () => {
    const r = compute({ start: '2024-07-04', length: 10, unit: 'days' });
    expect(r.recessApplied).toBe(true);
    expect(r.end).toBe('2024-07-15');
    expect(r.steps.map((s) => s.type)).toEqual(['start', 'counted', 'moved', 'ends_in_recess', 'end']);
    expect(r.explanation).toBe(
      '10 nap, a kezdőnap (2024. július 4.) nem számít bele; a 10. nap 2024. július 14., vasárnap; ' +
        'hétvége miatt 2024. július 15-ére, hétfőre tolódik; ' +
        '2024. július 15. az ítélkezési szünetre esik (2024. július 15. – 2024. augusztus 20.), de a szünet napjai csak a határidő napjainak számításából maradnak ki (Pp. 148. § (1)), ' +
        'a lejáratot nem tolják a szünet utánra: a határidő a munkaszüneti nap utáni első munkanapon jár le (Pp. 146. § (5)); ' +
        'a határidő utolsó napja: 2024. július 15., hétfő.',
    );
  });

  it('the same before the winter recess, and a month deadline ending on a weekend just before it', () => {
    // Sat 23 Dec 2023 (day 8 from 15 Dec) → Sun 24, Mon 25 and Tue 26 (holidays) → Wed 27 Dec, inside the recess.
    expect(compute({ start: '2023-12-15', length: 8, unit: 'days' }).end).toBe('2023-12-27');
    // 14 Jun 2024 + 1 month = Sun 14 Jul (not in the recess, so 148. § (2) does not apply) → Mon 15 Jul.
    const month = compute({ start: '2024-06-14', length: 1, unit: 'months' });
    expect(month.end).toBe('2024-07-15');
    expect(month.steps.some((s) => s.type === 'ends_in_recess')).toBe(true);
  });

  it('says nothing about the recess when the end is outside it or the recess does not apply', () => {
    expect(compute({ start: '2026-02-28', length: 15, unit: 'days' }).steps.some((s) => s.type === 'ends_in_recess')).toBe(false);
    const contract = compute({ start: '2024-07-04', length: 10, unit: 'days', procedure: 'contract' });
    expect(contract.end).toBe('2024-07-15');
    expect(contract.steps.some((s) => s.type === 'ends_in_recess')).toBe(false);
  });
});

describe('more edge cases', () => {
  it('a start inside the recess counts from the first day after it', () => {
    expect(compute({ start: '2026-07-20', length: 1, unit: 'days' }).end).toBe('2026-08-24'); // Aug 21 rest day, weekend
    expect(compute({ start: '2026-12-28', length: 5, unit: 'days' }).end).toBe('2027-01-06');
  });

  it('a day deadline ending just before the winter recess on a weekend rolls past the recess', () => {
    // Sat 19 Dec 2026 + 1 day = Sun 20 Dec → Mon 21 Dec (no recess issue); Wed 16 Dec + 7 = Wed 23 Dec.
    expect(compute({ start: '2026-12-16', length: 7, unit: 'days' }).end).toBe('2026-12-23');
    // Tue 22 Dec 2026 + 1 = Wed 23 Dec (working day) ; a contractual 2 days → Thu 24 Dec (rest day) → Mon 28 Dec.
    expect(compute({ start: '2026-12-22', length: 2, unit: 'days', procedure: 'contract' }).end).toBe('2026-12-28');
    // Fri 18 Dec 2026 + 1 day = Sat 19 → roll: Sun 20 → Mon 21.
    expect(compute({ start: '2026-12-18', length: 1, unit: 'days' }).end).toBe('2026-12-21');
  });

  it('a month deadline ending on 1 January (recess) moves to 1 February', () => {
    // 1 Dec 2025 + 1 month = 1 Jan 2026 (recess) → 1 Feb 2026 (Sunday) → Mon 2 Feb.
    expect(compute({ start: '2025-12-01', length: 1, unit: 'months' }).end).toBe('2026-02-02');
    // Without the recess 1 Jan is a holiday and 2 Jan a swapped rest day → Mon 5 Jan.
    expect(compute({ start: '2025-12-01', length: 1, unit: 'months', procedure: 'akr' }).end).toBe('2026-01-05');
  });

  it('years clamp 29 February', () => {
    expect(compute({ start: '2024-02-29', length: 1, unit: 'years', procedure: 'contract' }).end).toBe('2025-02-28');
    expect(compute({ start: '2024-02-29', length: 2, unit: 'years', procedure: 'contract' }).end).toBe('2026-03-02'); // Sat 28 Feb → Mon
  });

  it('refuses bad input with a code', () => {
    const bad = (input: Partial<DeadlineInput>) => () => compute({ start: '2026-03-02', length: 15, unit: 'days', ...input });
    expect(bad({ start: '2026-02-30' })).toThrow(DeadlineInputError);
    expect(bad({ length: 0 })).toThrow(expect.objectContaining({ code: 'DEADLINE_LENGTH_INVALID' }));
    expect(bad({ length: 1.5 })).toThrow(DeadlineInputError);
    expect(bad({ length: 241, unit: 'months' })).toThrow(DeadlineInputError);
  });
});
