// The demo factory module "Cégiratok nyilvántartása" (issue 13 point 7): a company-records register.
// Used by the seed, the tests and as the designer's example.
import type { FactoryDefinition } from './definition';

export const companyRecordsModule: FactoryDefinition = {
  key: 'cegiratok',
  name: { hu: 'Cégiratok nyilvántartása', en: 'Company records register' },
  description: {
    hu: 'A cégbírósághoz benyújtott iratok nyilvántartása: cég, cégjegyzékszám, irat típusa, benyújtás dátuma és illeték.',
    en: 'Register of filings with the court of registration: company, registration number, document type, filing date and fee.',
  },
  icon: 'documents',
  category: 'practice',
  entityName: { hu: 'Cégirat', en: 'Company record' },
  fields: [
    { key: 'cegnev', type: 'text', label: { hu: 'Cégnév', en: 'Company name' }, required: true, minLength: 2, maxLength: 200 },
    { key: 'cegjegyzekszam', type: 'text', label: { hu: 'Cégjegyzékszám', en: 'Registration number' }, required: true, format: 'companyRegistrationNumber' },
    {
      key: 'irat_tipusa',
      type: 'select',
      label: { hu: 'Irat típusa', en: 'Document type' },
      required: true,
      options: [
        { value: 'alapitas', label: { hu: 'Cégalapítás', en: 'Incorporation' } },
        { value: 'valtozasbejegyzes', label: { hu: 'Változásbejegyzés', en: 'Change registration' } },
        { value: 'beszamolo', label: { hu: 'Éves beszámoló', en: 'Annual report' } },
        { value: 'vegelszamolas', label: { hu: 'Végelszámolás', en: 'Voluntary liquidation' } },
      ],
    },
    { key: 'benyujtas_datuma', type: 'date', label: { hu: 'Benyújtás dátuma', en: 'Filing date' }, required: true },
    { key: 'illetek', type: 'money', label: { hu: 'Illeték', en: 'Fee' }, required: false, min: 0, max: 10_000_000 },
    { key: 'megjegyzes', type: 'longText', label: { hu: 'Megjegyzés', en: 'Note' }, required: false, maxLength: 2000 },
    { key: 'kapcsolodo_nevjegy', type: 'contact', label: { hu: 'Kapcsolódó névjegy', en: 'Related contact' }, required: false },
  ],
  listColumns: ['cegnev', 'cegjegyzekszam', 'irat_tipusa', 'benyujtas_datuma', 'illetek'],
};
