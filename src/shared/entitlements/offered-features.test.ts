import { describe, expect, it } from 'vitest';
import { offeredFeatureLines, offeredPlanFlags } from './offered-features';

describe('offered plan features (issue 38.11)', () => {
  it('lists only the flags whose module is built', () => {
    // Every flag's module is released: custom branding (decision 0448), the mobile app (decision 0516).
    expect(offeredPlanFlags()).toEqual(['mobile_app', 'custom_branding', 'priority_support', 'api_access']);
  });

  it('keeps the feature lines of built features', () => {
    const lines = ['Korlátlan AI ügynök futtatás', 'Kiemelt támogatás', 'API-hozzáférés', 'Mobilalkalmazás', 'Egyedi arculat'];
    expect(offeredFeatureLines(lines)).toEqual(lines);
  });
});
