// The risk of an intake still in progress is computed from what has been entered so far: the list
// says it is preliminary, so that a half-filled intake does not read as assessed "low".
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { mockApi } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import type { ContactForm } from './intake-steps';
import { OnboardingPage } from './onboarding-page';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

const intake = (over: Record<string, unknown>) => ({ kind: 'natural_person', step: 'pep', riskLevel: 'low', contactId: null, updatedAt: '2026-12-02T19:30:00.000Z', ...over });

describe('OnboardingPage, the list of intakes', () => {
  it("a draft's risk is marked preliminary; a decided intake's is not", async () => {
    mockApi(
      {
        '/api/client-onboarding': {
          items: [intake({ id: 'in-1', status: 'draft', displayName: 'Fekete Márton' }), intake({ id: 'in-2', status: 'approved', step: 'review', displayName: 'Tóth és Fia Kft.', contactId: 'c-1' })],
        },
      },
      [],
    );
    renderWithProviders(
      <MemoryRouter initialEntries={['/app/client-onboarding']}>
        <OnboardingPage canWrite canDecide canOpenMatter contactForm={{} as ContactForm} />
      </MemoryRouter>,
    );
    const draft = (await screen.findByRole('link', { name: 'Fekete Márton' })).closest('tr')!;
    expect(draft).toHaveTextContent('Alacsony (előzetes)');
    const approved = screen.getByRole('link', { name: 'Tóth és Fia Kft.' }).closest('tr')!;
    expect(approved).toHaveTextContent('Alacsony');
    expect(approved).not.toHaveTextContent('előzetes');
  });
});
