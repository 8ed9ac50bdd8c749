// The knowledge-base article editor on the form kit (issue 41 points 2 and 4): the tags typed
// comma separated go as a list, the checks speak Hungarian under their fields, and a server field
// error lands on its field.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { invalid, json, messageOf, mockApi } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { ArticleForm } from './article-form';

const article = {
  id: 'kb-1',
  title: 'Végrehajtási záradék kérése',
  category: 'checklist',
  tags: ['végrehajtás', 'záradék'],
  visibility: 'internal',
  author: { id: 'u-1', name: 'Dr. Kovács Anna' },
  updatedBy: null,
  updatedAt: '2026-11-29T09:00:00.000Z',
  version: 1,
  body: '## Teendők\n- Jogerős ítélet',
  createdAt: '2026-11-29T09:00:00.000Z',
} satisfies ApiAnswer<'post', '/api/knowledge-base'>;

describe('knowledge article form', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('checks the title and the body in Hungarian before sending', async () => {
    const sent = mockApi({}, []);
    renderWithProviders(<ArticleForm article={null} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Cím'), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(messageOf(screen.getByLabelText('Cím'))).toContain('A cím legalább 3, legfeljebb 200 karakter.'));
    expect(messageOf(screen.getByLabelText(/^Szöveg/))).toContain('A cikk szövege nem lehet üres.');
    expect(sent).toEqual([]);
  });

  it('sends a new article with its tags as a list and shows the server’s message on the title', async () => {
    const onSaved = vi.fn();
    const sent = mockApi({}, [invalid({ title: 'Ilyen című cikk már van.' }), json(201, article)]);
    renderWithProviders(<ArticleForm article={null} onSaved={onSaved} onCancel={vi.fn()} />);
    expect(screen.getByRole('form', { name: 'Új cikk' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Cím'), { target: { value: 'Végrehajtási záradék kérése' } });
    fireEvent.change(screen.getByLabelText(/^Kategória/), { target: { value: 'checklist' } });
    fireEvent.change(screen.getByLabelText(/^Címkék/), { target: { value: 'végrehajtás, záradék' } });
    fireEvent.change(screen.getByLabelText(/^Szöveg/), { target: { value: '## Teendők\n- Jogerős ítélet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(messageOf(screen.getByLabelText('Cím'))).toContain('Ilyen című cikk már van.'));
    expect(screen.getByLabelText('Cím')).toHaveAttribute('aria-invalid', 'true');
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/knowledge-base',
      body: { title: 'Végrehajtási záradék kérése', category: 'checklist', tags: ['végrehajtás', 'záradék'], visibility: 'internal', body: '## Teendők\n- Jogerős ítélet' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(article));
  });

  it('edits an article with its values filled in and sends the change to its address', async () => {
    const onSaved = vi.fn();
    const sent = mockApi({}, [json(200, { ...article, version: 2, visibility: 'client' })]);
    renderWithProviders(<ArticleForm article={article} onSaved={onSaved} onCancel={vi.fn()} />);
    expect(screen.getByRole('form', { name: 'Cikk szerkesztése' })).toBeTruthy();
    expect(screen.getByLabelText(/^Címkék/)).toHaveValue('végrehajtás, záradék');
    fireEvent.change(screen.getByLabelText(/^Láthatóság/), { target: { value: 'client' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/knowledge-base/kb-1', body: { visibility: 'client', tags: ['végrehajtás', 'záradék'] } });
  });
});
