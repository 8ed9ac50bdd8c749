// What the form kit's parts share beyond react-hook-form: the label of each field (ErrorList names
// fields by their labels, never by paths like `fields.4.options`) and the inputs a field could not
// read (a date typed as "2026. 13. 45."), which the resolver reports before the schema runs.
import { createContext, useContext } from 'react';

export interface FieldEntry {
  label: string;
  id: string;
}

export interface FormKit {
  fields: Map<string, FieldEntry>;
  unreadable: Map<string, string>;
  /**
   * Lists just changed by `useFieldList` (append, remove, replace), with their messages right
   * after the change: the check react-hook-form's field array runs next may take messages away,
   * never add any (decision 0377).
   */
  quietLists: Map<string, unknown>;
}

export const FormKitContext = createContext<FormKit | null>(null);

export function useFormKit(): FormKit {
  const kit = useContext(FormKitContext);
  if (!kit) throw new Error('A form kit field must be inside <Form>.');
  return kit;
}
