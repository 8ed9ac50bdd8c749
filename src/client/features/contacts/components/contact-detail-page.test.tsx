// A contact's page, a failed load: a contact the firm does not have (deleted, merged) says so under
// the page's heading with the way back and no retry; a failure that could pass offers the retry.
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { json, mockFetch } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { ContactDetailPage } from './contact-detail-page';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

function renderPage(answer: Response) {
  mockFetch((url) => (url === '/api/contacts/c-9' ? answer : undefined));
  renderWithProviders(
    <MemoryRouter>
      <ContactDetailPage id="c-9" canEdit />
    </MemoryRouter>,
  );
}

describe('ContactDetailPage, a failed load', () => {
  it('a contact that does not exist: the heading, "not found", the way back and no retry', async () => {
    renderPage(json(404, { code: 'NOT_FOUND', message: 'A kért erőforrás nem található.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ez a névjegy nem található (törölték vagy összevonták).');
    expect(screen.getByRole('heading', { level: 1, name: 'Névjegyek' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Vissza a névjegyekhez' })).toHaveAttribute('href', '/app/contacts');
    expect(screen.queryByRole('button', { name: 'Újrapróbálás' })).not.toBeInTheDocument();
  });

  it('a server fault: "Hiba történt" with the retry and the way back', async () => {
    renderPage(json(500, { code: 'INTERNAL_ERROR', message: 'Belső hiba.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hiba történt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Újrapróbálás' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Vissza a névjegyekhez' })).toHaveAttribute('href', '/app/contacts');
  });
});
