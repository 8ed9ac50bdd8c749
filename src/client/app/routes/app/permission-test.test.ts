// The permission-test page names every permission in words (keys alone mean nothing to a user).
import { describe, expect, it } from 'vitest';
import { allPermissions } from '@shared/permissions/permissions';
import enHome from '@client/locales/en/home.json';
import huHome from '@client/locales/hu/home.json';

describe('permission labels', () => {
  it.each([
    ['hu', huHome],
    ['en', enHome],
  ])('every permission of the matrix has a %s label', (_locale, bundle) => {
    const labels = (bundle.permissionTest as { labels?: Record<string, string> }).labels ?? {};
    const missing = allPermissions.filter((p) => !labels[p]?.trim());
    expect(missing).toEqual([]);
    expect(Object.keys(labels).sort()).toEqual([...allPermissions].sort());
  });
});
