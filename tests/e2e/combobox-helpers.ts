// Choosing in the form kit's searching picker (ComboboxField) as a user does: type part of the
// choice, click it in the listbox the combobox opens (its aria-controls).
import type { Locator } from '@playwright/test';

/** Types `typed` into the combobox and clicks the option named `option` (default: the first match). */
export async function chooseInCombobox(box: Locator, typed: string, option?: string | RegExp) {
  await box.fill(typed);
  const list = box.page().locator(`[id="${await box.getAttribute('aria-controls')}"]`);
  await (option === undefined ? list.getByRole('option').first() : list.getByRole('option', { name: option, exact: true })).click();
}
