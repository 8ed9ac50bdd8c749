// The template editor on the form kit: the shared create body (createTemplateBodySchema, the
// server's rule) checks in the browser and sends nothing when it refuses; a valid template is sent
// as typed (tags split at the commas); the server's messages land on their fields.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { invalid, mockApi } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { TemplateEditorPage } from './template-editor-page';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

function renderNewTemplate() {
  renderWithProviders(
    <MemoryRouter>
      <TemplateEditorPage templateId={null} basedOnId={null} />
    </MemoryRouter>,
  );
  return screen.getByRole('form', { name: 'Sablonszerkesztő' });
}

describe('template editor on the form kit', () => {
  it('a placeholder without a variable is refused on the text field; nothing is sent', async () => {
    const sent = mockApi({}, []);
    renderNewTemplate();
    await userEvent.type(screen.getByLabelText('Név'), 'Díjlevél');
    await userEvent.type(screen.getByLabelText('A sablon szövege helyőrzőkkel'), 'Tisztelt {{ugyfel}!');
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByLabelText('A sablon szövege helyőrzőkkel')).toHaveAccessibleDescription(/A\(z\) \{ugyfel\} helyőrzőhöz nincs változó\./);
    expect(sent).toEqual([]);
  });

  it('sends a valid template as typed; the server message lands under the name', async () => {
    const sent = mockApi({}, [invalid({ name: 'Ilyen nevű sablon már van az irodában.' })]);
    renderNewTemplate();
    await userEvent.type(screen.getByLabelText('Név'), 'Díjlevél');
    await userEvent.type(screen.getByLabelText('Címkék (vesszővel elválasztva)'), 'díj, levél');
    await userEvent.type(screen.getByLabelText('A sablon szövege helyőrzőkkel'), 'DÍJLEVÉL');
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Név')).toHaveAccessibleDescription('Ilyen nevű sablon már van az irodában.'));
    expect(sent).toEqual([{ method: 'POST', url: '/api/document-templates', body: { name: 'Díjlevél', description: '', category: 'contract', tags: ['díj', 'levél'], variables: [], content: 'DÍJLEVÉL' } }]);
  });
});
