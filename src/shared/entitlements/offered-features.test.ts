import { describe, expect, it } from 'vitest';
import { offeredFeatureLines, offeredPlanFlags } from './offered-features';

describe('offered plan features (issue 38.11)', () => {
  it('lists only the flags whose module is built', () => {
    // Mobile has no module built yet; custom branding is released (decision 0448).
    expect(offeredPlanFlags()).toEqual(['custom_branding', 'priority_support', 'api_access']);
  });

  it('drops the feature lines that name an unbuilt feature', () => {
    expect(offeredFeatureLines(['Korlátlan AI ügynök futtatás', 'Kiemelt támogatás', 'API-hozzáférés', 'Mobilalkalmazás', 'Egyedi arculat'])).toEqual([
      'Korlátlan AI ügynök futtatás',
      'Kiemelt támogatás',
      'API-hozzáférés',
      'Egyedi arculat',
    ]);
  });
});
