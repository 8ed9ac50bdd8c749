// A list of items in a kit form (decision 0377): guests, seasons, a rule's actions. Use this, never
// react-hook-form's useFieldArray directly. The field array checks the whole list right after each
// append/remove/replace when the mode is not onSubmit (its effect after the change runs the
// resolver on the list); in the kit's onTouched mode that put "required" under every empty field
// of an item just added, typing did not clear it (a field not yet left is not checked on change),
// and leaving the field did: the press on the submit button removed the message's line, the
// button moved up under the pointer and its click was lost. Here the kit's resolver answers that
// check with the messages already shown, less the ones it fixed; a field's message shows as
// everywhere else: once it was left, or on submit.
import { useEffect } from 'react';
import { type FieldValues, useFieldArray, useFormContext } from 'react-hook-form';
import { useFormKit } from './form-context';

export interface FieldList<Item> {
  /** One entry per item; `key` for React. Read the items' values with useWatch, not from here. */
  fields: { key: string }[];
  append: (item: Item, options?: { shouldFocus?: boolean }) => void;
  remove: (index: number) => void;
  replace: (items: Item[]) => void;
  /** Another item in the same place, keeping its key (a focused control in it stays) and with its messages cleared. */
  update: (index: number, item: Item) => void;
}

export function useFieldList<Item = unknown>(name: string): FieldList<Item> {
  const { control, getFieldState, setValue, clearErrors } = useFormContext<FieldValues>();
  const kit = useFormKit();
  const array = useFieldArray({ control, name });
  // After the field array's own effect (the check): a change that ran no check leaves no mark.
  useEffect(() => {
    kit.quietLists.delete(name);
  }, [kit, name, array.fields]);
  const quietly = (change: () => void) => {
    change();
    // The messages moved with their items (the field array did that); these are the ones shown.
    kit.quietLists.set(name, getFieldState(name).error);
  };
  return {
    fields: array.fields.map((f) => ({ key: f.id })),
    append: (item, options) => quietly(() => array.append(item as FieldValues, options)),
    remove: (index) => quietly(() => array.remove(index)),
    replace: (items) => quietly(() => array.replace(items as FieldValues[])),
    update: (index, item) => {
      setValue(`${name}.${index}`, item, { shouldDirty: true });
      clearErrors(`${name}.${index}`);
    },
  };
}
