// An intake's page and a client's panel, a failed load: an object the firm does not have says so
// (the intake under its page's heading, with the way back) and offers no retry; a failure that
// could pass offers the retry (the panel's under the page's heading, so no second level 1).
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { mockFetch } from '@client/test/form-api-mock';
import { expectMissingObject, expectRetryableFailure, notFoundAnswer as notFound, serverFaultAnswer as serverFault } from '@client/test/object-page-failures';
import { renderWithProviders } from '@client/test/render';
import { ClientPanel } from './client-panel';
import type { ContactForm } from './intake-steps';
import { OnboardingPage } from './onboarding-page';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

const retry = () => screen.queryByRole('button', { name: 'Újrapróbálás' });

// A failed intake never reaches its contact step.
const unusedContactForm = {} as ContactForm;
const intakeBack = { name: '← Vissza az átvilágításokhoz', href: '/app/client-onboarding' };

function renderIntake(answer: () => Response) {
  mockFetch((url) => (url === '/api/client-onboarding/in-9' ? answer() : undefined));
  renderWithProviders(
    <MemoryRouter initialEntries={['/app/client-onboarding?id=in-9']}>
      <OnboardingPage canWrite canDecide canOpenMatter contactForm={unusedContactForm} />
    </MemoryRouter>,
  );
}

function renderPanel(answer: () => Response) {
  mockFetch((url) => (url === '/api/client-management/c-9' ? answer() : undefined));
  renderWithProviders(
    <MemoryRouter>
      <ClientPanel id="c-9" canManageAccess />
    </MemoryRouter>,
  );
}

describe('OnboardingPage, an intake that does not load', () => {
  it('an intake that does not exist: the heading, "not found", the way back and no retry', async () => {
    renderIntake(notFound);
    await expectMissingObject({ heading: 'Ügyfél-átvilágítás', sentence: 'Az átvilágítás nem található.', back: intakeBack });
  });

  it('a server fault: "Hiba történt" with the retry and the way back', async () => {
    renderIntake(serverFault);
    await expectRetryableFailure({ back: intakeBack });
  });
});

describe('ClientPanel, a client that does not load', () => {
  it('a client that does not exist: "not found" without a heading of its own, no retry', async () => {
    renderPanel(notFound);
    expect(await screen.findByRole('alert')).toHaveTextContent('Az ügyfél nem található.');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(retry()).not.toBeInTheDocument();
  });

  it('a server fault: a level-2 "Hiba történt" with the retry', async () => {
    renderPanel(serverFault);
    expect(await screen.findByRole('heading', { level: 2, name: 'Hiba történt' })).toBeInTheDocument();
    expect(retry()).toBeInTheDocument();
  });
});
