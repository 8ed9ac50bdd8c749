// The contacts feature (issue 14 point 1): list, detail, form, duplicates/merge, CSV.
export { ContactsPage } from './components/contacts-page';
export { ContactDetailPage } from './components/contact-detail-page';
export { ContactFields, type ContactFieldValues, contactFieldPath, contactFormSchema, type ContactFormValues, contactFormValues, inputFromForm as contactFromForm } from './components/contact-form';
