import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { RouteSkeleton, skeletonKindFor } from './route-skeleton';

describe('loading skeletons (spec 2.3)', () => {
  beforeAll(() => loadAppLocales());

  it('picks a distinct skeleton per area', () => {
    expect(skeletonKindFor('/app/ai-modules')).toBe('ai');
    expect(skeletonKindFor('/app/themis/vault')).toBe('ai');
    expect(skeletonKindFor('/app/settings')).toBe('settings');
    expect(skeletonKindFor('/app/admin/companies')).toBe('admin');
    expect(skeletonKindFor('/app/admin/analytics')).toBe('analytics');
    expect(skeletonKindFor('/app/tracking')).toBe('tracking');
    expect(skeletonKindFor('/app/contacts')).toBe('generic');
  });

  it('shows each area its own message', () => {
    const messages = (['ai', 'generic', 'settings', 'admin', 'analytics', 'tracking'] as const).map((kind) => {
      const { unmount } = render(<RouteSkeleton kind={kind} />);
      const text = screen.getByRole('status').textContent;
      unmount();
      return text;
    });
    expect(new Set(messages).size).toBe(6);
    expect(messages[3]).toBe('Admin panel betöltése...');
  });
});
