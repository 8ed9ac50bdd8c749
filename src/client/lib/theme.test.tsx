import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeToggle } from '@client/components/ui/theme-toggle';
import { allowConsoleError } from '@client/test/console-guard';
import { THEME_STORAGE_KEY, ThemeProvider, useTheme } from './theme';

function renderToggle() {
  return render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );
}

describe('theme', () => {
  it('defaults to dark', () => {
    renderToggle();
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Váltás világos témára' })).toBeInTheDocument();
  });

  it('toggles and persists the choice under "theme"', async () => {
    const user = userEvent.setup();
    renderToggle();

    await user.click(screen.getByRole('button', { name: 'Váltás világos témára' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');

    await user.click(screen.getByRole('button', { name: 'Váltás sötét témára' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('starts from the stored theme', () => {
    window.localStorage.setItem('theme', 'light');
    renderToggle();
    expect(document.documentElement).not.toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Váltás sötét témára' })).toBeInTheDocument();
  });

  it('useTheme outside the provider throws', () => {
    allowConsoleError(); // React reports the uncaught render error
    expect(() => renderHook(() => useTheme())).toThrow('useTheme must be used within a ThemeProvider');
  });
});
