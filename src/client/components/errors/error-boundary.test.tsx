import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowConsoleError } from '@client/test/console-guard';
import { ErrorBoundary } from './error-boundary';

function Boom({ message = 'Adatbázis-kapcsolat megszakadt' }: { message?: string }): never {
  throw new Error(message);
}

beforeEach(() => {
  allowConsoleError(); // React reports every caught render error
});

describe('ErrorBoundary', () => {
  it('shows the page-level screen with a link home', () => {
    render(
      <ErrorBoundary level="page">
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Valami hiba történt' })).toBeInTheDocument();
    expect(screen.getByText('Hiba történt az alkalmazás betöltése közben.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza a főoldalra' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Oldal frissítése' })).toBeInTheDocument();
  });

  it('shows the component-level text without the home link', () => {
    render(
      <ErrorBoundary level="component">
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Ez az összetevő nem tudott betöltődni.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vissza a főoldalra' })).not.toBeInTheDocument();
  });

  it('counts retries down from 3, then offers to report the error by e-mail', async () => {
    const user = userEvent.setup();
    render(
      <ErrorBoundary level="page">
        <Boom />
      </ErrorBoundary>,
    );

    for (const remaining of [3, 2, 1]) {
      await user.click(screen.getByRole('button', { name: `Újrapróbálás (${remaining} maradt)` }));
    }

    expect(screen.queryByRole('button', { name: /Újrapróbálás/ })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/támogatási csapatunknak/);
    const report = screen.getByRole('link', { name: 'Hiba bejelentése' });
    const href = report.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:support@virtualis-iroda.hu?')).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toContain('Adatbázis-kapcsolat megszakadt');
    expect(params.get('body')).toContain('Error: Adatbázis-kapcsolat megszakadt');
  });

  it('recovers when the retry succeeds', async () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('egyszeri hiba');
      return <p>Minden rendben</p>;
    }
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Újrapróbálás (3 maradt)' }));
    expect(screen.getByText('Minden rendben')).toBeInTheDocument();
  });

  it('shows the message and stack under "Részletek"', () => {
    render(
      <ErrorBoundary>
        <Boom message="Részletes hiba" />
      </ErrorBoundary>,
    );
    const summary = screen.getByText('Részletek');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.closest('details')).toHaveTextContent('Részletes hiba');
    expect(summary.closest('details')).toHaveTextContent('at Boom');
  });
});
