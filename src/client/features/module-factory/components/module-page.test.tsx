// A factory module's record page, a failed load: a record the firm does not have says so (the record,
// not the module: the module's definition loaded) under the module's name with the way back to its
// list and no retry; a failure that could pass offers the retry.
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyRecordsModule } from '@shared/module-factory/fixtures';
import { loadAppLocales } from '@client/lib/app-locales';
import { json, mockFetch } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { FactoryModulePage } from './module-page';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

function renderRecord(answer: Response) {
  mockFetch((url) => {
    if (url === '/api/m/cegiratok') return json(200, { key: 'cegiratok', version: 1, definition: companyRecordsModule });
    return url === '/api/m/cegiratok/records/r-9' ? answer : undefined;
  });
  renderWithProviders(
    <MemoryRouter>
      <FactoryModulePage moduleKey="cegiratok" view={{ kind: 'record', id: 'r-9' }} />
    </MemoryRouter>,
  );
}

describe('FactoryModulePage, a record that does not load', () => {
  it('a record that does not exist: the module as heading, "not found", the way back and no retry', async () => {
    renderRecord(json(404, { code: 'NOT_FOUND', message: 'A kért erőforrás nem található.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ez a rekord nem található.');
    expect(screen.getByRole('heading', { level: 1, name: 'Cégiratok nyilvántartása' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza: Cégiratok nyilvántartása' })).toHaveAttribute('href', '/app/modulok/cegiratok');
    expect(screen.queryByText('A modul nem található')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Újrapróbálás' })).not.toBeInTheDocument();
  });

  it('a server fault: "Hiba történt" with the retry and the way back', async () => {
    renderRecord(json(500, { code: 'INTERNAL_ERROR', message: 'Belső hiba.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hiba történt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Újrapróbálás' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza: Cégiratok nyilvántartása' })).toHaveAttribute('href', '/app/modulok/cegiratok');
  });
});
