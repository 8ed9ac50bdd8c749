// Issue 38.8: an upload asks for each file's title, pre-filled from the file name without its
// extension, editable, and sends it with the file.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { messageOf } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';

const uploadDocument = vi.fn((_file: File, _fields: Record<string, string>, onProgress: (share: number) => void) => {
  onProgress(1);
  return Promise.resolve({ id: 'doc-1' });
});
vi.mock('../api/documents-api', () => ({
  uploadDocument: (file: File, fields: Record<string, string>, onProgress: (share: number) => void) => uploadDocument(file, fields, onProgress),
  useInvalidateDocuments: () => () => Promise.resolve(),
  useMatterChoices: () => ({ data: [] }),
}));

const { UploadZone, titleFromFileName } = await import('./upload-zone');

beforeAll(() => loadAppLocales());

describe('UploadZone', () => {
  it('offers the file name without its extension as the title', () => {
    expect(titleFromFileName('Tárgyalási jegyzet 2026.12.03.docx')).toBe('Tárgyalási jegyzet 2026.12.03');
    expect(titleFromFileName('.env')).toBe('.env');
    expect(titleFromFileName('Ajánlat')).toBe('Ajánlat');
  });

  it('asks for the titles before sending, and sends the edited title with each file', async () => {
    renderWithProviders(<UploadZone />);
    const files = [new File(['a'], 'Keresetlevél végleges.pdf', { type: 'application/pdf' }), new File(['b'], 'Ajánlat.v2.docx')];
    // Like a browser's FileList, the chosen files are gone once the input's value is reset.
    const input = screen.getByLabelText('Fájlok kiválasztása') as HTMLInputElement;
    const live = [...files];
    Object.defineProperty(input, 'files', { configurable: true, get: () => live });
    Object.defineProperty(input, 'value', { configurable: true, get: () => '', set: () => void live.splice(0) });
    fireEvent.change(input);
    expect(uploadDocument).not.toHaveBeenCalled();
    // The form asks for the titles by name (the documents journey finds it so).
    expect(screen.getByRole('form', { name: 'A feltöltendő fájlok címe' })).toBeTruthy();

    const first = screen.getByLabelText('„Keresetlevél végleges.pdf” címe') as HTMLInputElement;
    const second = screen.getByLabelText('„Ajánlat.v2.docx” címe') as HTMLInputElement;
    expect(first.value).toBe('Keresetlevél végleges');
    expect(second.value).toBe('Ajánlat.v2');

    // An emptied title cannot be sent.
    fireEvent.change(second, { target: { value: '  ' } });
    expect((screen.getByRole('button', { name: '2 fájl feltöltése' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Minden dokumentumnak adj címet.')).toBeTruthy();
    fireEvent.change(second, { target: { value: 'Egyezségi ajánlat (2. változat)' } });
    fireEvent.click(screen.getByRole('button', { name: '2 fájl feltöltése' }));

    await waitFor(() => expect(uploadDocument).toHaveBeenCalledTimes(2));
    const sent = uploadDocument.mock.calls.map(([file, fields]) => [file.name, fields.title]);
    expect(sent).toEqual([
      ['Keresetlevél végleges.pdf', 'Keresetlevél végleges'],
      ['Ajánlat.v2.docx', 'Egyezségi ajánlat (2. változat)'],
    ]);
    await waitFor(() => expect(screen.getAllByText('Feltöltve')).toHaveLength(2));
    expect(screen.queryByLabelText('„Ajánlat.v2.docx” címe')).toBeNull();
  });

  it('shows a refused upload on its row and a refused folder, in Hungarian, on the folder field', async () => {
    uploadDocument.mockClear();
    uploadDocument.mockRejectedValueOnce(new ApiError('VALIDATION_ERROR', 'A megadott adatok hibásak.', 400, { folder: 'A mappa neve nem kezdődhet perjellel.' }));
    renderWithProviders(<UploadZone />);
    fireEvent.change(screen.getByLabelText(/^Mappa/), { target: { value: '/Szerződések' } });
    const input = screen.getByLabelText('Fájlok kiválasztása') as HTMLInputElement;
    const live = [new File(['a'], 'Megbízási szerződés.pdf', { type: 'application/pdf' })];
    Object.defineProperty(input, 'files', { configurable: true, get: () => live });
    Object.defineProperty(input, 'value', { configurable: true, get: () => '', set: () => void live.splice(0) });
    fireEvent.change(input);
    fireEvent.click(screen.getByRole('button', { name: 'Feltöltés' }));

    await waitFor(() => expect(screen.getByText('Sikertelen')).toBeTruthy());
    expect(uploadDocument.mock.calls[0]?.[1]).toEqual({ title: 'Megbízási szerződés', matterId: '', folder: '/Szerződések', tags: '' });
    const folder = screen.getByLabelText(/^Mappa/);
    await waitFor(() => expect(folder).toHaveAttribute('aria-invalid', 'true'));
    expect(messageOf(folder)).toContain('A mappa neve nem kezdődhet perjellel.');
  });
});
