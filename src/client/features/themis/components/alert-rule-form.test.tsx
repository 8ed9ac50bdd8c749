// The alert-rule form on the form kit: typed texts become the rule body; the server's messages
// land on the form's own fields (timeWindowMs on the minutes, notificationTargets.N on the addresses).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type AlertRuleType, alertRuleTypes } from '@shared/ai-modules/alerts.schemas';
import { ApiError } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { AlertRuleForm, type NewRule } from './alert-rule-form';

beforeAll(() => loadAppLocales());

describe('AlertRuleForm', () => {
  it('sends the rule and shows the server field messages under the minutes and the addresses', async () => {
    const onAdd = vi.fn(async (_rule: NewRule<AlertRuleType>) => {
      throw new ApiError('VALIDATION_ERROR', 'Hibás adatok.', 400, { timeWindowMs: 'Az időablak legfeljebb 30 nap lehet.', 'notificationTargets.1': 'Ez a cím nem kaphat értesítést.' });
    });
    renderWithProviders(<AlertRuleForm types={alertRuleTypes} onAdd={onAdd} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Szabály felvétele' }));
    expect(await screen.findByText('Add meg a szabály nevét.', { selector: 'p' })).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Név'), 'Hosszú ablak');
    await user.selectOptions(screen.getByLabelText('Típus'), 'usage_volume');
    await user.type(screen.getByLabelText('Küszöb (kérés)'), '12,5');
    await user.clear(screen.getByLabelText('Időablak (perc)'));
    await user.type(screen.getByLabelText('Időablak (perc)'), '50000');
    await user.type(screen.getByLabelText(/Értesítendő e-mail-címek/), 'iroda@kovacs-ugyved.hu; it@kovacs-ugyved.hu');
    await user.click(screen.getByRole('button', { name: 'Szabály felvétele' }));
    await waitFor(() => expect(screen.getByLabelText('Időablak (perc)')).toHaveAccessibleDescription('Az időablak legfeljebb 30 nap lehet.'));
    expect(screen.getByLabelText(/Értesítendő e-mail-címek/)).toHaveAccessibleDescription('Ez a cím nem kaphat értesítést.');
    expect(screen.getByLabelText('Név')).toHaveAttribute('aria-invalid', 'false');
    expect(onAdd).toHaveBeenCalledWith({
      name: 'Hosszú ablak',
      type: 'usage_volume',
      provider: null,
      threshold: 12.5,
      timeWindowMs: 50_000 * 60_000,
      notificationTargets: ['iroda@kovacs-ugyved.hu', 'it@kovacs-ugyved.hu'],
    } satisfies NewRule<AlertRuleType>);
  });
});
