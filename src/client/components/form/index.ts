// The form kit (decision 0321): import forms, fields and the file input from here.
export { DateField, DateInput, type DateFieldProps, type DateInputProps } from './date-field';
export { Combobox, COMBOBOX_SEARCH_DELAY, ComboboxField, filterChoices, FormCombobox, type ComboboxOption, type ComboboxProps, type ComboboxSearchProps } from './combobox';
export { CheckboxField, Field, NumberField, SelectField, TextareaField, TextField, type ControlProps, type Option } from './fields';
export { useFieldList, type FieldList } from './field-list';
export { FileInput, type FileInputProps } from './file-input';
export { TimeInput, type TimeInputProps } from './time-input';
export { useImageChoice, type ImageChoice } from './image-choice';
export { applyServerErrors, ErrorList, Form, SubmitButton, useFieldError, useFormContext, useZodForm, type ZodForm } from './form';
export { DialogButtons, type DialogButtonsAlign, type DialogButtonsProps } from './dialog-buttons';
export { inputClasses } from './input-classes';
export { renameServerFields } from './server-fields';
