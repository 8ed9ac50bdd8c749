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
}

export const FormKitContext = createContext<FormKit | null>(null);

export function useFormKit(): FormKit {
  const kit = useContext(FormKitContext);
  if (!kit) throw new Error('A form kit field must be inside <Form>.');
  return kit;
}
