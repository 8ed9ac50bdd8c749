import { describe, expect, it } from 'vitest';
import { splitFormClasses } from './form-layout';

describe('a kit form lays out its fields, not its fieldset', () => {
  it('gives the spacing of stacked fields to the fieldset and keeps the box on the form', () => {
    expect(splitFormClasses('mt-4 space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700')).toEqual({
      form: 'mt-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700',
      fieldset: 'space-y-4',
    });
  });

  it('moves grids and flex rows with their responsive variants', () => {
    expect(splitFormClasses('mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end')).toEqual({ form: 'mt-3', fieldset: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end' });
    expect(splitFormClasses('flex flex-wrap items-end gap-2')).toEqual({ form: '', fieldset: 'flex flex-wrap items-end gap-2' });
  });

  it("keeps a flex item's own sizing, overflow and visibility on the form", () => {
    expect(splitFormClasses('min-w-60 flex-1')).toEqual({ form: 'min-w-60 flex-1', fieldset: '' });
    expect(splitFormClasses('max-h-[70vh] space-y-4 overflow-y-auto pr-1')).toEqual({ form: 'max-h-[70vh] overflow-y-auto pr-1', fieldset: 'space-y-4' });
    expect(splitFormClasses('w-full empty:hidden sm:col-span-2')).toEqual({ form: 'w-full empty:hidden sm:col-span-2', fieldset: '' });
  });
});
