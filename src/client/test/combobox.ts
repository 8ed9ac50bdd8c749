// Choosing in the form kit's searching picker (ComboboxField) as a user does: type into it, click
// the option in its listbox. Waits for the choices to arrive (a list still loading).
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export async function chooseInCombobox(box: HTMLElement, option: string, typed = option) {
  await userEvent.clear(box);
  await userEvent.type(box, typed);
  const list = document.getElementById(box.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error('The combobox has no listbox (aria-controls).');
  await userEvent.click(await within(list).findByRole('option', { name: option }));
}
