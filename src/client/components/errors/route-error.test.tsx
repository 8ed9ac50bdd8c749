import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { isChunkLoadError } from '@client/lib/chunk-error';
import { i18n } from '@client/lib/i18n';
import { allowConsoleError } from '@client/test/console-guard';
import { RouteError } from './route-error';

describe('route error element', () => {
  it('shows the chunk-load screen when a lazy route fails to load', async () => {
    allowConsoleError();
    const router = createMemoryRouter(
      [
        {
          path: '/',
          ErrorBoundary: RouteError,
          HydrateFallback: () => null,
          lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js')),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Betöltési hiba' })).toBeInTheDocument();
    expect(screen.getByText('Egy programrész nem töltődött be, általában egy frissítés után.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Oldal újratöltése' })).toBeInTheDocument();
  });

  it("keeps spec 2.8's English texts for the English locale", async () => {
    allowConsoleError();
    await i18n.changeLanguage('en');
    try {
      const router = createMemoryRouter([{ path: '/', ErrorBoundary: RouteError, HydrateFallback: () => null, lazy: () => Promise.reject(new TypeError('Loading chunk 3 failed.')) }]);
      render(<RouterProvider router={router} />);
      expect(await screen.findByRole('heading', { name: 'Loading Error' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('hu');
    }
  });

  it('shows "Valami hiba történt" for other errors and tries again', async () => {
    allowConsoleError();
    let fail = true;
    function Page() {
      if (fail) throw new Error('render failure');
      return <p>Oldal tartalma</p>;
    }
    const router = createMemoryRouter([{ path: '/', Component: Page, ErrorBoundary: RouteError }]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Valami hiba történt' })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    expect(await screen.findByText('Oldal tartalma')).toBeInTheDocument();
  });

  it.each([
    ['Failed to fetch dynamically imported module: /a.js', true],
    ['Loading chunk 12 failed.', true],
    ['Importing a module script failed.', true],
    ['error loading dynamically imported module', true],
    ['Cannot read properties of undefined', false],
  ])('isChunkLoadError(%s) is %s', (message, expected) => {
    expect(isChunkLoadError(new Error(message))).toBe(expected);
  });
});
