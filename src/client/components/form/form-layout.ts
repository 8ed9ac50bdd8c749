// A kit form's fields sit in a <fieldset> (disabled while the form is submitting), not directly in
// the <form>: a layout class written on the form (space-y-4, grid gap-3 sm:grid-cols-2, flex
// flex-wrap items-end gap-2) would lay out that one fieldset instead of the fields, so the fields
// stood without spacing. Those classes go to the fieldset; the box's own classes (border, padding,
// margin, width, overflow, a flex item's flex-1) stay on the form.

/** Utilities that arrange an element's children (matched without their variants, e.g. `sm:`). */
const CHILD_LAYOUT = /^(-?space-[xy]-|gap-|gap$|(inline-)?grid$|grid-(cols|rows|flow)-|auto-(cols|rows)-|(inline-)?flex$|flex-(row|col|wrap|nowrap)|items-|justify-|content-|place-|divide-)/;

export interface FormClasses {
  form: string;
  fieldset: string;
}

/** Splits a form's classes into the form's box and the fieldset's arrangement of the fields. */
export function splitFormClasses(className: string): FormClasses {
  const form: string[] = [];
  const fieldset: string[] = [];
  for (const token of className.split(/\s+/).filter(Boolean)) {
    const utility = token.slice(token.lastIndexOf(':') + 1).replace(/^!/, '');
    (CHILD_LAYOUT.test(utility) ? fieldset : form).push(token);
  }
  return { form: form.join(' '), fieldset: fieldset.join(' ') };
}
