import { describe, expect, it } from 'vitest';
import { deadlineReminderMail } from './templates';

describe('deadline reminder mail', () => {
  const mail = (matter: string) => deadlineReminderMail('Nagy Péter', { title: 'Fellebbezés', matter, dueText: '2026. január 5., hétfő', workingDaysLeft: 3, explanation: '' }, 'https://x.hu/app/matters/1');

  it('puts the article a matter number takes and one period after the date (issue 39.3)', () => {
    expect(mail('2026/0001 Szabó Anna ügye').text).toContain('A 2026/0001 Szabó Anna ügye ügy határideje 3 munkanap múlva lejár (2026. január 5., hétfő): Fellebbezés.');
    expect(mail('5/2026 Kiss-ügy').text).toContain('Az 5/2026 Kiss-ügy ügy határideje');
    expect(mail('2026/0001 x').text).toContain('A határidő utolsó napja: 2026. január 5., hétfő.\n');
    expect(mail('2026/0001 x').text).not.toContain('..');
  });
});
